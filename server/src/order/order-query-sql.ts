import { and, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { orders } from '../db/schema'
import { perDb } from '../lib/prepared'
import type { OrderLineSource } from '../lib/order-state'

/**
 * The order reads as single statements: an order row comes back with its lines, history, invoice flag, latest
 * after-sale and latest refund as JSON columns, so the list is one query and the detail one (plus the group of a
 * group buy), instead of one query per table. Times in the JSON are unix seconds.
 */

/** A line as linesJson builds it: the shape the one line mapper reads (lib/order-state.ts orderLineView). */
export type LineJson = OrderLineSource
export interface HistoryJson {
  from: number | null
  to: number
  reason: string
  at: number
}
export interface AfterSaleJson {
  id: number
  kind: number
  reason: string
  description: string
  images: string[]
  amount: number
  status: number
  remark: string
  created: number
  approved: number | null
  finished: number | null
  itemId: number | null
  returnAddress: { name: string; phone: string; address: string } | null
  returnCom: string | null
  returnExpressNo: string | null
  returnShipped: number | null
  returnDeadline: number | null
  received: number | null
}
export interface RefundJson {
  amount: number
  status: number
  reason: string
  created: number
  finished: number | null
}

const unix = (col: string) => `floor(extract(epoch from ${col}))::bigint`
// Spelled out: in a query on one table drizzle leaves columns unqualified, and a bare "id" inside these subqueries
// would name the subquery's own row.
const ORDER_ID = sql.raw('"orders"."id"')

export const linesJson = sql<LineJson[]>`(select coalesce(json_agg(json_build_object('sku_id', i.sku_id,
  'spu_id', i.spu_id, 'title', i.title, 'image', i.image, 'spec', i.spec, 'price', i.price, 'qty', i.qty,
  'cashback', i.cashback, 'item_id', i.id) order by i.id), '[]') from order_items i where i.order_id = ${ORDER_ID})`

export const invoicedSql = sql<boolean>`exists (select 1 from invoices v where v.order_id = ${ORDER_ID})`

const historyJson = sql<HistoryJson[]>`(select coalesce(json_agg(json_build_object('from', h.from_status,
  'to', h.to_status, 'reason', h.reason, 'at', ${sql.raw(unix('h.created_at'))}) order by h.id), '[]')
  from order_status_history h where h.order_id = ${ORDER_ID})`

const afterSaleJson = sql<AfterSaleJson | null>`(select json_build_object('id', a.id, 'kind', a.kind,
  'reason', a.reason, 'description', a.description, 'images', a.images, 'amount', a.amount, 'status', a.status,
  'remark', a.remark, 'created', ${sql.raw(unix('a.created_at'))}, 'approved', ${sql.raw(unix('a.approved_at'))},
  'finished', ${sql.raw(unix('a.finished_at'))}, 'itemId', a.item_id, 'returnAddress', a.return_address,
  'returnCom', a.return_com, 'returnExpressNo', a.return_express_no,
  'returnShipped', ${sql.raw(unix('a.return_shipped_at'))}, 'returnDeadline', ${sql.raw(unix('a.return_deadline'))},
  'received', ${sql.raw(unix('a.received_at'))})
  from after_sales a where a.order_id = ${ORDER_ID} order by a.id desc limit 1)`

const refundJson = sql<RefundJson | null>`(select json_build_object('amount', r.amount, 'status', r.status,
  'reason', r.reason, 'created', ${sql.raw(unix('r.created_at'))}, 'finished', ${sql.raw(unix('r.finished_at'))})
  from refunds r where r.order_id = ${ORDER_ID} order by r.id desc limit 1)`

export interface InvoiceRequestJson {
  receiver_id: number
  title: string
}

/** The invoice title asked for at checkout (orders.invoice_receiver_id), even if deleted from the list since. */
const invoiceRequestJson = sql<InvoiceRequestJson | null>`(select json_build_object('receiver_id', ir.id,
  'title', ir.title) from invoice_receivers ir where ir.id = "orders"."invoice_receiver_id")`

const uid = sql.placeholder('userId')
/** 删除订单 hides an order from its shopper only (order/order-delete.ts). */
const notDeleted = sql`${orders.userDeletedAt} is null`
/** -1: every type. */
const typeMatches = sql`(${sql.placeholder('type')}::int = -1 or ${orders.type} = ${sql.placeholder('type')}::int)`

/** Orders of the user per status, under the type filter: [{s, n}]. */
const countsSql = sql<Array<{ s: number; n: number }> | null>`(select json_agg(json_build_object('s', c.status,
  'n', c.n)) from (select ${orders.status} as status, count(*)::int as n from ${orders}
  where ${orders.userId} = ${uid} and ${notDeleted} and ${typeMatches} group by ${orders.status}) c)`

/** One page of the list, each row carrying the per-status counts too (an empty page needs countsQuery). */
export const orderPageQuery = perDb((db: DbOrTx) =>
  db
    .select({ order: orders, lines: linesJson, invoiced: invoicedSql, counts: countsSql })
    .from(orders)
    .where(
      and(
        eq(orders.userId, uid),
        notDeleted,
        sql`${orders.status} = any(${sql.placeholder('statuses')}::int[])`,
        typeMatches
      )
    )
    .orderBy(desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('order_page')
)

/**
 * 订单搜索 (/order/listv2 with a keyword): one page of the shopper's orders whose number starts with the keyword
 * (`orders_user_no_idx`, a prefix in the user's own numbers) or with a line whose goods name holds it
 * (`order_items_title_trgm_idx`, pg_trgm: the matching lines without reading every line of the shopper's orders), with
 * the number of matches. `pattern` is the LIKE pattern, its wildcards escaped (orderSearchPattern).
 */
const searchQuery = (db: DbOrTx, by: 'no' | 'name') =>
  db
    .select({ order: orders, lines: linesJson, invoiced: invoicedSql, total: sql<number>`(count(*) over ())::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, uid),
        notDeleted,
        sql`${orders.status} = any(${sql.placeholder('statuses')}::int[])`,
        typeMatches,
        by === 'no'
          ? sql`${orders.orderNo} like ${sql.placeholder('pattern')}`
          : sql`${orders.id} in (select i.order_id from order_items i where i.title ilike ${sql.placeholder('pattern')})`
      )
    )
    .orderBy(desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(by === 'no' ? 'order_search_no' : 'order_search_name')

export const orderSearchByNo = perDb((db) => searchQuery(db, 'no'))
export const orderSearchByName = perDb((db) => searchQuery(db, 'name'))

/** Six digits or more read as (the start of) an order number; anything else is a goods name. */
export const isOrderNoKeyword = (kw: string) => /^\d{6,20}$/.test(kw)

/** The LIKE pattern of a keyword: a prefix of an order number, anywhere in a goods name; % _ \ match themselves. */
export function orderSearchPattern(kw: string) {
  const escaped = kw.replace(/[\\%_]/g, (c) => `\\${c}`)
  return isOrderNoKeyword(kw) ? `${escaped}%` : `%${escaped}%`
}

export const countsQuery = perDb((db: DbOrTx) =>
  db
    .select({ counts: countsSql })
    .from(sql`(select 1) one`)
    .prepare('order_counts')
)

const detail = (db: DbOrTx, by: 'id' | 'no') =>
  db
    .select({
      order: orders,
      lines: linesJson,
      invoiced: invoicedSql,
      history: historyJson,
      afterSale: afterSaleJson,
      refund: refundJson,
      invoiceRequest: invoiceRequestJson
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, uid),
        notDeleted,
        by === 'id' ? eq(orders.id, sql.placeholder('id')) : eq(orders.orderNo, sql.placeholder('no'))
      )
    )
    .prepare(by === 'id' ? 'order_detail_id' : 'order_detail_no')

export const orderDetailById = perDb((db) => detail(db, 'id'))
export const orderDetailByNo = perDb((db) => detail(db, 'no'))
