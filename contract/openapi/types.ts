import type { Errno } from '../errno'

/**
 * What the API reference says of one route beyond its schema (docs/api/README.md). Kept out of the route schema
 * files so that documenting a route never edits its contract: `scripts/gen-openapi.ts` merges the two.
 */
export interface RouteDoc {
  /** One line: what the route does, as a client team would look it up. */
  summary: string
  /** More, when the line is not enough (Markdown). */
  description?: string
  /**
   * Errnos the route may answer that the generator cannot find from the server's throw sites (the generic ones,
   * 1001 / 1006 / 1004 / 1500..., and those thrown under the route's handler are found on their own).
   */
  errnos?: readonly Errno[]
  /**
   * The success answer's `data` (the body, for a route that does not answer JSON). Without it the generator writes
   * one from the response schema; give one when that reads poorly or does not validate (a test checks every
   * example against the route's own response schema).
   */
  example?: unknown
  /** A request body (or query string, for a GET) to show; checked against the route's own request schema. */
  request?: unknown
}

/** Route docs keyed as the server registers the route: `'POST /api/v1/order/create'`, `'GET /api/admin/orders/:id'`. */
export type RouteDocs = Record<string, RouteDoc>
