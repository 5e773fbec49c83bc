import { Text, View } from '@tarojs/components'
import CategoryIcon from '@/components/category-icon'
import ImageSwiper from '@/components/image-swiper'
import { useCareMode } from '@/hooks/use-care-mode'
import { templateImageUrl } from '@/utils/image'
import { openLink } from './open-link'
import { asText, shownBanners, shownNavs, type RendererProps } from './types'

/** Nav grid layouts by the template's theme number: 1 a card of 4 per row, 2 flat with 5 per row. */
export const NAV_THEMES = [1, 2] as const

export function navTheme(value: unknown): number {
  const n = Number(value)
  return (NAV_THEMES as readonly number[]).includes(n) ? n : 1
}

/** home-swiper-nav: the banner swiper and the navigation grid below it. */
export default function SwiperNav({ inputProps }: RendererProps) {
  const care = useCareMode()
  const banners = shownBanners(inputProps)
  const navs = shownNavs(inputProps)
  if (!banners.length && !navs.length) return null
  const theme = navTheme(inputProps.theme)
  return (
    <View className={`home-swiper-nav home-swiper-nav--theme-${theme}`}>
      {banners.length > 0 && (
        <View className='home-swiper-nav__banner'>
          <ImageSwiper
            // The console saves a banner's large JPEG; the swiper shows it about 375 CSS px wide, so it asks the
            // 750 px size in the platform's format (index.html's first paint asks the same).
            images={banners.map((b) => ({
              src: templateImageUrl(asText(b.image), 'medium'),
              alt: asText(b.title) || '活动横幅'
            }))}
            autoplay={!care}
            onTap={(i) => void openLink(banners[i]?.link)}
          />
        </View>
      )}
      {navs.length > 0 && (
        <View className='home-swiper-nav__grid' role='navigation' aria-label='商品分类导航'>
          {navs.map((n, i) => (
            <View
              key={`${i}-${asText(n.title)}`}
              className='home-swiper-nav__item'
              role='link'
              aria-label={asText(n.title)}
              onClick={() => void openLink(n.link)}
            >
              <CategoryIcon
                className='home-swiper-nav__icon'
                src={templateImageUrl(asText(n.icon), 'icon')}
                name={asText(n.title)}
              />
              <Text className='home-swiper-nav__title'>{asText(n.title)}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
