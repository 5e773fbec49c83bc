import { AFTER_SALE_STATUS_TEXT, AUDIT_ENTITY_TEXT, ROLES } from '@contract/admin/roles'
import { INVOICE_STATUS, ORDER_STATUS_LABEL, SETTLEMENT_STATUS_LABEL, WITHDRAW_STATUS } from '@contract/enums'

/**
 * The audit log as a person reads it: what was done in Chinese (发货, 同意退货, 提现审核通过 ...) and what changed as a
 * field list (label: before → after). Entries keep their stored snapshots; these words are put on when read, so an
 * old entry reads as well as a new one.
 */

/** `entity:action` first (approve means 同意退款 on an after-sale and 提现审核通过 on a withdrawal), then the action. */
const ACTIONS: Record<string, string> = {
  'goods:create': '新建商品',
  'goods:update': '编辑商品',
  'goods:delete': '删除商品',
  'goods:stock': '修改库存',
  'goods:on-shelf': '上架',
  'goods:off-shelf': '下架',
  'sku:stock-adjust': '调整库存',
  'category:create': '新建分类',
  'category:update': '修改分类',
  'category:delete': '删除分类',
  'activity:create': '新建活动',
  'activity:update': '修改活动',
  'home:publish': '发布首页',
  'theme:publish': '发布主题',
  'article:create': '新建文章',
  'article:update': '修改文章',
  'message:send': '发送消息',
  'image:upload': '上传图片',
  'staff:create': '新建员工',
  'staff:change-password': '修改密码',
  'staff:reset-password': '重置密码',
  'staff:change-role': '修改角色',
  'staff:deactivate': '停用员工',
  'staff:activate': '启用员工',
  'order:ship': '发货',
  'order:close': '关闭订单',
  'order:change-address': '修改收货地址',
  'order:print': '打印面单',
  'aftersale:approve': '同意退款',
  'aftersale:refuse': '拒绝售后',
  'aftersale:accept-return': '同意退货',
  'aftersale:receive-return': '确认收到退货',
  'aftersale:refund-return': '退货退款',
  'setting:return-address': '设置默认退货地址',
  'withdrawal:approve': '提现审核通过',
  'withdrawal:refuse': '提现审核拒绝',
  'cashback:settle': '返现结算',
  'invoice:issue': '开具发票',
  'invoice:refuse': '拒绝开票',
  'coupon:coupon.create': '新建优惠券',
  'coupon:coupon.update': '修改优惠券',
  'coupon:coupon.stop': '停发优惠券',
  'coupon:coupon.issue': '发放优惠券',
  'card_batch:card.batch': '新建购物卡批次',
  'gift_card:card.issue': '发放购物卡',
  'gift_card:card.freeze': '冻结购物卡',
  'gift_card:card.unfreeze': '解冻购物卡',
  'shopper:unmask': '查看完整身份信息',
  'shopper:freeze': '冻结用户',
  'shopper:unfreeze': '解冻用户',
  'review:hide': '隐藏评价',
  'review:show': '恢复显示评价'
}
const GENERIC: Record<string, string> = {
  create: '新建',
  update: '修改',
  delete: '删除',
  publish: '发布',
  upload: '上传',
  send: '发送',
  approve: '同意',
  refuse: '拒绝'
}

export const actionText = (entity: string, action: string) =>
  ACTIONS[`${entity}:${action}`] ?? GENERIC[action] ?? action
export const entityText = (entity: string) => (AUDIT_ENTITY_TEXT as Record<string, string>)[entity] ?? entity

const LABELS: Record<string, string> = {
  status: '状态',
  reason: '原因',
  remark: '说明',
  express_com: '快递公司',
  express_no: '运单号',
  amount: '金额',
  name: '名称',
  title: '标题',
  subtitle: '副标题',
  supplier: '供应商',
  price: '价格',
  market_price: '划线价',
  cashback: '返现',
  stock: '库存',
  available: '可售库存',
  held: '待付款占用',
  warehouse: '仓库',
  region_stock: '分仓库存',
  limit_per_user: '每人限购',
  face_value: '面值',
  count: '数量',
  issued: '已发放',
  valid_days: '有效天数',
  category_id: '分类',
  invoice_no: '发票号码',
  pdf: '发票文件',
  hidden: '隐藏',
  address: '地址',
  full: '地址',
  username: '用户名',
  role: '角色',
  phone: '电话',
  detail: '详情',
  images: '图片',
  picture: '图片',
  sort: '排序',
  color: '颜色',
  total: '总量',
  claimed: '已领取',
  issued_to: '发放对象',
  skipped: '未发放',
  user_id: '用户',
  card_id: '购物卡',
  batch_id: '批次',
  fields: '查看字段',
  sent: '发送人数',
  content: '内容',
  kind: '类型',
  start_at: '开始时间',
  end_at: '结束时间',
  parent_id: '上级分类',
  sessions_ended: '结束的登录',
  must_change_password: '须改密码'
}
/** Bookkeeping a person does not need in a change list. */
const HIDDEN = new Set(['id', 'request_id', 'revision', 'created_at', 'updated_at', 'updated_by', 'sku_id', 'spu_id'])
const MONEY = new Set(['amount', 'price', 'market_price', 'cashback', 'face_value', 'pay_amount', 'discount'])

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
export const labelOf = (key: string) => LABELS[snake(key)] ?? key

