import { and, asc, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { orderItems, orders, skus, spus, type SupportCardSnapshot } from '../db/schema'
import { notFound } from '../errors'
import { STATUS_TEXT } from '../lib/order-state'
import { pictureFields } from '../lib/pictures'
import type { OrderStatus } from '@contract/schemas/order'

/**
 * An order card: only an order of this shopper (another's, or one they deleted, is "not found", like every order
 * route). The snapshot keeps what the order showed when it was sent; the console links the card to the order.
 */
export async function orderCard(
  db: DbOrTx,
  base: string,
  userId: number,
  orderId: number
): Promise<SupportCardSnapshot> {
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
    // Lines keep a picture key (or, written before keys, an address): the card shows its address.
    image: pictureFields(base, first?.image).image,
    price: Number(o.payAmount),
    order_no: o.orderNo,
    status_text: STATUS_TEXT[o.status as OrderStatus] ?? ''
  }
}

/** A goods card: a SKU of goods on the shelf (what the shopper can see on goods-info), with its price. */
export async function goodsCard(db: DbOrTx, base: string, skuId: number): Promise<SupportCardSnapshot> {
  const [g] = await db
    .select({ title: spus.title, picture: spus.picture, images: spus.images, price: skus.price })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(and(eq(skus.id, skuId), eq(spus.status, 1)))
  if (!g) throw notFound('商品')
  return {
    title: g.title,
    image: pictureFields(base, g.picture || g.images[0]).image,
    price: Number(g.price ?? 0),
    order_no: '',
    status_text: ''
  }
}
