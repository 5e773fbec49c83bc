import { HOME_STYLE } from '../reference/site'
import { BANNERS as ART, bannerSvg } from './artwork'
import { demoPicture } from './pictures'
import { UPLOAD_PATH } from '../../../lib/pictures'
import { pictureVariant, type PictureSize } from '@contract/pictures'
import type { HomeComponent } from '@contract/schemas/home'

/**
 * The demo shop's home page. Its banners and nav icons are stored pictures drawn from the artwork (demo/pictures.ts),
 * addressed as the console saves an operator's uploads (the banner's large JPEG, the nav icon's icon-size JPEG: paths
 * the home answer makes absolute); the nav icons are the top categories' own; the goods lists name the seeded SKUs.
 */
const BANNERS = [
  { title: '限时秒杀', link: '/pages/goods-search-result/index?kind=1' },
  { title: '拼团优惠', link: '/pages/goods-search-result/index?kind=2' },
  { title: '购物返养老金', link: '/pages/pension-overview/index' }
]

/** The banners' pictures, for ensureDemoPictures. */
export const demoHomePictures = () => ART.map((b) => demoPicture(bannerSvg(b)))

/** A stored picture's path at one size, as the console saves it (admin/src/image-upload.tsx). */
const stored = (key: string, size: PictureSize) => pictureVariant(`${UPLOAD_PATH}${key}`, size, 'jpg')

/** Swiper + category nav, a flash-sale list, a group-buy list and a waterfall. */
export function buildHomeTemplate(args: {
  tops: Array<{ id: number; name: string; picture: string }>
  flash: number[]
  group: number[]
  waterfall: number[]
}) {
  const opts = (ids: number[]) => ids.map((sku_id) => ({ sku_id }))
  const components: HomeComponent[] = [
    {
      type: 'home-swiper-nav',
      inputProps: {
        theme: 1,
        banners: BANNERS.map((b, i) => ({
          title: b.title,
          image: stored(demoHomePictures()[i].key, 'large'),
          link: b.link
        })),
        navs: args.tops.map((c) => ({
          title: c.name,
          icon: c.picture ? stored(c.picture, 'icon') : '',
          link: `/pages/goods-search-result/index?category_id=${c.id}`
        }))
      }
    },
    {
      type: 'spu-list',
      inputProps: {
        title: '限时秒杀',
        kind: 1,
        more_text: '更多',
        more_link: '/pages/goods-search-result/index?kind=1',
        options: opts(args.flash)
      }
    },
    {
      type: 'spu-list',
      inputProps: {
        title: '拼团特惠',
        kind: 2,
        more_text: '更多',
        more_link: '/pages/goods-search-result/index?kind=2',
        options: opts(args.group)
      }
    },
    { type: 'goods-waterfall', inputProps: { title: '为你推荐', options: opts(args.waterfall) } }
  ]
  return { globalStyle: JSON.stringify(HOME_STYLE), data: JSON.stringify({ components }) }
}
