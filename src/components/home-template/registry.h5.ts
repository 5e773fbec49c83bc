import { lazy, type ComponentType } from 'react'
import SwiperNav from './swiper-nav'
import type { RendererProps } from './types'

/**
 * H5 build of registry.ts (Taro picks `.h5.ts` files for H5): the goods lists sit below the banner and
 * bring the goods card, price and countdown code, so they load as their own chunk. webpackPreload starts
 * their download together with the home page's own chunks (webpack adds a preload link when it fetches the
 * chunk that imports them), not after it has run, so a cold first visit has one round of requests less.
 */
const spuList = import(/* webpackPreload: true */ './spu-list')
const waterfall = import(/* webpackPreload: true */ './goods-waterfall')

export const HOME_RENDERERS: Readonly<Record<string, ComponentType<RendererProps>>> = {
  'home-swiper-nav': SwiperNav,
  'spu-list': lazy(() => spuList),
  'goods-waterfall': lazy(() => waterfall)
}

export function rendererOf(type: string): ComponentType<RendererProps> | null {
  return Object.prototype.hasOwnProperty.call(HOME_RENDERERS, type) ? HOME_RENDERERS[type] : null
}
