import { Type, type Static } from '@sinclair/typebox'
import { Done, route } from '../api/route'
import { OneOf } from '../schemas/common'
import { Listing, PageFields, When } from './common'
import { PERMISSIONS, ROLES, type Role } from './roles'

// Signing in and out, the session, one's password, staff accounts and the audit log (server/src/admin/account.routes.ts).

export const Login = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 32 }),
  password: Type.String({ minLength: 1, maxLength: 64 })
})
export const PasswordChange = Type.Object({
  old_password: Type.String({ minLength: 1, maxLength: 64 }),
  new_password: Type.String({ minLength: 1, maxLength: 64 })
})
export const StaffCreate = Type.Object({
  username: Type.String({ minLength: 3, maxLength: 32 }),
  name: Type.String({ minLength: 1, maxLength: 32 }),
  role: Type.String({ minLength: 1, maxLength: 16 }),
  password: Type.String({ minLength: 8, maxLength: 64 })
})
/** What the audit log names an object kind (the stored entity), in Chinese. */
export const AUDIT_ENTITY_TEXT = {
  order: '订单',
  aftersale: '售后',
  setting: '设置',
  coupon: '优惠券',
  card_batch: '购物卡批次',
  gift_card: '购物卡',
  withdrawal: '提现',
  cashback: '返现',
  invoice: '发票',
  staff: '员工',
  goods: '商品',
  sku: '库存',
  category: '分类',
  activity: '活动',
  home: '首页',
  theme: '主题',
  article: '文章',
  message: '消息',
  image: '图片',
  shopper: '用户',
  review: '评价'
} as const
export type AuditEntity = keyof typeof AUDIT_ENTITY_TEXT

/** The audit log's filter: each kind of object an operator looks for, and the stored entities it covers. */
export const AUDIT_KINDS = {
  order: { label: '订单', entities: ['order'] },
  aftersale: { label: '售后', entities: ['aftersale', 'setting'] },
  coupon: { label: '优惠券', entities: ['coupon'] },
  card: { label: '购物卡', entities: ['card_batch', 'gift_card'] },
  money: { label: '资金（提现、返现、发票）', entities: ['withdrawal', 'cashback', 'invoice'] },
  staff: { label: '员工', entities: ['staff'] },
  goods: { label: '商品与库存', entities: ['goods', 'sku', 'category', 'activity'] },
  site: { label: '装修与内容', entities: ['home', 'theme', 'article', 'message', 'image'] },
  shopper: { label: '用户与评价', entities: ['shopper', 'review'] }
} as const satisfies Record<string, { label: string; entities: readonly AuditEntity[] }>
export type AuditKind = keyof typeof AUDIT_KINDS

/** After-sale states as the console words them (contract/enums.ts AFTER_SALE_STATUS). */
export const AFTER_SALE_STATUS_TEXT: Record<number, string> = {
  0: '待处理',
  1: '退款中',
  2: '已退款',
  3: '已拒绝',
  4: '已撤销',
  5: '待寄回',
  6: '待收货',
  7: '已关闭'
}

export const AuditQuery = Type.Object({
  kind: Type.Optional(OneOf(Object.keys(AUDIT_KINDS) as AuditKind[])),
  entity: Type.Optional(Type.String({ maxLength: 32 })),
  entity_id: Type.Optional(Type.String({ maxLength: 40 })),
  /** 订单号 or 手机号: the entries about that order (its after-sales, invoice) or that shopper. */
  object: Type.Optional(Type.String({ maxLength: 32 })),
  staff_name: Type.Optional(Type.String({ maxLength: 32 })),
  ...PageFields
})

const RoleKey = OneOf(Object.keys(ROLES) as Role[])

/** What the console knows of its session: who, the role, what it may do (for the menu), and the CSRF token. */
export type StaffSessionView = Static<typeof StaffSessionView>
export const StaffSessionView = Type.Object({
  id: Type.Number(),
  username: Type.String(),
  name: Type.String(),
  role: RoleKey,
  role_name: Type.String(),
  permissions: Type.Array(OneOf(PERMISSIONS)),
  must_change_password: Type.Boolean(),
  csrf: Type.String()
})

export type StaffRow = Static<typeof StaffRow>
export const StaffRow = Type.Object({
  id: Type.Number(),
  username: Type.String(),
  name: Type.String(),
  role: Type.String(),
  /** 1 active, 0 disabled. */
  status: Type.Number(),
  createdAt: When
})

export type AuditEntry = Static<typeof AuditEntry>
export const AuditEntry = Type.Object({
  id: Type.Number(),
  staffId: Type.Number(),
  staffName: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  // Genuinely opaque: a snapshot of whatever entity the write changed (goods, a coupon, a theme ...), as stored.
  before: Type.Unknown(),
  after: Type.Unknown(),
  ip: Type.String(),
  createdAt: When,
  /** 发货, 同意退货, 提现审核通过 ... */
  action_text: Type.String(),
  /** 订单, 售后, 员工 ... */
  entity_text: Type.String(),
  /** What people call the object: 订单 2026…, 用户 138****0000, 商品「…」. */
  object_text: Type.String(),
  /** What changed, field by field. */
  changes: Type.Array(Type.Object({ label: Type.String(), before: Type.String(), after: Type.String() }))
})

/** Prefix /api/admin. */
export const adminAccountRoutes = {
  'POST /login': route(StaffSessionView, { body: Login }),
  'POST /logout': route(Done),
  'GET /session': route(StaffSessionView),
  'POST /password': route(Done, { body: PasswordChange }),
  'GET /staff': route(Type.Array(StaffRow)),
  'POST /staff': route(Type.Object({ id: Type.Number() }), { body: StaffCreate }),
  'GET /audit': route(Listing(AuditEntry), { querystring: AuditQuery })
}
