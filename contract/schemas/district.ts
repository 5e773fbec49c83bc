/** China's administrative divisions (GB/T 2260) for the address picker. */
import { Type, type Static } from '@sinclair/typebox'

/** One entry of /district/list (provinces) or /district/next {id} (children of a code). */
export type DistrictItem = Static<typeof DistrictItem>
export const DistrictItem = Type.Object({
  /** Six-digit GB/T 2260 code, e.g. '110000'. */
  id: Type.String(),
  name: Type.String(),
  has_children: Type.Boolean()
})
