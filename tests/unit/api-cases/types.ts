/** One API call under test: its name (area.function), the call, the address it posts to, the body it sends. */
export type ApiCase = [string, () => Promise<unknown>, string, Record<string, unknown>]
