import { and, asc, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { orderItems, orders, skus, spus, type SupportCardSnapshot } from '../db/schema'
import { notFound } from '../errors'
import { STATUS_TEXT } from '../lib/order-state'
import type { OrderStatus } from '@contract/schemas/order'

/** Generated catalogue art is served under this path; a key that is an address already is used as it is. */
const goodsImage = (base: string, key: string | undefined) =>
  !key ? '' : /^https?:\/\//.test(key) ? key : `${base}/api/v1/goods/image/${key}.svg`

/**
 * An order card: only an order of this shopper (another's, or one they deleted, is "not found", like every order
 * route). The snapshot keeps what the order showed when it was sent; the console links the card to the order.
 */
export async function orderCard(db: DbOrTx, userId: number, orderId: number): Promise<SupportCardSnapshot> {
  const [o] = await db
    .select({ orderNo: orders.orderNo, status: orders.status, payAmount: orders.payAmount })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNull(orders.userDeletedAt)))
  if (!o) throw notFound('订单')
  const [first] = await db
    .select({ title: orderItems.title, image: orderItems.image })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))
    .limit(1)
  return {
    title: first?.title ?? '',
    image: first?.image ?? '',
    price: Number(o.payAmount),
    order_no: o.orderNo,
    status_text: STATUS_TEXT[o.status as OrderStatus] ?? ''
  }
}

/** A goods card: a SKU of goods on the shelf (what the shopper can see on goods-info), with its price. */
export async function goodsCard(db: DbOrTx, base: string, skuId: number): Promise<SupportCardSnapshot> {
  const [g] = await db
    .select({ title: spus.title, images: spus.images, price: skus.price })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(and(eq(skus.id, skuId), eq(spus.status, 1)))
  if (!g) throw notFound('商品')
  return {
    title: g.title,
    image: goodsImage(base, g.images[0]),
    price: Number(g.price ?? 0),
    order_no: '',
    status_text: ''
  }
}
