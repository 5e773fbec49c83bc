import { sql, type SQLWrapper } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { skus } from '../db/schema'
import type { ActivityKind, ActivityState, GoodsActivity, SpecValue } from '@contract/schemas/goods'
import { pictureFields } from '../lib/pictures'

/**
 * The catalogue's SQL pieces that let one statement answer a whole read: a SKU's activities (package items
 * resolved) and a SPU's SKUs come back as JSON columns, so goods info, goods activities, activity info and the
 * order area's SKU check are one query each instead of one per table (and per package).
 */

/** One activity as the JSON column carries it; times are epoch milliseconds. */
interface ActivityJson {
  id: number
  sku_id: number
  kind: number
  title: string
  price: number
  start: number
  end: number
  status: number
  stock: number | null
  sold: number
  limit_per_user: number
  group_size: number | null
  group_seconds: number | null
  items: Array<{
    sku_id: number
    spu_id: number
    qty: number
    title: string
    specs: SpecValue[]
    picture: string
    price: number
  }> | null
}

/** One SKU as the JSON column carries it. */
export interface SkuJson {
  id: number
  specs: SpecValue[]
  price: number
  market_price: number
  stock: number
  cashback: number
  limit_per_user: number
  /** The SKU's own picture key, else its goods' main picture key, else ''. */
  picture: string
  activities: ActivityJson[]
}

const ACTIVITY_FIELDS = `json_build_object(
  'id', a.id, 'sku_id', a.sku_id, 'kind', a.kind, 'title', a.title, 'price', a.price,
  'start', (extract(epoch from a.start_at) * 1000)::bigint, 'end', (extract(epoch from a.end_at) * 1000)::bigint,
  'status', a.status, 'stock', a.stock, 'sold', a.sold, 'limit_per_user', a.limit_per_user,
  'group_size', a.group_size, 'group_seconds', a.group_seconds,
  'items', case when a.items is null then null else (
    select json_agg(json_build_object('sku_id', i.id, 'spu_id', i.spu_id, 'qty', (e.v->>'qty')::int,
      'title', p.title, 'specs', i.specs, 'picture', coalesce(nullif(i.picture, ''), p.picture), 'price', i.price)
      order by e.n)
    from jsonb_array_elements(a.items) with ordinality e(v, n)
    join skus i on i.id = (e.v->>'sku_id')::int join spus p on p.id = i.spu_id) end)`

/**
 * The activities of the SKU row aliased `k` that are not over yet (ongoing, upcoming or sold out), in the order
 * the app lists them: by kind, then start, then id.
 */
const ACTIVITIES_OF_SKU = `(select coalesce(json_agg(${ACTIVITY_FIELDS} order by a.kind, a.start_at, a.id), '[]')
  from goods_activities a where a.sku_id = k.id and a.status = 1 and a.end_at > now())`
export const activitiesOfSku = sql.raw(ACTIVITIES_OF_SKU)

/** One activity by id (whatever its state), as a one-element array, or an empty one. */
export const activityById = (activityId: SQLWrapper) =>
  sql`(select coalesce(json_agg(${sql.raw(ACTIVITY_FIELDS)}), '[]') from goods_activities a
    where a.id = ${activityId} and a.sku_id = k.id)`

/** The SKU row aliased `k` with its activities. */
export const SKU_FIELDS = `json_build_object('id', k.id, 'specs', k.specs, 'price', k.price,
  'market_price', k.market_price, 'stock', k.stock, 'cashback', k.cashback, 'limit_per_user', k.limit_per_user,
  'picture', coalesce(nullif(k.picture, ''), (select sp.picture from spus sp where sp.id = k.spu_id), ''),
  'activities', ${ACTIVITIES_OF_SKU})`

/** The SKU row that SKU_FIELDS, skuJson and the activity subqueries refer to as `k`. */
export const k = alias(skus, 'k')
/** The SKU row `k` with its activities, as one JSON column. */
export const skuJson = sql<SkuJson>`${sql.raw(SKU_FIELDS)}`

/** Every SKU of the SPU row given, in shelf order, each with its activities. */
export const skusOfSpu = (spuId: SQLWrapper) =>
  sql<SkuJson[]>`(select json_agg(${sql.raw(SKU_FIELDS)} order by k.sort, k.id) from skus k where k.spu_id = ${spuId})`

const specText = (specs: SpecValue[]) => specs.map((s) => s.value).join(' ')

export function activityStateOf(
  a: { status: number; start: number; end: number; stock: number | null },
  now: number
): ActivityState {
  if (a.status !== 1 || now >= a.end) return 'ended'
  if (now < a.start) return 'upcoming'
  if (a.stock !== null && a.stock <= 0) return 'sold_out'
  return 'ongoing'
}

export function toActivity(a: ActivityJson, base: string, now = Date.now()): GoodsActivity {
  const items = (a.items ?? []).map((i) => ({
    sku_id: i.sku_id,
    spu_id: i.spu_id,
    qty: i.qty,
    title: i.title,
    spec_text: specText(i.specs),
    ...pictureFields(base, i.picture),
    price: i.price
  }))
  return {
    id: a.id,
    sku_id: a.sku_id,
    kind: a.kind as ActivityKind,
    title: a.title,
    price: a.price,
    start_time: Math.floor(Number(a.start) / 1000),
    end_time: Math.floor(Number(a.end) / 1000),
    state: activityStateOf({ ...a, start: Number(a.start), end: Number(a.end) }, now),
    stock: a.stock,
    sold: a.sold,
    limit_per_user: a.limit_per_user,
    group_size: a.group_size,
    group_seconds: a.group_seconds,
    items,
    original_price: items.reduce((sum, i) => sum + i.price * i.qty, 0)
  }
}
