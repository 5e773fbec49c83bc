import type { OrderGoodsInput } from '@/services/api/order'
import type { PageParams } from '@/utils/route'

/**
 * What is being ordered, from the page's parameters (the contract with the goods and cart pages):
 * - from the cart: `?from=cart&cart_ids=1,2`
 * - buy now: `?from=buy&items=<sku_id>:<qty>[,<sku_id>:<qty>...]`, with `&activity_id=` for a flash sale, group buy
 *   or package, and `&group_id=` to join someone's group.
 * Null when the parameters name nothing orderable.
 */
export function goodsFromParams(p: PageParams): OrderGoodsInput | null {
  const id = (v?: string) => (v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : undefined)
  const extra = { activity_id: id(p.activity_id), group_id: id(p.group_id) }
  const clean = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T
  if (p.cart_ids) {
    const ids = p.cart_ids.split(',').map(id)
    if (!ids.length || ids.some((x) => x === undefined)) return null
    return { cart_ids: ids.join(',') }
  }
  if (p.items) {
    const items = p.items.split(',').map((part) => {
      const [sku, qty = '1'] = part.split(':')
      return { sku_id: id(sku), qty: id(qty) }
    })
    if (!items.length || items.some((i) => !i.sku_id || !i.qty || i.qty > 99)) return null
    return clean({ items: items as Array<{ sku_id: number; qty: number }>, ...extra })
  }
  return null
}

interface UndeliverableLine {
  sku_id: number
  reason: string
}

/**
 * Lines the address cannot receive (stock by region), when the server's preview says so: `undeliverable` and
 * `ship_error` of /order/confirm; absent from servers without regional stock, then everything ships.
 */
export function shipping(c: object) {
  const r = c as { undeliverable?: UndeliverableLine[]; ship_error?: string }
  const blocked = Array.isArray(r.undeliverable) ? r.undeliverable : []
  const problems = Object.fromEntries(blocked.map((b) => [b.sku_id, b.reason]))
  return { blocked, problems, message: r.ship_error ?? '' }
}
