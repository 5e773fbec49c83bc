import { lazy, type ComponentType } from 'react'
import SwiperNav from './swiper-nav'
import type { RendererProps } from './types'

/**
 * H5 build of registry.ts (Taro picks `.h5.ts` files for H5): the goods lists sit below the banner and
 * bring the goods card, price and countdown code, so they load as their own chunk. Their download starts
 * with the home page rather than when the template arrives, so they are usually there first.
 */
const spuList = import('./spu-list')
const waterfall = import('./goods-waterfall')

export const HOME_RENDERERS: Readonly<Record<string, ComponentType<RendererProps>>> = {
  'home-swiper-nav': SwiperNav,
  'spu-list': lazy(() => spuList),
  'goods-waterfall': lazy(() => waterfall)
}

export function rendererOf(type: string): ComponentType<RendererProps> | null {
  return Object.prototype.hasOwnProperty.call(HOME_RENDERERS, type) ? HOME_RENDERERS[type] : null
}
