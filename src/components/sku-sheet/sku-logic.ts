import type { ActivityKind, GoodsActivity, GoodsSku } from '@contract/schemas/goods'

/** The spec matrix of /goods/info: each spec name with its values, in order. */
export type SpecGroup = { name: string; values: string[] }

/** Chosen value per spec name; a name missing from it is not chosen yet. */
export type SpecSelection = Record<string, string>

/** available: selectable; none: no SKU has this with the rest chosen; sold-out: such SKUs exist but none in stock. */
export type OptionState = 'available' | 'none' | 'sold-out'

/** From this many units down, the sheet says 仅剩 N 件 instead of 有货. */
export const LOW_STOCK = 10

/**
 * What a SKU offers in the sheet's mode. Regular mode: its own price, stock and limit. Activity mode
 * (a flash sale or group buy): only SKUs with a running activity of that kind can be bought, at the
 * activity's price, within the activity's own stock (when it has one) and the stricter of both limits.
 */
export interface SkuOffer {
  price: number
  market_price: number
  stock: number
  /** 0 = no limit. */
  limit: number
  activity: GoodsActivity | null
}

export function skuOffer(sku: GoodsSku, activityKind?: ActivityKind | null): SkuOffer {
  const base = { price: sku.price, market_price: sku.market_price, stock: Math.max(0, sku.stock), activity: null }
  if (!activityKind) return { ...base, limit: Math.max(0, sku.limit_per_user) }
  const act = (sku.activities ?? []).find((a) => a.kind === activityKind && a.state === 'ongoing') ?? null
  if (!act) return { ...base, stock: 0, limit: Math.max(0, sku.limit_per_user) }
  const limits = [sku.limit_per_user, act.limit_per_user].filter((n) => n > 0)
  return {
    price: act.price,
    market_price: sku.market_price,
    stock: Math.max(0, Math.min(sku.stock, act.stock ?? Number.POSITIVE_INFINITY)),
    limit: limits.length ? Math.min(...limits) : 0,
    activity: act
  }
}

function specValue(sku: GoodsSku, name: string): string | undefined {
  return sku.specs.find((s) => s.name === name)?.value
}

/** SKUs that carry every chosen value. */
export function matchingSkus(skus: GoodsSku[], selection: SpecSelection): GoodsSku[] {
  const chosen = Object.entries(selection)
  return skus.filter((sku) => chosen.every(([name, value]) => specValue(sku, name) === value))
}

/** Whether every spec group has a value. */
export function isComplete(specs: SpecGroup[], selection: SpecSelection): boolean {
  return specs.every((g) => typeof selection[g.name] === 'string')
}

/** The SKU of a complete selection; a goods item without specs is its one SKU. */
export function findSku(specs: SpecGroup[], skus: GoodsSku[], selection: SpecSelection): GoodsSku | null {
  if (!specs.length) return skus.length === 1 ? skus[0] : null
  if (!isComplete(specs, selection)) return null
  return matchingSkus(skus, selection)[0] ?? null
}

/**
 * Whether choosing `value` for `name`, with the other chosen values kept, leads to a SKU that can be
 * bought. The option's own group is left out of the test, so switching within a group stays possible.
 */
export function optionState(
  skus: GoodsSku[],
  selection: SpecSelection,
  name: string,
  value: string,
  activityKind?: ActivityKind | null
): OptionState {
  const candidates = matchingSkus(skus, { ...selection, [name]: value })
  if (!candidates.length) return 'none'
  return candidates.some((sku) => skuOffer(sku, activityKind).stock > 0) ? 'available' : 'sold-out'
}

/**
 * Tapping an option: choose it, or clear it when it was chosen. Unavailable options change nothing, except sold-out
 * ones when `soldOutChoosable` (the sheet then offers 到货提醒 for that SKU instead of a dead button).
 */
export function toggleOption(
  skus: GoodsSku[],
  selection: SpecSelection,
  name: string,
  value: string,
  activityKind?: ActivityKind | null,
  soldOutChoosable = false
): SpecSelection {
  if (selection[name] === value) {
    const next = { ...selection }
    delete next[name]
    return next
  }
  const state = optionState(skus, selection, name, value, activityKind)
  if (state === 'none' || (state === 'sold-out' && !soldOutChoosable)) return selection
  return { ...selection, [name]: value }
}

/**
 * The starting selection: the requested SKU when it can be bought, else the first that can; when none can, the
 * requested one if `soldOutChoosable` (its 到货提醒), else nothing.
 */
export function initialSelection(
  skus: GoodsSku[],
  skuId?: number,
  activityKind?: ActivityKind | null,
  soldOutChoosable = false
): SpecSelection {
  const buyable = (s: GoodsSku) => skuOffer(s, activityKind).stock > 0
  const requested = skus.find((s) => s.sku_id === skuId)
  const pick =
    requested && buyable(requested) ? requested : (skus.find(buyable) ?? (soldOutChoosable ? requested : undefined))
  if (!pick) return {}
  return Object.fromEntries(pick.specs.map((s) => [s.name, s.value]))
}

export interface QuantityBounds {
  min: number
  /** 0 when nothing can be bought. */
  max: number
  /** What sets max: the per-user limit (the sheet then says so), the stock, or nothing to buy. */
  limitedBy: 'limit' | 'stock' | 'none'
}

export function quantityBounds(offer: Pick<SkuOffer, 'stock' | 'limit'> | null): QuantityBounds {
  if (!offer || offer.stock <= 0) return { min: 1, max: 0, limitedBy: 'none' }
  if (offer.limit > 0 && offer.limit <= offer.stock) return { min: 1, max: offer.limit, limitedBy: 'limit' }
  return { min: 1, max: offer.stock, limitedBy: 'stock' }
}

/** A typed or stepped quantity brought within the bounds (1 when nothing can be bought, so the field stays sane). */
export function clampQuantity(qty: number, bounds: QuantityBounds): number {
  const n = Number.isFinite(qty) ? Math.floor(qty) : bounds.min
  if (bounds.max < bounds.min) return bounds.min
  return Math.min(Math.max(n, bounds.min), bounds.max)
}

/** 有货 / 仅剩 N 件 / 无货. */
export function stockText(stock: number): string {
  if (!(stock > 0)) return '无货'
  return stock <= LOW_STOCK ? `仅剩 ${stock} 件` : '有货'
}

/** The values still to choose, e.g. '请选择 颜色 尺码'; empty when the selection is complete. */
export function missingSpecsText(specs: SpecGroup[], selection: SpecSelection): string {
  const missing = specs.filter((g) => typeof selection[g.name] !== 'string').map((g) => g.name)
  return missing.length ? `请选择 ${missing.join(' ')}` : ''
}
