/** The envelope of every API answer: errno 1 is success (spec section 7). */
export interface Envelope<T> {
  errno: number
  error: string
  data: T
}

export const ok = <T>(data: T): Envelope<T> => ({ errno: 1, error: '', data })

/** Standard page arguments: 1-based page, size capped so one call cannot ask for the whole table. */
export function paging(body: { page?: number; page_size?: number }, defaultSize = 15, maxSize = 50) {
  const page = Math.max(1, Math.floor(Number(body.page) || 1))
  const size = Math.min(maxSize, Math.max(1, Math.floor(Number(body.page_size) || defaultSize)))
  return { page, size, offset: (page - 1) * size }
}
