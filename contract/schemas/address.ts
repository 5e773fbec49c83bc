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

/** A division as 智能识别 found it. */
export const ParsedDistrict = Type.Object({ code: Type.String(), name: Type.String() })

/**
 * /addr/parse: a pasted address read into the form's fields (issue 30). Every field is '' when it was not recognised
 * with confidence; the shopper fills it. The three codes are set only when district_complete.
 */
export type ParsedAddress = Static<typeof ParsedAddress>
export const ParsedAddress = Type.Object({
  name: Type.String(),
  /** A mainland mobile (PHONE_PATTERN), without +86. */
  phone: Type.String(),
  /** A number was there but is no mainland mobile (a landline, a wrong length): phone is left empty. */
  phone_rejected: Type.Boolean(),
  /** The divisions recognised, from the province down; it may stop early (a name that fits two places). */
  districts: Type.Array(ParsedDistrict),
  /** The last division has none below it: the codes are what /addr/add takes. */
  district_complete: Type.Boolean(),
  province_code: Type.String(),
  city_code: Type.String(),
  area_code: Type.String(),
  detail: Type.String()
})
