import type { CartLine } from '@contract/schemas/cart'

/** The server's cap on one line (cart service CART_MAX_QTY). */
export const LINE_MAX_QTY = 99

export interface CartTotals {
  /** Lines selected and buyable. */
  lines: number
  /** Units over those lines. */
  qty: number
  /** Integer cents: price x qty summed. */
  amount: number
  /** Integer cents saved against the market price. */
  saving: number
  /** Integer cents of pension cashback the goods earn. */
  cashback: number
}

const int = (n: unknown) => (Number.isFinite(Number(n)) ? Math.round(Number(n)) : 0)

/** The lines that can be bought now (on shelf, in stock). */
export const validLines = (lines: CartLine[]) => lines.filter((l) => l.valid)

/** Quantity bounds of a line: 1 up to the stock, the per-user limit and 99. */
export function qtyBounds(line: Pick<CartLine, 'stock' | 'limit_per_user'>): { min: number; max: number } {
  let max = Math.min(LINE_MAX_QTY, Math.max(0, int(line.stock)))
  if (int(line.limit_per_user) > 0) max = Math.min(max, int(line.limit_per_user))
  return { min: 1, max: Math.max(1, max) }
}

export function clampQty(qty: number, line: Pick<CartLine, 'stock' | 'limit_per_user'>): number {
  const { min, max } = qtyBounds(line)
  return Math.min(max, Math.max(min, int(qty) || min))
}

/** Totals of the selected buyable lines, all in integer cents. */
export function cartTotals(lines: CartLine[], selected: ReadonlySet<number>): CartTotals {
  const out: CartTotals = { lines: 0, qty: 0, amount: 0, saving: 0, cashback: 0 }
  for (const l of lines) {
    if (!l.valid || !selected.has(l.cart_id)) continue
    const qty = int(l.qty)
    out.lines += 1
    out.qty += qty
    out.amount += int(l.price) * qty
    out.saving += Math.max(0, int(l.market_price) - int(l.price)) * qty
    out.cashback += Math.max(0, int(l.cashback)) * qty
  }
  return out
}

/** Every buyable line is selected (and there is at least one). */
export function allSelected(lines: CartLine[], selected: ReadonlySet<number>): boolean {
  const valid = validLines(lines)
  return valid.length > 0 && valid.every((l) => selected.has(l.cart_id))
}

/** 全选: selects every buyable line, or clears the selection when they all are selected already. */
export function toggleAll(lines: CartLine[], selected: ReadonlySet<number>): Set<number> {
  return allSelected(lines, selected) ? new Set() : new Set(validLines(lines).map((l) => l.cart_id))
}

export function toggleOne(selected: ReadonlySet<number>, cartId: number): Set<number> {
  const next = new Set(selected)
  if (next.has(cartId)) next.delete(cartId)
  else next.add(cartId)
  return next
}

/**
 * The selection after the cart was loaded again: lines seen before keep their state, lines new since
 * (just added) start selected, and lines gone or no longer buyable drop out.
 */
export function reconcileSelection(
  lines: CartLine[],
  selected: ReadonlySet<number>,
  seen: ReadonlySet<number>
): Set<number> {
  const next = new Set<number>()
  for (const l of lines) {
    if (!l.valid) continue
    if (!seen.has(l.cart_id) || selected.has(l.cart_id)) next.add(l.cart_id)
  }
  return next
}

/** Selected lines that cannot be checked out as they are (more wanted than in stock). */
export function shortLines(lines: CartLine[], selected: ReadonlySet<number>): CartLine[] {
  return lines.filter((l) => l.valid && selected.has(l.cart_id) && int(l.qty) > int(l.stock))
}

/** What the cart tab's badge counts: units over every line (as /cart/num does). */
export const totalQty = (lines: CartLine[]) => lines.reduce((n, l) => n + Math.max(0, int(l.qty)), 0)

/** Words for a line's stock state beside it. */
export function stockNote(line: CartLine): string {
  if (!line.valid) return line.invalid_reason === 'off_shelf' ? '商品已下架' : '商品已售罄'
  if (line.stock_state === 'short' || line.qty > line.stock) return `库存不足，仅剩${line.stock}件`
  if (line.stock_state === 'low') return `仅剩${line.stock}件`
  return ''
}
