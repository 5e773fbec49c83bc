/**
 * Rules of the contract that both sides state: request limits the server's schemas enforce and the app may show.
 * Plain values only (the app's bundles may import this file).
 */

/** Exchange rate: 1 point buys 1 cent of pension (100 points = 1 yuan); at least 100 points at a time. */
export const POINTS_PER_CENT = 1
export const MIN_EXCHANGE_POINTS = 100

/** The smallest withdrawal, in cents. */
export const WITHDRAW_MIN_CENTS = 1

/**
 * A mainland mobile number, without +86: 1, then 3 to 9, then nine digits. The spec's section 5 allowed only 3, 4, 5,
 * 7 or 8 and so refused real 16x and 19x numbers; docs/decisions/0015-phone-numbers.md records why. The one phone
 * rule: the API's Phone schema, the app's and the console's forms all take it from here.
 */
export const PHONE_PATTERN = '^1[3-9]\\d{9}$'

/** Spec section 5: 15 digits, or 17 digits followed by a digit or X/x. */
export const ID_NO_PATTERN = '^(\\d{15}|\\d{17}[\\dXx])$'
/** A person's name: 2-20 characters, no surrounding blanks or markup. */
export const NAME_PATTERN = '^[^\\s<>][^<>]{0,18}[^\\s<>]$'

/** A review (评价): text up to 500 characters (trimmed), at most 6 images (docs/decisions/0024-reviews.md). */
export const REVIEW_LIMITS = { contentMax: 500, images: 6 } as const

/** 智能识别 (/addr/parse) reads at most this many characters of pasted text. */
export const ADDRESS_PARSE_MAX = 300

/**
 * 在线客服 (docs/decisions/0033-support-chat.md): a message's text, a client message id (the retry key), how long a
 * poll may wait, and a 快捷回复's text.
 */
export const SUPPORT_LIMITS = { textMax: 500, clientIdMax: 64, pollWaitMax: 25, quickReplyMax: 200 } as const

/** 订单搜索: the longest keyword (an order number is 20 digits; a goods name's words fit). */
export const ORDER_KEYWORD_MAX = 30
