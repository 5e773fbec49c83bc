/**
 * 到货提醒 and 开抢提醒 (docs/operations.md, "Reminders"): plain data the app, the server and the tests share. A
 * restock reminder waits on a sold-out SKU, a sale-start reminder on a flash sale that has not started; each goes out
 * once, through the notice service.
 */
export const REMINDER_KIND = { restock: 'restock', saleStart: 'sale_start' } as const
export type ReminderKind = (typeof REMINDER_KIND)[keyof typeof REMINDER_KIND]

/**
 * The channels a shopper may add to the message centre (which every reminder uses): the mini program's subscription
 * message (after the platform's grant) or, on H5 and where the shopper ticks it, an SMS.
 */
export const REMINDER_CHANNELS = ['wechat', 'alipay', 'sms'] as const
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number]

/** Reminders a shopper may have waiting at once: enough for any real wish list, not for a script's flood. */
export const REMINDER_WAITING_MAX = 100

/** What the shopper reads: the buttons, and the refusals the server answers. */
export const REMINDER_TEXT = {
  restock: '到货提醒',
  saleStart: '开抢提醒',
  subscribed: '已设置提醒',
  cancel: '取消提醒',
  restockDone: '到货后将第一时间通知您',
  saleStartDone: '开抢前将通知您',
  inStock: '商品有货，可直接购买',
  started: '活动已开始，可直接抢购',
  notFlash: '该活动不支持开抢提醒',
  ended: '活动已结束',
  tooMany: `最多设置 ${REMINDER_WAITING_MAX} 个提醒，请先取消一些`
} as const
