import {
  MONEY_OUT_EVENTS,
  NOTICE_EVENTS as CONTRACT_EVENTS,
  NOTICE_OPTIONAL_CHANNELS,
  type NoticeEventName
} from '@contract/notice'

/*
 * The events a shopper is told about (docs/operations.md, Notices) and what each carries. Money is integer cents.
 * Every field is a string, a number or a boolean so the outbox row's jsonb holds it as it is.
 */

export interface NoticeData {
  /** 付款成功: the order paid. */
  paid: { order_sn: string; amount: number; goods: string }
  /** 已发货: courier and waybill number. */
  shipped: { order_sn: string; goods: string; courier: string; waybill: string }
  /** 已收货: by the shopper's 确认收货 or automatically (自动确认收货, `auto: true`). */
  received: { order_sn: string; goods: string; auto: boolean }
  /** 退款申请已同意. */
  refund_approved: { order_sn: string; amount: number; goods: string }
  /** 退款已到账: how much and where it went (微信支付, 支付宝, 购物卡 ...). */
  refunded: { order_sn: string; amount: number; to: string }
  /** 退货申请已同意: where to send the goods. */
  return_approved: { order_sn: string; goods: string; address: string }
  /** 提现已到账 (money leaves the shop: always told, SMS too). */
  withdraw_paid: { amount: number; account: string }
  /** 提现失败, with the reason. */
  withdraw_failed: { amount: number; reason: string }
  /** 返现已到账: the pension cashback of an order. */
  cashback_settled: { order_sn: string; amount: number }
  /** 拼团成功. */
  group_formed: { order_sn: string; goods: string }
  /** 拼团失败 (the order is refunded). */
  group_failed: { order_sn: string; goods: string; reason: string }
  /** 发票已开具. */
  invoice_issued: { order_sn: string; title: string; invoice_no: string }
  /** 商家送您优惠券. */
  coupon_issued: { name: string; value: string; expires: string }
  /** 到货提醒: a SKU the shopper waited for has stock again (catalogue/reminder-send.ts). */
  restock: { goods: string; sku_id: number }
  /** 开抢提醒: a flash sale the shopper waited for has opened; start in Beijing time (YYYY-MM-DD HH:mm). */
  sale_start: { goods: string; sku_id: number; price: number; start: string }
}

export type NoticeEvent = keyof NoticeData
// The contract's list and this map name the same events (the typecheck fails otherwise).
const sameEvents: [NoticeEvent, NoticeEventName] extends [NoticeEventName, NoticeEvent] ? true : never = true
void sameEvents

/** The events and money-out events are the contract's (contract/notice.ts): the app's settings list the same. */
export const NOTICE_EVENTS: readonly NoticeEvent[] = CONTRACT_EVENTS
export const MONEY_OUT: readonly NoticeEvent[] = MONEY_OUT_EVENTS

/** Events that also go by SMS (money leaving the account). */
export const SMS_EVENTS: readonly NoticeEvent[] = ['withdraw_paid']

export type NoticeChannel = 'inbox' | 'wechat' | 'alipay' | 'sms'
export const OPTIONAL_CHANNELS = NOTICE_OPTIONAL_CHANNELS

/** One notice as callers hand it over: `ref` names what happened to (order number, after-sale id, withdrawal id). */
export type NoticeInput = {
  [E in NoticeEvent]: {
    userId: number
    event: E
    ref: string | number
    data: NoticeData[E]
    /** An SMS as well, because the shopper asked for one (a reminder's checkbox); SMS_EVENTS always send one. */
    sms?: boolean
  }
}[NoticeEvent]

export const yuan = (cents: number) => (cents / 100).toFixed(2)

/** The message centre's words for each event: its type (tab), title and text. */
export function inboxText(n: NoticeInput): { type: 'order' | 'pension' | 'system'; title: string; content: string } {
  switch (n.event) {
    case 'paid':
      return {
        type: 'order',
        title: '付款成功',
        content: `订单${n.data.order_sn}已付款¥${yuan(n.data.amount)}（${n.data.goods}），商家将尽快发货。`
      }
    case 'shipped':
      return {
        type: 'order',
        title: '订单已发货',
        content: `订单${n.data.order_sn}（${n.data.goods}）已发货：${n.data.courier}，运单号${n.data.waybill}。`
      }
    case 'received':
      return {
        type: 'order',
        title: n.data.auto ? '订单已自动确认收货' : '订单已确认收货',
        content: `订单${n.data.order_sn}（${n.data.goods}）已${n.data.auto ? '自动' : ''}确认收货。`
      }
    case 'refund_approved':
      return {
        type: 'order',
        title: '退款申请已同意',
        content: `订单${n.data.order_sn}（${n.data.goods}）的退款¥${yuan(n.data.amount)}已同意，款项将原路退回。`
      }
    case 'refunded':
      return {
        type: 'order',
        title: '退款已到账',
        content: `订单${n.data.order_sn}退款¥${yuan(n.data.amount)}已退回${n.data.to}。`
      }
    case 'return_approved':
      return {
        type: 'order',
        title: '退货申请已同意',
        content: `订单${n.data.order_sn}（${n.data.goods}）的退货已同意，请寄回：${n.data.address}。`
      }
    case 'withdraw_paid':
      return {
        type: 'pension',
        title: '提现已到账',
        content: `您的提现¥${yuan(n.data.amount)}已打款至${n.data.account}。`
      }
    case 'withdraw_failed':
      return {
        type: 'pension',
        title: '提现失败',
        content: `您的提现¥${yuan(n.data.amount)}未成功：${n.data.reason}。款项已退回养老金账户。`
      }
    case 'cashback_settled':
      return {
        type: 'pension',
        title: '返现已到账',
        content: `订单${n.data.order_sn}的返现¥${yuan(n.data.amount)}已计入您的养老金账户。`
      }
    case 'group_formed':
      return {
        type: 'order',
        title: '拼团成功',
        content: `订单${n.data.order_sn}（${n.data.goods}）拼团成功，商家将尽快发货。`
      }
    case 'group_failed':
      return {
        type: 'order',
        title: '拼团失败',
        content: `订单${n.data.order_sn}（${n.data.goods}）拼团失败：${n.data.reason}，款项将原路退回。`
      }
    case 'invoice_issued':
      return {
        type: 'order',
        title: '发票已开具',
        content: `您的订单 ${n.data.order_sn} 的发票（${n.data.title}）已开具，发票号码 ${n.data.invoice_no}，可在“我的-发票”中查看和下载。`
      }
    case 'coupon_issued':
      return {
        type: 'system',
        title: '您收到一张优惠券',
        content: `商家送您优惠券「${n.data.name}」（${n.data.value}），有效期至${n.data.expires}。`
      }
    case 'restock':
      return { type: 'system', title: '到货提醒', content: `您关注的「${n.data.goods}」已到货，快去看看吧。` }
    case 'sale_start':
      return {
        type: 'system',
        title: '开抢提醒',
        content: `您预约的「${n.data.goods}」秒杀已于${n.data.start}开抢，秒杀价¥${yuan(n.data.price)}，数量有限，先到先得。`
      }
  }
}
