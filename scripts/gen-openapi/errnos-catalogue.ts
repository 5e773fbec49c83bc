import fs from 'node:fs'
import path from 'node:path'
import { ERRNO } from '../../contract/errno'

export interface ErrnoInfo {
  errno: number
  name: string
  description?: string
}

/** The errno catalogue with each code's doc comment (contract/errno.ts), by code. */
export function errnoCatalogue(): Map<number, ErrnoInfo> {
  const text = fs.readFileSync(path.resolve(__dirname, '../../contract/errno.ts'), 'utf8')
  const comments = new Map<string, string>()
  for (const m of text.matchAll(/\/\*\*([\s\S]*?)\*\/\s*\n\s*([A-Z_]+):/g)) {
    comments.set(
      m[2],
      m[1]
        .replace(/^\s*\*\s?/gm, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    )
  }
  const out = new Map<number, ErrnoInfo>()
  for (const [name, errno] of Object.entries(ERRNO)) {
    // A code without a doc comment reads by its name: STOCK_NOT_ENOUGH, "stock not enough".
    const fallback = name.toLowerCase().replace(/_/g, ' ')
    if (!out.has(errno)) out.set(errno, { errno, name, description: comments.get(name) ?? fallback })
  }
  return out
}

/** The refusals every route of a kind may answer, whatever its handler does (server/src/app.ts and its hooks). */
export const GENERIC = {
  /** A body, query or path that its schema refuses, or a body that is not JSON. */
  invalid: ERRNO.INVALID_PARAM,
  /** An unexpected failure: HTTP 500. */
  internal: ERRNO.INTERNAL,
  /** No live login (the shop's token, the console's session). */
  session: ERRNO.SESSION_EXPIRED,
  /** The console: a write without the CSRF token, or a role without the route's permission (HTTP 403). */
  forbidden: ERRNO.FORBIDDEN,
  /** Over the route group's limit per IP: HTTP 429. */
  rate: ERRNO.RATE_LIMITED,
  /** PENSION_ENABLED=0: every route of the pension half answers this. */
  pension: ERRNO.PENSION_CLOSED
} as const
