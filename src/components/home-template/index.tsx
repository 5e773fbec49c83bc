import { View } from '@tarojs/components'
import { Suspense } from 'react'
import type { SkuActivities } from '@contract/schemas/goods'
import Deferred from './deferred'
import Guard from './guard'
import { rendererOf } from './registry'
import { asList, asRecord, optionSkuIds, shownBanners, shownNavs, type TemplateComponent } from './types'
import './index.scss'

export { HOME_RENDERERS, rendererOf } from './registry'
export type { RendererProps, TemplateComponent } from './types'

/**
 * The components of a template's `data`: the JSON string as stored, its parsed object, or the list itself.
 * Malformed JSON, a missing list and entries without a string type all come out as nothing to show.
 */
export function templateComponents(data: unknown): TemplateComponent[] {
  let value = data
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return []
    }
  }
  const list = Array.isArray(value) ? value : asRecord(value).components
  return asList(list)
    .filter((c) => typeof c.type === 'string')
    .map((c) => ({ type: c.type as string, inputProps: asRecord(c.inputProps) }))
}

/** The components this app can draw, in template order; unknown types are left out. */
export function renderableComponents(data: unknown): TemplateComponent[] {
  return templateComponents(data).filter((c) => rendererOf(c.type) !== null)
}

/**
 * Whether a template draws anything at all: a banner or nav item, or a goods item the server still sells (a list
 * whose goods are all off shelf draws nothing). Home shows its empty state when it does not, never a blank page.
 */
export function drawsAnything(data: unknown, activities: Record<string, SkuActivities>): boolean {
  return renderableComponents(data).some((c) => {
    if (c.type === 'home-swiper-nav') return shownBanners(c.inputProps).length + shownNavs(c.inputProps).length > 0
    if ('options' in c.inputProps) return optionSkuIds(c.inputProps.options).some((id) => activities[String(id)])
    return true
  })
}

/** Template parts drawn at once; the ones after them wait until they come near the screen (H5). */
export const EAGER_PARTS = 2

export interface HomeTemplateProps {
  /** The template's components (theme store homeConf.components) or its raw `data`. */
  components: unknown
  /** Goods of its lists by sku_id (theme store homeConfGoodsActivities). */
  activities: Record<string, SkuActivities>
}

/** The configurable home: each template component through its renderer, each guarded on its own. */
export default function HomeTemplate({ components, activities }: HomeTemplateProps) {
  const list = renderableComponents(components)
  return (
    <View className='home-template'>
      {list.map((c, i) => {
        const Renderer = rendererOf(c.type)
        if (!Renderer) return null
        const part = (
          <Guard key={`${i}-${c.type}`}>
            {/* H5 loads the goods lists as their own chunk (registry.h5.ts). */}
            <Suspense fallback={<View className='home-template__pending' />}>
              <Renderer inputProps={c.inputProps} activities={activities} />
            </Suspense>
          </Guard>
        )
        return i < EAGER_PARTS ? (
          part
        ) : (
          <Deferred key={`${i}-${c.type}`} minHeight={400}>
            {part}
          </Deferred>
        )
      })}
    </View>
  )
}
