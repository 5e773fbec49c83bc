import type { SkuActivities } from '@contract/schemas/goods'

/** What every renderer of a template component type gets. */
export interface RendererProps {
  /** The component's inputProps as the template holds them: checked by the renderer, never trusted. */
  inputProps: Record<string, unknown>
  /** Goods of the template's lists, keyed by sku_id (/goods/activities). */
  activities: Record<string, SkuActivities>
}

export interface TemplateComponent {
  type: string
  inputProps: Record<string, unknown>
}

export const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

export const asList = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((x) => x && typeof x === 'object').map((x) => x as Record<string, unknown>) : []

export const asText = (v: unknown): string => (typeof v === 'string' ? v : '')

/** The sku ids a list component's options name, in order, without repeats or junk. */
export function optionSkuIds(options: unknown): number[] {
  const ids: number[] = []
  for (const o of asList(options)) {
    const id = Number(o.sku_id)
    if (Number.isInteger(id) && id > 0 && !ids.includes(id)) ids.push(id)
  }
  return ids
}

/** The banners a swiper shows: with a picture, and not switched off (enabled: false stays in the template). */
export const shownBanners = (inputProps: Record<string, unknown>) =>
  asList(inputProps.banners).filter((b) => asText(b.image) && b.enabled !== false)

/** The nav items a swiper shows: those with a name. */
export const shownNavs = (inputProps: Record<string, unknown>) => asList(inputProps.navs).filter((n) => asText(n.title))
