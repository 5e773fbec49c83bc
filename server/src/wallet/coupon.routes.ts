import { type App, requireUser } from '../lib/context'
import { ok, paging } from '../lib/reply'
import * as coupon from './coupon'
import { couponRoutes } from '@contract/api/money'

// Routes of the coupon area: the user's coupons, the coupon centre, claiming. All need a login.
export default async function routes(app: App) {
  // Without page the whole tab comes at once, as before paging.
  app.post('/coupon/list', { schema: couponRoutes['/coupon/list'] }, async (req) => {
    const { status, page } = req.body
    const pages = page === undefined ? undefined : paging(req.body, 15, 50)
    return ok(await coupon.listCoupons(app.db, requireUser(req), status, pages))
  })
  // sku_id: the goods page's 领券 sheet asks for the coupons that apply to that goods only.
  app.post('/coupon/center', { schema: couponRoutes['/coupon/center'] }, async (req) =>
    ok({ list: await coupon.couponCenter(app.db, requireUser(req), req.body.sku_id) })
  )
  app.post('/coupon/receive', { schema: couponRoutes['/coupon/receive'] }, async (req) =>
    ok(await coupon.receiveCoupon(app.db, requireUser(req), req.body.coupon_id))
  )
}
