/**
 * Storage keys. Everything this app writes lives under one product namespace so that it never
 * collides with another app on the same origin (H5) and can be found and cleared as a whole.
 */
export const NAMESPACE = 'mili-mall'

const ns = <K extends string>(key: K) => `${NAMESPACE}:${key}` as const

/** One key per persisted store slice; the value is `{ data: <state> }`. */
export const STORE_KEYS = {
  auth: ns('auth'),
  global: ns('global'),
  profile: ns('profile'),
  sdk: ns('sdk'),
  theme: ns('theme'),
  wechat: ns('wechat'),
  care: ns('care'),
  amounts: ns('amounts')
} as const

export type StoreName = keyof typeof STORE_KEYS

/** Stored once per device; sent with the app-run report. */
export const DEVICE_UUID_KEY = ns('uuid')

/** Error reports not yet sent (offline, or paused after a 429); at most REPORT_LIMITS.queueMax. */
export const REPORT_QUEUE_KEY = ns('report-queue')

/**
 * Session keys (spec section 3): short-lived values handed from one page to another across a
 * provider round trip (bank opening, identity check, e-signature). They live for the session only.
 */
export const OPEN_ACCOUNT_KEYS = {
  bankId: ns('opa:bank_id'),
  bankName: ns('opa:bank_name'),
  businessNo: ns('opa:business_no'),
  finishedPage: ns('opa:finished_page'),
  finishedParams: ns('opa:finished_params'),
  bankUrl: ns('opa:bank_url'),
  opaId: ns('opa:opa_id'),
  channelId: ns('opa:channel_id'),
  bjbankInfo: ns('opa:bjbank_info')
} as const

export const AUTH_KEYS = {
  name: ns('auth:name'),
  idNo: ns('auth:id_no'),
  phone: ns('auth:phone')
} as const

export const SESSION_KEYS = {
  fddWebviewUrl: ns('fdd_webview_url'),
  pinganOtpOrderNo: ns('pingan_otp_order_no'),
  userCardInfo: ns('user_card_info'),
  /** The address the webview page opens. */
  webviewUrl: ns('webview_url')
} as const

/**
 * Login hand-over keys (session only): the WeChat web authorisation this tab started (its state and where to
 * return), and a social login waiting for a phone (the server's single-use ticket).
 */
export const LOGIN_KEYS = {
  wechatOauth: ns('login:wechat_oauth'),
  bindTicket: ns('login:bind_ticket')
} as const

/** Goods search history (newest first, at most 10 words), kept on the device only. */
export const SEARCH_HISTORY_KEY = ns('search-history')

/** The day (YYYY-MM-DD) the home's sign-pension popup was last shown, so it asks at most once a day. */
export const SIGN_PENSION_PROMPT_KEY = ns('sign-pension-prompt')

/** The day (YYYY-MM-DD) the sign-pension popup (components/sign-pension-popup) was dismissed: not again that day. */
export const SIGN_PENSION_DISMISSED_KEY = ns('sign-pension-dismissed')

/** When the SMS code of a step may be asked for again: `<prefix><scope>:<phone>` -> unix ms. */
export const SMS_RESEND_KEY_PREFIX = ns('sms-resend:')

/** Sentry envelopes not yet sent while offline (SENTRY_DSN builds, services/sentry-common.ts); at most 30. */
export const MONITOR_QUEUE_KEY = ns('monitor-queue')
