import { HOME_STYLE } from '../reference/site'
import { BANNERS as ART, bannerSvg } from './artwork'
import { demoPicture } from './pictures'
import type { HomeComponent } from '@contract/schemas/home'

/**
 * The demo shop's home page. Its banners are stored pictures drawn from the artwork (demo/pictures.ts), addressed as
 * an operator's uploaded banner is (the large JPEG); its category icons are the generated `c<id>`; the goods lists
 * name the seeded SKUs.
 */
const BANNERS = [
  { title: '限时秒杀', link: '/pages/goods-search-result/index?kind=1' },
  { title: '拼团优惠', link: '/pages/goods-search-result/index?kind=2' },
  { title: '购物返养老金', link: '/pages/pension-overview/index' }
]

const IMAGE_PATH = '/api/v1/goods/image/'

/** The banners' pictures, for ensureDemoPictures. */
export const demoHomePictures = () => ART.map((b) => demoPicture(bannerSvg(b)))

/** Swiper + category nav, a flash-sale list, a group-buy list and a waterfall. */
export function buildHomeTemplate(args: {
  tops: Array<{ id: number; name: string }>
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
          image: `/api/service/image/${demoHomePictures()[i].key}_1080.jpg`,
          link: b.link
        })),
        navs: args.tops.map((c) => ({
          title: c.name,
          icon: `${IMAGE_PATH}c${c.id}.svg`,
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
