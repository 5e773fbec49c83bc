import { Type, type Static } from '@sinclair/typebox'

export type Address = Static<typeof Address>
export const Address = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  phone: Type.String(),
  province_code: Type.String(),
  province: Type.String(),
  city_code: Type.String(),
  city: Type.String(),
  area_code: Type.String(),
  area: Type.String(),
  detail: Type.String(),
  is_default: Type.Boolean(),
  /** province + city + area + detail, ready to show. */
  full_address: Type.String()
})

/** /addr/add body: creates, or updates when id is given. */
export type AddressInput = Static<typeof AddressInput>
export const AddressInput = Type.Object({
  id: Type.Optional(Type.Number()),
  name: Type.String(),
  phone: Type.String(),
  province_code: Type.String(),
  city_code: Type.String(),
  area_code: Type.String(),
  detail: Type.String(),
  is_default: Type.Optional(Type.Boolean())
})
