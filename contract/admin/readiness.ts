import { Type, type Static } from '@sinclair/typebox'
import { route } from '../api/route'
import { Nullable, OneOf } from '../schemas/common'

// What a shop still needs before it can sell (server/src/admin/readiness.ts), shown on the console's 概览 until each
// is done. A new shop starts empty (docs/deploy.md, First start in production: an empty shop).

export const READINESS_KEYS = ['category', 'goods', 'home', 'payment', 'return_address', 'courier'] as const

export type ReadinessItem = Static<typeof ReadinessItem>
export const ReadinessItem = Type.Object({
  key: OneOf(READINESS_KEYS),
  /** What to do, as the operator reads it: 新建商品分类. */
  title: Type.String(),
  done: Type.Boolean(),
  /** What there is (3 个分类), or what is missing and where it is set. */
  detail: Type.String(),
  /** The console screen that does it (a path of the console, /categories); null when the server's settings hold it. */
  link: Nullable(Type.String())
})

export type Readiness = Static<typeof Readiness>
export const Readiness = Type.Object({
  /** Every item done. */
  ready: Type.Boolean(),
  items: Type.Array(ReadinessItem)
})

/** Prefix /api/admin. */
export const adminReadinessRoutes = {
  'GET /readiness': route(Readiness)
}
