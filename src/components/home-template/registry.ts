import type { ComponentType } from 'react'
import GoodsWaterfall from './goods-waterfall'
import SpuList from './spu-list'
import SwiperNav from './swiper-nav'
import type { RendererProps } from './types'

/** Template component type -> its renderer. A type missing here is skipped by the template. */
export const HOME_RENDERERS: Readonly<Record<string, ComponentType<RendererProps>>> = {
  'home-swiper-nav': SwiperNav,
  'spu-list': SpuList,
  'goods-waterfall': GoodsWaterfall
}

export function rendererOf(type: string): ComponentType<RendererProps> | null {
  return Object.prototype.hasOwnProperty.call(HOME_RENDERERS, type) ? HOME_RENDERERS[type] : null
}
