/** A row with its moments as the console reads them: every Date (or Date | null) field an ISO string (or null). */
export type Iso<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K]
}

/**
 * The row as JSON would write it, typed so: the contract names a moment as a string (contract/admin/common.ts
 * `When`), and the route's answer is checked against it. Only top-level fields; nothing else changes.
 */
export function iso<T extends object>(row: T): Iso<T> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v
  return out as Iso<T>
}
