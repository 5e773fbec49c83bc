/** China's administrative divisions (GB/T 2260). Owned by the identity-and-platform area. */

export interface District {
  code: string
  name: string
  parentCode: string | null
  level: 1 | 2 | 3 | 4
}

/** The district with this code, or null. */
export async function findDistrict(_code: string): Promise<District | null> {
  return null
}