const STATUS: Record<string, Record<number, string>> = {
  order: ORDER_STATUS_LABEL,
  aftersale: AFTER_SALE_STATUS_TEXT,
  withdrawal: { [WITHDRAW_STATUS.applied]: '待审核', 1: '已审核', 2: '已到账', 3: '提现失败' },
  cashback: SETTLEMENT_STATUS_LABEL,
  invoice: { [INVOICE_STATUS.issuing]: '开票中', 1: '已开票', 2: '已作废', 3: '未通过' },
  goods: { 0: '下架', 1: '上架' },
  staff: { 0: '停用', 1: '正常' },
  coupon: { 0: '已停发', 1: '发放中' },
  gift_card: { 0: '已冻结', 1: '正常' },
  shopper: { 0: '已冻结', 1: '正常' }
}

const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`
const maskPhone = (v: string) => (/^1\d{10}$/.test(v) ? `${v.slice(0, 3)}****${v.slice(-4)}` : v)

/** One value as text; `key` and `entity` choose the words for codes (状态 2 → 已到账, role finance → 财务). */
export function valueText(entity: string, key: string, v: unknown): string {
  const k = snake(key)
  if (v === null || v === undefined || v === '') return '—'
  if (typeof v === 'boolean') return v ? '是' : '否'
  if (typeof v === 'number') {
    if (k === 'status' && STATUS[entity]?.[v] !== undefined) return STATUS[entity][v]
    if (MONEY.has(k)) return yuan(v)
    return String(v)
  }
  if (typeof v === 'string') {
    if (k === 'role') return (ROLES as Record<string, string>)[v] ?? v
    if (k === 'phone') return maskPhone(v)
    if (k === 'detail' || k === 'content') return v.length > 40 ? `${v.replace(/<[^>]+>/g, '').slice(0, 40)}…` : v
    return v.length > 80 ? `${v.slice(0, 80)}…` : v
  }
  if (Array.isArray(v)) {
    if (k === 'images') return `${v.length} 张`
    if (k === 'issued_to') return `${v.length} 位用户`
    if (k === 'region_stock')
      return v.map((r: { warehouse_id?: number; stock?: number }) => `仓库${r.warehouse_id}: ${r.stock}`).join('，')
    if (v.every((x) => typeof x !== 'object')) return v.join('、')
    return `${v.length} 项`
  }
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>
    // An address (return address or an order's): one line, the phone masked.
    if ('address' in o || 'full' in o)
      return [o.name, typeof o.phone === 'string' ? maskPhone(o.phone) : '', o.full ?? o.address]
        .filter(Boolean)
        .join(' ')
    const s = JSON.stringify(v)
    return s.length > 80 ? `${s.slice(0, 80)}…` : s
  }
  return String(v)
}

export interface Change {
  label: string
  before: string
  after: string
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

type Sku = { id?: number; specs?: Array<{ value?: string }>; [k: string]: unknown }

/** A goods' SKUs, matched by id: 规格「大份」· 库存: 30 → 25. */
function skuChanges(before: unknown, after: unknown): Change[] {
  const b = Array.isArray(before) ? (before as Sku[]) : []
  const a = Array.isArray(after) ? (after as Sku[]) : []
  const ids = [...new Set([...b, ...a].map((s) => s.id))]
  return ids.flatMap((id) => {
    const x = b.find((s) => s.id === id)
    const y = a.find((s) => s.id === id)
    const name = `规格「${((y ?? x)?.specs ?? []).map((s) => s.value).join(' ') || id}」`
    if (!x || !y) return [{ label: name, before: x ? '有' : '—', after: y ? '有' : '已删除' }]
    return fieldChanges('goods', x, y).map((c) => ({ ...c, label: `${name} · ${c.label}` }))
  })
}

function fieldChanges(entity: string, b: Record<string, unknown>, a: Record<string, unknown>): Change[] {
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !HIDDEN.has(snake(k)))
  return keys.flatMap((k) => {
    if (k === 'specs' || k === 'sales') return []
    if (k === 'skus') return skuChanges(b[k], a[k])
    if (JSON.stringify(b[k]) === JSON.stringify(a[k])) return []
    return [{ label: labelOf(k), before: valueText(entity, k, b[k]), after: valueText(entity, k, a[k]) }]
  })
}

/**
 * The fields an entry changed, each as label: before → after. A creation lists what was set (before —), a deletion
 * what was there (after —); a field with the same value on both sides is left out. At most 40 lines.
 */
export function changesOf(entity: string, before: unknown, after: unknown): Change[] {
  // A snapshot that is a list (the goods' SKUs of a stock edit) compares as the goods' skus.
  if (Array.isArray(before) || Array.isArray(after)) return skuChanges(before, after).slice(0, 40)
  return fieldChanges(entity, record(before), record(after)).slice(0, 40)
}
