/**
 * Staff roles and what each may do. Every console route names one permission (admin/route.ts), checked on the
 * server for every request; the console hides the menu entries a role lacks, but the server is the rule.
 */
export const ROLES = {
  super: '超级管理员',
  ops: '运营',
  service: '客服',
  finance: '财务',
  warehouse: '仓库'
} as const

export type Role = keyof typeof ROLES

export const PERMISSIONS = [
  'goods:read',
  'goods:write',
  'stock:write',
  'category:write',
  'activity:write',
  'site:write',
  'content:write',
  'message:send',
  'audit:read',
  'staff:manage',
  // Part 2 (fulfilment and money): reading orders, shipping, deciding after-sales, and 财务's money actions.
  'order:read',
  'order:ship',
  'aftersale:write',
  'money:read',
  'money:write',
  'dashboard:read',
  'shopper:read',
  'shopper:write',
  'shopper:unmask',
  // Coupons (运营 writes, others read) and shopping cards (财务 issues, freezes; reading cards is money:read).
  'coupon:read',
  'coupon:write',
  'card:write',
  // Shoppers' reviews: list all, hide or show one (客服 and 运营).
  'review:write',
  // The return step and address changes (docs/decisions/0022-returns.md): goods received back; an order's address.
  'aftersale:receive',
  'order:address',
  // 在线客服: read the inbox; reply, assign and keep the 快捷回复 (docs/console.md).
  'support:read',
  'support:reply'
] as const

export type Permission = (typeof PERMISSIONS)[number]

const ALL = [...PERMISSIONS]

/** 运营 publishes; 客服 reads and writes to shoppers; 财务 reads and audits; 仓库 keeps stock. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  super: ALL,
  ops: [
    'goods:read',
    'goods:write',
    'stock:write',
    'category:write',
    'activity:write',
    'site:write',
    'content:write',
    'message:send',
    'order:read',
    'order:address',
    'dashboard:read',
    'coupon:read',
    'coupon:write',
    'review:write'
  ],
  service: [
    'goods:read',
    'message:send',
    'order:read',
    'aftersale:write',
    'aftersale:receive',
    'order:address',
    'dashboard:read',
    'shopper:read',
    'shopper:write',
    'coupon:read',
    'review:write',
    'support:read',
    'support:reply'
  ],
  finance: [
    'goods:read',
    'audit:read',
    'order:read',
    'aftersale:write',
    'money:read',
    'money:write',
    'dashboard:read',
    'shopper:read',
    'shopper:unmask',
    'coupon:read',
    'card:write'
  ],
  warehouse: ['goods:read', 'stock:write', 'order:read', 'order:ship', 'aftersale:receive']
}

export const isRole = (v: unknown): v is Role => typeof v === 'string' && Object.prototype.hasOwnProperty.call(ROLES, v)

export const can = (role: string, perm: Permission) => isRole(role) && ROLE_PERMISSIONS[role].includes(perm)

// The audit log's words, shared by the server (server/src/admin/audit-labels.ts) and the console's filter
// (admin/src/pages/account/audit.tsx): plain data, like the roles, so the console may import them as values.

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
  review: '评价',
  support: '客服会话'
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
  shopper: { label: '用户与评价', entities: ['shopper', 'review', 'support'] }
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
