import type { Ctx } from '../lib/context'
import {
  countsQuery,
  isOrderNoKeyword,
  orderSearchByName,
  orderSearchByNo,
  orderSearchPattern
} from '../order/order-query-sql'
import type { OrderListResult } from '@contract/schemas/order'
import { listItem, tabCounts, tabStatuses, type ListInput } from './order-query'

/**
 * 订单搜索 (/order/listv2 with a keyword): the same page and items as the list, of the orders matching the keyword,
 * server-side and indexed (order-query-sql.ts names the indexes). The tab counts stay the shopper's own, so the tabs
 * read the same while searching.
 */
export async function searchOrders(
  ctx: Ctx,
  userId: number,
  input: ListInput & { keyword: string },
  page: { page: number; size: number; offset: number }
): Promise<OrderListResult> {
  const keyword = input.keyword.trim()
  const type = input.type ?? -1
  const args = { userId, type, statuses: tabStatuses(input.status), pattern: orderSearchPattern(keyword) }
  const query = isOrderNoKeyword(keyword) ? orderSearchByNo : orderSearchByName
  const run = (limit: number, offset: number) => query(ctx.db).execute({ ...args, limit, offset })
  const rows = await run(page.size, page.offset)
  // Past the last page no row carries the total: ask for the first row only.
  const total = rows.length ? rows[0].total : page.offset ? ((await run(1, 0))[0]?.total ?? 0) : 0
  const [{ counts }] = await countsQuery(ctx.db).execute({ userId, type })
  return {
    list: rows.map((r) => listItem(ctx, r)),
    total,
    page: page.page,
    page_size: page.size,
    counts: tabCounts(counts ?? [])
  }
}
