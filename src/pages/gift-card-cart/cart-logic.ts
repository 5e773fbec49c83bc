import type { GoodsSku } from '@contract/schemas/goods'

/** One goods line picked to pay with the card; the price is the SKU's own (no activity price with a card). */
export interface CardLine {
  sku_id: number
  title: string
  spec_text: string
  image: string
  /** The SKU's picture (contract/pictures.ts), sized by the image helper. */
  picture?: string
  price: number
  qty: number
  /** The most this line may hold: stock, purchase limit, 99. */
  max: number
}

export const LINE_MAX_QTY = 99

export function lineMax(sku: Pick<GoodsSku, 'stock' | 'limit_per_user'>): number {
  const bounds = [LINE_MAX_QTY, Math.max(0, sku.stock)]
  if (sku.limit_per_user > 0) bounds.push(sku.limit_per_user)
  return Math.min(...bounds)
}

/** Adds qty of a SKU, merging into its line, never past the line's bounds. */
export function addLine(lines: CardLine[], sku: GoodsSku, title: string, qty: number): CardLine[] {
  const max = lineMax(sku)
  if (max <= 0 || qty <= 0) return lines
  const found = lines.find((l) => l.sku_id === sku.sku_id)
  if (found) return lines.map((l) => (l === found ? { ...l, max, qty: Math.min(max, l.qty + qty) } : l))
  const line: CardLine = {
    sku_id: sku.sku_id,
    title,
    spec_text: sku.spec_text,
    image: sku.image,
    picture: sku.picture,
    price: sku.price,
    qty: Math.min(max, qty),
    max
  }
  return [...lines, line]
}

/** Sets a line's qty within 1..max; 0 removes the line. */
export function setLineQty(lines: CardLine[], skuId: number, qty: number): CardLine[] {
  if (qty <= 0) return lines.filter((l) => l.sku_id !== skuId)
  return lines.map((l) => (l.sku_id === skuId ? { ...l, qty: Math.min(l.max, Math.max(1, Math.floor(qty))) } : l))
}

export interface CardTotals {
  qty: number
  /** Goods total in cents (freight, if any, is added at checkout). */
  amount: number
  /** Cents the balance lacks; 0 when it covers the goods. */
  short: number
  canCheckout: boolean
}

export function cardTotals(lines: CardLine[], balance: number): CardTotals {
  const qty = lines.reduce((n, l) => n + l.qty, 0)
  const amount = lines.reduce((n, l) => n + l.price * l.qty, 0)
  const short = Math.max(0, amount - balance)
  return { qty, amount, short, canCheckout: qty > 0 && short === 0 }
}

/** The order-confirm `items` parameter: '<sku_id>:<qty>,...'. */
export const itemsParam = (lines: CardLine[]) => lines.map((l) => `${l.sku_id}:${l.qty}`).join(',')
