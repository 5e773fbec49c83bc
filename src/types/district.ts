/** China's administrative divisions (GB/T 2260) for the address picker. */

/** One entry of /district/list (provinces) or /district/next {id} (children of a code). */
export interface DistrictItem {
  /** Six-digit GB/T 2260 code, e.g. '110000'. */
  id: string
  name: string
  has_children: boolean
}
