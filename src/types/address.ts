export interface Address {
  id: number
  name: string
  phone: string
  province_code: string
  province: string
  city_code: string
  city: string
  area_code: string
  area: string
  detail: string
  is_default: boolean
  /** province + city + area + detail, ready to show. */
  full_address: string
}

/** /addr/add body: creates, or updates when id is given. */
export interface AddressInput {
  id?: number
  name: string
  phone: string
  province_code: string
  city_code: string
  area_code: string
  detail: string
  is_default?: boolean
}
