/**
 * The one errno catalogue shared by the app and the server (the server re-exports it
 * from server/src/errors.ts). errno 1 is success and 1006 is the session flow of spec
 * section 4; everything else is ours. Business codes are grouped by area so that one
 * area can add its own without touching another's range.
 */
export const ERRNO = {
  OK: 1,
  INVALID_PARAM: 1001,
  NOT_FOUND: 1002,
  FORBIDDEN: 1003,
  RATE_LIMITED: 1004,
  CONFLICT: 1005,
  SESSION_EXPIRED: 1006,
  INTERNAL: 1500,

  // 2000-2099 auth, sms, user
  SMS_TOO_FREQUENT: 2001,
  SMS_CODE_INVALID: 2002,
  SMS_CODE_EXPIRED: 2003,
  SMS_TOO_MANY_TRIES: 2004,
  SMS_SEND_FAILED: 2005,
  SSO_SIGN_INVALID: 2010,
  SSO_EXPIRED: 2011,
  SSO_REPLAYED: 2012,
  PHONE_TAKEN: 2020,
  PHONE_UNCHANGED: 2021,
  ACCOUNT_DISABLED: 2022,
  /** /user/unregister while orders, after-sales or withdrawals of the account are still open. */
  UNREGISTER_REFUSED: 2023,
  OAUTH_CODE_INVALID: 2030,
  OAUTH_TICKET_INVALID: 2031,
  OAUTH_BOUND_OTHER: 2032,

  // 2100-2199 catalogue, cart, favourites, addresses
  GOODS_OFF_SHELF: 2101,
  STOCK_NOT_ENOUGH: 2102,
  /** More than the SKU's or activity's per-user limit. */
  PURCHASE_LIMIT: 2103,
  /** The activity is not running: not started, ended, disabled or its own stock is gone. */
  ACTIVITY_STATE: 2104,
  /** The goods cannot ship to the address's province: no stock there, or less than the line's qty. */
  REGION_NO_STOCK: 2105,
  CART_LIMIT: 2110,
  /** One cart line holds at most 99. */
  CART_QTY_LIMIT: 2111,
  ADDRESS_LIMIT: 2120,
  /** 分享海报: the share code could not be made (the platform refused or is down); the poster can be tried again. */
  SHARE_CODE_UNAVAILABLE: 2130,
  /** 到货提醒 on goods in stock, 开抢提醒 on a sale that has started, ended or is not a flash sale. */
  REMINDER_STATE: 2140,
  /** More reminders waiting than contract/reminder.ts REMINDER_WAITING_MAX. */
  REMINDER_LIMIT: 2141,

  // 2300-2399 orders, payment, refunds, coupons, points, invoices, gift cards
  ORDER_STATE: 2301,
  ORDER_EXPIRED: 2302,
  GROUP_UNAVAILABLE: 2303,
  PAYWAY_UNAVAILABLE: 2310,
  BALANCE_NOT_ENOUGH: 2311,
  PAYMENT_AMOUNT_MISMATCH: 2312,
  PAYMENT_SIGN_INVALID: 2313,
  /** The payment gateway is down or slow (after retries): the order stays payable, try again later. */
  PAYMENT_GATEWAY: 2314,
  COUPON_UNAVAILABLE: 2320,
  COUPON_SOLD_OUT: 2321,
  COUPON_LIMIT: 2322,
  POINTS_NOT_ENOUGH: 2330,
  REFUND_STATE: 2340,
  // 2341-2349 the 退货退款 return step, refunds by item, address changes (docs/decisions/0022-returns.md)
  /** 退货退款 is approved with a return address first; the refund follows receipt of the goods. */
  RETURN_NEEDS_ADDRESS: 2341,
  /** The return waybill was already given (or the application is not waiting for one). */
  RETURN_WAYBILL_STATE: 2342,
  /** More than the line paid minus what it already got back (data.max, in cents). */
  REFUND_OVER_ITEM: 2343,
  /** The goods have not been received back yet: no refund. */
  RETURN_NOT_RECEIVED: 2344,
  /** The order has left the warehouse: its address can no longer change. */
  ADDRESS_LOCKED: 2345,
  /** 提醒发货 a second time the same (China) day: once a day per order. */
  SHIP_REMINDED_TODAY: 2346,
  /** 修改地址: the shopper has already changed this order's address once. */
  ADDRESS_CHANGED_ONCE: 2347,
  /** 延长收货 a second time: once per order (docs/operations.md, Automatic receipt). */
  RECEIVE_EXTENDED_ONCE: 2348,
  /** 延长收货 after the automatic receipt's deadline (or with none set). */
  RECEIVE_EXTEND_LATE: 2349,
  INVOICE_STATE: 2350,
  /** The console's invoice upload is not a PDF, or is over the size limit. */
  INVOICE_PDF_INVALID: 2351,
  GIFT_CARD_INVALID: 2360,
  /** Console: issuing more coupons than the template has left. */
  COUPON_STOCK: 2380,
  /** Console: a shopping-card batch with no cards left to issue, or stopped. */
  CARD_BATCH_EMPTY: 2381,
  /** Console: a request id already used for a different action or target. */
  REQUEST_REUSED: 2382,
  /** Console: the last active 超级管理员 cannot be deactivated or given another role. */
  LAST_SUPER_ADMIN: 2383,
  /** Console: stock set below the units unpaid orders hold (they may still be paid). */
  STOCK_BELOW_HELD: 2384,
  // 2370-2379 reviews and deleting orders (docs/decisions/0024-reviews.md)
  /** The order line already has the shopper's review. */
  REVIEW_EXISTS: 2370,
  /** Only a received (3) or completed (4) order can be reviewed. */
  REVIEW_NOT_RECEIVED: 2371,
  /** 删除订单: only a finished, refunded, cancelled or closed order can be deleted. */
  ORDER_NOT_DELETABLE: 2372,

  // 2700-2799 pension, bank, e-sign, identity, prize draw
  /** 财务 settles cashback that is not waiting to settle (already settled, cancelled, or still in its after-sale window). */
  SETTLEMENT_STATE: 2760,
  PENSION_NOT_OPENED: 2701,
  PENSION_BALANCE_NOT_ENOUGH: 2702,
  /** /pensionaccount/open before identity is verified and the agreement signed. */
  PENSION_OPEN_REFUSED: 2703,
  /** PENSION_ENABLED=0: the pension half is not open on this site. */
  PENSION_CLOSED: 2704,
  /** A withdrawal over what is left of the day's limit (data.today_left, in cents). */
  PENSION_DAILY_LIMIT: 2705,
  BANK_CARD_INVALID: 2710,
  BANK_OPEN_STATE: 2711,
  /** Corporate small-amount check: wrong amount (data.tries_left) or no amount sent. */
  JST_AMOUNT_WRONG: 2712,
  /** Three wrong amounts: the check is locked for a while. */
  JST_LOCKED: 2713,
  IDENTITY_REQUIRED: 2720,
  /** The id number is already verified on another account. */
  IDENTITY_TAKEN: 2721,
  ESIGN_STATE: 2730,
  PRIZE_STATE: 2740,
  SCAN_CODE_INVALID: 2750,
  SCAN_CODE_CLAIMED: 2751
} as const

export type Errno = (typeof ERRNO)[keyof typeof ERRNO]
