import type { GoodsActivity, GoodsCardItem, SkuActivities } from '@contract/schemas/goods'

/** The activity a card advertises: the first one running now; upcoming or sold-out ones are not a price yet. */
export function currentActivity(activities: GoodsActivity[] | null | undefined): GoodsActivity | null {
  return (Array.isArray(activities) ? activities : []).find((a) => a.state === 'ongoing') ?? null
}

/** A home template entry (/app/home goods_activities, /goods/activities) as a card. */
export function fromSkuActivities(entry: SkuActivities): GoodsCardItem {
  const act = currentActivity(entry.activities)
  return {
    sku_id: entry.sku_id,
    spu_id: entry.spu_id,
    title: entry.title,
    image: entry.image,
    picture: entry.picture,
    price: entry.price,
    market_price: entry.market_price,
    cashback: entry.cashback,
    kind: act ? act.kind : null,
    activity_price: act ? act.price : null,
    original_price: act && act.original_price > 0 ? act.original_price : undefined
  }
}
