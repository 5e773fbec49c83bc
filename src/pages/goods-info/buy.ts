import { type PageQuery } from '@/navigation'
import type { ActivityKind, GoodsActivity, GoodsSku } from '@contract/schemas/goods'

/** What the bottom bar's main button does in the SKU sheet. */
export type SheetMode =
  { kind: 'cart' } | { kind: 'buy'; activityKind: ActivityKind | null; groupId?: number } | { kind: 'choose' }

export interface BuyLine {
  sku_id: number
  qty: number
  activity_id?: number
  group_id?: number
}

/**
 * order-confirm's buy-now address (the contract with the order pages):
 * `?items=<sku_id>:<qty>&from=buy`, plus `&activity_id=` for a flash sale, group buy or package and
 * `&group_id=` to join a group.
 */
export function orderConfirmQuery(line: BuyLine): PageQuery<'order-confirm'> {
  return {
    items: `${line.sku_id}:${line.qty}`,
    from: 'buy',
    activity_id: line.activity_id,
    group_id: line.group_id
  }
}

/** The running activity of `kind` on a SKU, if any (the id that goes with a buy). */
export function runningActivity(sku: GoodsSku | null | undefined, kind: ActivityKind | null) {
  if (!sku || !kind) return null
  return (sku.activities ?? []).find((a) => a.kind === kind && a.state === 'ongoing') ?? null
}

/** The activity the page advertises for a SKU: its running one, else its next one (upcoming, sold out). */
export function pageActivity(sku: GoodsSku | null | undefined): GoodsActivity | null {
  const list = sku?.activities ?? []
  return list.find((a) => a.state === 'ongoing') ?? list[0] ?? null
}
