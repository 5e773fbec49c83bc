/** The driver's error behind a failed statement, whether it arrives bare or wrapped by drizzle (its `cause`). */
export function pgError(err: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (typeof e.code === 'string') return e
    e = e.cause as typeof e
  }
  return undefined
}

/** A unique-constraint violation (a concurrent insert won). */
export const isUniqueViolation = (err: unknown) => pgError(err)?.code === '23505'

/** The CHECK constraint a failed statement violated, if that is why it failed. */
export const checkViolated = (err: unknown) => {
  const e = pgError(err)
  return e?.code === '23514' ? e.constraint : undefined
}
