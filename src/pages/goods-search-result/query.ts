import { PRODUCT_KIND } from '@contract/enums'
import type { ActivityKind, GoodsSearchParams, GoodsSort } from '@contract/schemas/goods'
import type { PageParams } from '@/utils/route'
import { yuanToCents } from '@/utils/format'

/** What the page was opened for: a keyword, a category, an activity kind (the home banners' links). */
export interface BaseQuery {
  keyword?: string
  category_id?: number
  /** Shown in the search box when there is no keyword (a category or hot word's name). */
  title?: string
}

export interface Filters {
  price_min?: number
  price_max?: number
  kind?: ActivityKind
}

export const KIND_OPTIONS: Array<{ kind: ActivityKind | undefined; text: string }> = [
  { kind: undefined, text: '全部' },
  { kind: PRODUCT_KIND.flash, text: '限时秒杀' },
  { kind: PRODUCT_KIND.group, text: '拼团' },
  { kind: PRODUCT_KIND.package, text: '套餐' }
]

const KINDS: readonly number[] = [PRODUCT_KIND.flash, PRODUCT_KIND.group, PRODUCT_KIND.package]

const positiveInt = (v: unknown) => {
  const n = Number(v)
  return Number.isInteger(n) && n > 0 ? n : undefined
}

export function baseQuery(params: PageParams): { base: BaseQuery; kind?: ActivityKind } {
  const keyword = (params.keyword ?? '').trim().slice(0, 50) || undefined
  const kind = positiveInt(params.kind)
  return {
    base: { keyword, category_id: positiveInt(params.category_id), title: params.title || undefined },
    kind: kind !== undefined && KINDS.includes(kind) ? (kind as ActivityKind) : undefined
  }
}

/** The tab tapped in the sort bar -> the server's sort; 价格 toggles between low-high and high-low. */
export type SortTab = 'default' | 'sales' | 'price' | 'new'

export function nextSort(current: GoodsSort, tab: SortTab): GoodsSort {
  if (tab === 'price') return current === 'price_asc' ? 'price_desc' : 'price_asc'
  return tab
}

export function searchParams(base: BaseQuery, sort: GoodsSort, filters: Filters): GoodsSearchParams {
  const out: GoodsSearchParams = { sort }
  if (base.keyword) out.keyword = base.keyword
  if (base.category_id) out.category_id = base.category_id
  if (filters.price_min !== undefined) out.price_min = filters.price_min
  if (filters.price_max !== undefined) out.price_max = filters.price_max
  if (filters.kind) out.kind = filters.kind
  return out
}

export const hasFilters = (f: Filters) => f.price_min !== undefined || f.price_max !== undefined || !!f.kind

/** The filter panel's price fields (yuan as typed) -> cents, or the reason they cannot be used. */
export function parsePriceRange(minText: string, maxText: string): { min?: number; max?: number } | { error: string } {
  const read = (text: string) => (text.trim() === '' ? undefined : yuanToCents(text))
  const min = read(minText)
  const max = read(maxText)
  if (min === null || max === null) return { error: '请输入正确的价格' }
  if (min !== undefined && max !== undefined && min > max) return { error: '最低价不能高于最高价' }
  return { min, max }
}
