/** Prize draw responses (type-only). */

/** 0 ordinary draw, 1 opened-an-account lottery. */
export type ActivityKind = 0 | 1
/** 0 thanks for taking part, 1 physical (needs an address), 2 virtual. */
export type PrizeKind = 0 | 1 | 2

export interface Prize {
  id: number
  name: string
  kind: PrizeKind
  /** Left in stock; null = unlimited. */
  stock: number | null
}

export interface PrizeAddress {
  name: string
  phone: string
  province: string
  city: string
  area: string
  detail: string
}

/** /prizedrawactivity/info */
export interface PrizeActivityInfo {
  activity: {
    id: number
    title: string
    kind: ActivityKind
    rules: string
    starts_at: number | null
    ends_at: number | null
    /** 0 not started, 1 running, 2 ended */
    status: 0 | 1 | 2
  }
  prizes: Prize[]
  need_open_account: boolean
  bank_opened: boolean
  signed_up: boolean
  drawn: boolean
  prize: Prize | null
  address: PrizeAddress | null
}

/** /prizedrawactivity/result */
export interface PrizeDrawResult {
  activity_id: number
  drawn: boolean
  won: boolean
  prize: Prize | null
}

/** /prizedrawactivity/setaddress: an address-book id, or the fields. */
export interface PrizeAddressInput {
  activity_id: number
  addr_id?: number
  name?: string
  phone?: string
  province?: string
  city?: string
  area?: string
  detail?: string
}

/** /prizedrawactivity/signup (idempotent) */
export interface PrizeSignup {
  activity_id: number
  signed_up: boolean
}

/** /prizedrawactivity/setaddress */
export interface PrizeAddressSaved {
  activity_id: number
  address: PrizeAddress
}
