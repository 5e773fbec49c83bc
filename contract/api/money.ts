import { Type } from '@sinclair/typebox'
import { INVOICE_RECEIVER_KIND } from '../enums'
import { Enum } from '../schemas/common'
import { CouponCenterItem, CouponListStatus, CouponListResult, UserCoupon } from '../schemas/coupon'
import { GiftCardInfo, GiftCardListResult, WelfareBalance } from '../schemas/giftcard'
import { Invoice, InvoiceListResult, InvoiceReceiver } from '../schemas/invoice'
import { PointsFlowResult, PointsInfo } from '../schemas/points'
import { Empty, Id, Paging, PagingFields } from '../schemas/request'
import { rawRoute, route } from './route'

/** Coupons: the user's, the coupon centre, claiming; every call needs a login; prefix /api/v1. */
export const couponRoutes = {
  // Without page the whole tab comes at once, as before paging.
  '/coupon/list': route(CouponListResult, {
    body: Type.Object({ status: Type.Optional(CouponListStatus), ...PagingFields })
  }),
  // sku_id: the goods page's 领券 sheet asks for the coupons that apply to that goods only.
  '/coupon/center': route(Type.Object({ list: Type.Array(CouponCenterItem) }), {
    body: Type.Object({ sku_id: Type.Optional(Id) })
  }),
  '/coupon/receive': route(UserCoupon, { body: Type.Object({ coupon_id: Id }) })
}

/** Shopping cards and the welfare balance; every call needs a login; prefix /api/v1. */
export const giftcardRoutes = {
  '/freeca/list': route(GiftCardListResult, { body: Empty }),
  '/freeca/info': route(GiftCardInfo, { body: Type.Object({ user_freeca_id: Id }) }),
  '/user/efulibalance': route(WelfareBalance, { body: Empty })
}

/** Points: balance (with the pension exchange's rule) and ledger; prefix /api/v1. */
export const pointsRoutes = {
  '/points/info': route(PointsInfo, { body: Empty }),
  '/points/flow': route(PointsFlowResult, { body: Paging })
}

const Text = (max: number) => Type.Optional(Type.String({ maxLength: max }))

export const InvoiceReceiverBody = Type.Object({
  id: Type.Optional(Id),
  kind: Enum(INVOICE_RECEIVER_KIND),
  title: Type.String({ minLength: 1, maxLength: 100 }),
  tax_no: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z]{0,20}$' })),
  email: Type.Optional(Type.String({ pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', maxLength: 100 })),
  phone: Type.Optional(Type.String({ pattern: '^[0-9-]{0,20}$' })),
  address: Text(200),
  bank_name: Text(100),
  bank_account: Type.Optional(Type.String({ pattern: '^[0-9 ]{0,40}$' })),
  is_default: Type.Optional(Type.Boolean())
})

/** Invoices: titles (receivers), applications per order, the issued PDF; prefix /api/v1. */
export const invoiceRoutes = {
  '/invoice/receiver/list': route(Type.Object({ list: Type.Array(InvoiceReceiver) }), { body: Empty }),
  '/invoice/receiver/add': route(InvoiceReceiver, { body: InvoiceReceiverBody }),
  '/invoice/receiver/del': route(Type.Object({ id: Type.Number() }), { body: Type.Object({ id: Id }) }),
  '/invoice/apply': route(Invoice, { body: Type.Object({ order_id: Id, receiver_id: Id }) }),
  '/invoice/list': route(InvoiceListResult, { body: Paging }),
  '/invoice/info': route(Invoice, { body: Type.Object({ id: Id }) }),
  '/invoice/pdf/:id': rawRoute('application/pdf', {
    params: Type.Object({ id: Id }),
    querystring: Type.Object({ sig: Type.String({ pattern: '^[0-9a-f]{32}$' }) })
  })
}
