import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { Permission } from '@contract/admin/roles'

/** One console page: its menu entry, the permission that shows it, and its code (loaded when first opened). */
export interface PageDef {
  path: string
  label: string
  perm: Permission
  page: LazyExoticComponent<ComponentType>
}

/** The menu, in the order operators use it. A role without a page's permission sees no entry (and gets 403 anyway). */
export const PAGES: PageDef[] = [
  { path: '/goods', label: '商品', perm: 'goods:read', page: lazy(() => import('./pages/goods-list')) },
  // 仓库 keeps stock: its own screen, since the goods editor needs goods:write.
  { path: '/stock', label: '库存', perm: 'stock:write', page: lazy(() => import('./pages/stock')) },
  { path: '/categories', label: '分类', perm: 'category:write', page: lazy(() => import('./pages/categories')) },
  { path: '/activities', label: '活动', perm: 'activity:write', page: lazy(() => import('./pages/activities')) },
  { path: '/home', label: '首页装修', perm: 'site:write', page: lazy(() => import('./pages/site/home-editor')) },
  { path: '/theme', label: '主题', perm: 'site:write', page: lazy(() => import('./pages/site/theme')) },
  { path: '/articles', label: '文章', perm: 'content:write', page: lazy(() => import('./pages/site/articles')) },
  { path: '/messages', label: '消息', perm: 'message:send', page: lazy(() => import('./pages/site/messages')) },
  { path: '/coupons', label: '优惠券', perm: 'coupon:read', page: lazy(() => import('./pages/wallet/coupons')) },
  { path: '/cards', label: '购物卡', perm: 'money:read', page: lazy(() => import('./pages/wallet/cards')) },
  { path: '/orders', label: '订单', perm: 'order:read', page: lazy(() => import('./pages/orders')) },
  { path: '/aftersales', label: '售后', perm: 'order:read', page: lazy(() => import('./pages/aftersale/aftersales')) },
  {
    path: '/withdrawals',
    label: '提现审核',
    perm: 'money:read',
    page: lazy(() => import('./pages/money/withdrawals'))
  },
  { path: '/groups', label: '拼团', perm: 'order:read', page: lazy(() => import('./pages/money/groups')) },
  { path: '/settlement', label: '返现结算', perm: 'money:read', page: lazy(() => import('./pages/money/settlement')) },
  { path: '/reconcile', label: '对账', perm: 'money:read', page: lazy(() => import('./pages/money/reconcile')) },
  { path: '/invoices', label: '发票', perm: 'money:read', page: lazy(() => import('./pages/money/invoices')) },
  { path: '/shoppers', label: '用户', perm: 'shopper:read', page: lazy(() => import('./pages/shoppers/shoppers')) },
  { path: '/reviews', label: '评价', perm: 'review:write', page: lazy(() => import('./pages/shoppers/reviews')) },
  { path: '/support', label: '在线客服', perm: 'support:read', page: lazy(() => import('./pages/support')) },
  { path: '/dashboard', label: '概览', perm: 'dashboard:read', page: lazy(() => import('./pages/dashboard')) },
  { path: '/audit', label: '操作日志', perm: 'audit:read', page: lazy(() => import('./pages/account/audit')) },
  { path: '/staff', label: '员工', perm: 'staff:manage', page: lazy(() => import('./pages/account/staff')) }
]

/** Pages reached from another page, not from the menu. */
export const GoodsEditPage = lazy(() => import('./pages/goods-edit'))
