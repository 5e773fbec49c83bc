/** Business constants and limits of spec sections 2 and 9. */

export const REQUEST_TIMEOUT = 60_000
export const UPLOAD_TIMEOUT = 60_000
export const CHUNK_LOAD_TIMEOUT = 120_000

/** Pension withdrawal applications list page size (spec: 15); used as the list default elsewhere too. */
export const PAGE_SIZE = 15

/** `ch_id` of /sms/sendcode. */
export const SMS_CHANNEL_ID = 1

export const REACH_BOTTOM_DISTANCE = 50
export const PAGE_ANIMATION = { duration: 300, delay: 50 } as const

export const TOAST_DURATION = 1500
/** How long a tip stays before its callback runs. */
export const TIP_CALLBACK_DELAY = 2000

export const DESIGN_WIDTH = 750
export const DEVICE_RATIO: Readonly<Record<number, number>> = { 640: 1.17, 750: 1, 828: 0.905 }

/** Fallback channel sent as Access-Channel when neither the call nor the store names one. */
export const DEFAULT_CHANNEL = 'm'
/** The partner channel that hides the header and the sign-pension popup. */
export const LAOLING_CHANNEL = 'laoling'
