import type { GoodsPromise } from '@contract/schemas/goods'

/**
 * What the shop promises for a goods (issue 20): dispatch time, freight and 七天无理由退货. Freight lives here, below
 * both the catalogue and the order area, so the goods page and checkout read one rule.
 */

/** Shipping: free from 99 yuan of goods, else a flat fee. */
export const FREE_FREIGHT_FROM = 9900
export const FREIGHT = 800
export const freightFor = (goodsAmount: number) => (goodsAmount >= FREE_FREIGHT_FROM || goodsAmount === 0 ? 0 : FREIGHT)

const yuan = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2))

/** 24 -> 24小时, 48 -> 48小时 (as malls write them), 96 -> 4天: longer spans read as days. */
const span = (hours: number) => (hours > 72 && hours % 24 === 0 ? `${hours / 24}天` : `${hours}小时`)

export function goodsPromises(spu: { shipHours: number; noReasonReturn: boolean }): GoodsPromise[] {
  return [
    { key: 'ship', title: `${span(spu.shipHours)}内发货`, text: `付款后${span(spu.shipHours)}内由仓库发出` },
    {
      key: 'freight',
      title: `满${yuan(FREE_FREIGHT_FROM)}元包邮`,
      text: `订单商品满${yuan(FREE_FREIGHT_FROM)}元免运费，不满收运费${yuan(FREIGHT)}元`
    },
    spu.noReasonReturn
      ? { key: 'return', title: '七天无理由退货', text: '签收后7天内，商品完好可申请无理由退货' }
      : { key: 'return', title: '不支持七天无理由退货', text: '生鲜等特殊商品，签收后如有质量问题请联系客服' }
  ]
}
