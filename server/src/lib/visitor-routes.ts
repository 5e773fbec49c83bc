import type { FastifyRequest } from 'fastify'

/**
 * POST routes a visitor (no live token) may call: the catalogue, content, login and SMS, districts, the bank list
 * and protocol, and startup reports. Every other POST under /api needs a login, and a visitor gets errno 1006 before
 * the body is read or validated, so the answer to a visitor says nothing about a route's schema. A new public
 * route goes here; a route left out is protected, which is the safe way to forget.
 */
export const VISITOR_ROUTES = new Set([
  '/api/v1/app/home',
  '/api/v1/app/theme',
  '/api/v1/app/run',
  '/api/v1/app/report',
  '/api/v1/wechat/jssdkconfig',
  '/api/v1/article/list',
  '/api/v1/article/info',
  '/api/v1/category/list',
  '/api/v1/goods/search',
  '/api/v1/goods/hotwords',
  '/api/v1/goods/info',
  '/api/v1/goods/activities',
  '/api/v1/goods/stock',
  '/api/v1/activity/info',
  // 分享海报's code: bounded by the goods on sale and the groups that exist (each made once), so visitors share too.
  '/api/v1/goods/share-code',
  '/api/v1/review/list',
  '/api/v1/user/phonelogin',
  '/api/v1/wechat/userinfo',
  '/api/v1/wechat/mplogin',
  '/api/v1/wechat/phonelogin',
  '/api/v1/alipay/phonelogin',
  '/api/v1/wechat/applogin',
  '/api/v1/alipay/mplogin',
  '/api/v1/user/applelogin',
  '/api/v1/wechat/bindphone',
  '/api/v1/user/bindphone',
  '/api/v1/wechat/code',
  '/api/service/sms/sendcode',
  '/api/service/district/list',
  '/api/service/district/next',
  '/api/pension/account/banklist',
  '/api/pension/account/banklistv2',
  '/api/pension/account/gfprotocol'
])

/**
 * Outside the rule: development tools, the payment gateway's callbacks and sandbox cashier (no shopper token), and
 * the operator console (staff session, server/src/admin/route.ts).
 */
const OWN_AUTH = ['/api/dev/', '/api/payment/', '/api/admin/']

/** True when this request's route needs a login before anything else is looked at. */
export function needsLogin(req: FastifyRequest): boolean {
  const url = req.routeOptions.url
  if (req.method !== 'POST' || !url?.startsWith('/api/')) return false
  return !OWN_AUTH.some((p) => url.startsWith(p)) && !VISITOR_ROUTES.has(url)
}
