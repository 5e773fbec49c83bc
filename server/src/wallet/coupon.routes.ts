import { Type } from '@sinclair/typebox'
import { type App, requireUser } from '../lib/context'
import { ok, paging } from '../lib/reply'
import { Id, PagingFields } from '../lib/schemas'
import * as coupon from './coupon'
import type { CouponListStatus } from '@contract/schemas/coupon'

// Routes of the coupon area: the user's coupons, the coupon centre, claiming. All need a login.
export default async function routes(app: App) {
  app.post(
    '/coupon/list',
    {
      schema: {
        body: Type.Object({
          status: Type.Optional(Type.Unsafe<CouponListStatus>({ type: 'string', enum: ['unused', 'used', 'expired'] })),
          ...PagingFields
        })
      }
    },
    // Without page the whole tab comes at once, as before paging.
    async (req) => {
      const { status, page } = req.body
      const pages = page === undefined ? undefined : paging(req.body, 15, 50)
      return ok(await coupon.listCoupons(app.db, requireUser(req), status, pages))
    }
  )
  // sku_id: the goods page's 领券 sheet asks for the coupons that apply to that goods only.
  app.post('/coupon/center', { schema: { body: Type.Object({ sku_id: Type.Optional(Id) }) } }, async (req) =>
    ok({ list: await coupon.couponCenter(app.db, requireUser(req), req.body.sku_id) })
  )
  app.post('/coupon/receive', { schema: { body: Type.Object({ coupon_id: Id }) } }, async (req) =>
    ok(await coupon.receiveCoupon(app.db, requireUser(req), req.body.coupon_id))
  )
}
