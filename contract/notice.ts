/**
 * Notices (docs/operations.md, "Notices"): what the app, the server and the tests share. Every event reaches the
 * message centre; the optional channels (WeChat and Alipay subscription messages, SMS) can be turned off per channel
 * and per event, except money leaving the account.
 */
export const NOTICE_EVENTS = [
  'paid',
  'shipped',
  'received',
  'refund_approved',
  'refunded',
  'return_approved',
  'withdraw_paid',
  'withdraw_failed',
  'cashback_settled',
  'group_formed',
  'group_failed',
  'invoice_issued',
  'coupon_issued',
  'restock',
  'sale_start'
] as const
export type NoticeEventName = (typeof NOTICE_EVENTS)[number]

/** Money leaving the shopper's account: told on every channel, whatever the settings. */
export const MONEY_OUT_EVENTS = ['withdraw_paid', 'withdraw_failed'] as const satisfies readonly NoticeEventName[]

export const NOTICE_OPTIONAL_CHANNELS = ['wechat', 'alipay', 'sms'] as const
export const SUBSCRIBE_PLATFORMS = ['wechat', 'alipay'] as const
/**
 * The moments the app asks for subscription grants: the pay result page, before a withdrawal, and the taps on 到货提醒
 * and 开抢提醒 (each asks for the one message it will send).
 */
export const SUBSCRIBE_MOMENTS = ['pay', 'withdraw', 'restock', 'sale_start'] as const

/** What the settings section shows for each event and channel. */
export const NOTICE_LABELS: Record<NoticeEventName | (typeof NOTICE_OPTIONAL_CHANNELS)[number], string> = {
  paid: '付款成功',
  shipped: '订单发货',
  received: '确认收货',
  refund_approved: '退款审核通过',
  refunded: '退款到账',
  return_approved: '退货审核通过',
  withdraw_paid: '提现到账',
  withdraw_failed: '提现失败',
  cashback_settled: '返现到账',
  group_formed: '拼团成功',
  group_failed: '拼团失败',
  invoice_issued: '发票开具',
  coupon_issued: '优惠券到账',
  restock: '到货提醒',
  sale_start: '开抢提醒',
  wechat: '微信服务通知',
  alipay: '支付宝消息',
  sms: '短信'
}

/** Why some switches cannot be turned off (the settings section says so). */
export const MONEY_OUT_NOTE = '资金转出（提现到账、提现失败）的通知始终开启，保障您的资金安全'
