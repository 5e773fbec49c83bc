import { and, count, desc, eq, exists, isNotNull } from 'drizzle-orm'
import { PROVIDER_VARS } from '../config'
import { categories, homeTemplates, returnAddresses, skus, spus } from '../db/schema'
import type { Ctx } from '../lib/context'
import type { Readiness, ReadinessItem } from '@contract/admin/readiness'

/*
 * What a shop still needs before it can sell, for the console's 概览 (docs/deploy.md, First start in production: an
 * empty shop). A production start makes an empty shop; each item here is done once an operator (or the server's
 * settings) has provided it. Read at each call, never cached: the operator comes back to 概览 to see an item clear.
 */

const PAYMENT_NAMES: Record<string, string> = { wechatpay: '微信支付', alipay: '支付宝' }

/** A provider is ready when it is real, or a sandbox where a demo is announced (development, DEMO_MODE=1). */
function provider(ctx: Ctx, kind: 'payment' | 'express') {
  const value = ctx.config.providers[kind]
  const sandbox = value === PROVIDER_VARS[kind].sandbox
  const demo = ctx.config.env !== 'production' || ctx.config.demoMode
  return { value, sandbox, done: !sandbox || demo }
}

/** The active home page's sections; a stored page that is not JSON counts as none. */
function homeSections(data: string | undefined) {
  try {
    const parsed = JSON.parse(data ?? '{}') as { components?: unknown }
    return Array.isArray(parsed.components) ? parsed.components.length : 0
  } catch {
    return 0
  }
}

export async function readiness(ctx: Ctx): Promise<Readiness> {
  const { db } = ctx
  const [cats] = await db.select({ n: count() }).from(categories)
  // Goods go into a second-level category (admin/goods.ts): a tree of top levels alone cannot hold any.
  const [subs] = await db.select({ n: count() }).from(categories).where(isNotNull(categories.parentId))
  // On shelf and with a SKU to buy: a goods item without one shows shoppers nothing to add to the cart.
  const [onShelf] = await db
    .select({ n: count() })
    .from(spus)
    .where(and(eq(spus.status, 1), exists(db.select({ id: skus.id }).from(skus).where(eq(skus.spuId, spus.id)))))
  const [home] = await db
    .select({ data: homeTemplates.data })
    .from(homeTemplates)
    .where(eq(homeTemplates.active, true))
    .orderBy(desc(homeTemplates.id))
    .limit(1)
  const [returns] = await db.select({ n: count() }).from(returnAddresses)
  const sections = homeSections(home?.data)
  const pay = provider(ctx, 'payment')
  const express = provider(ctx, 'express')
  const companies = ctx.providers.express.companies().length
  const payNames = pay.value
    .split(',')
    .map((n) => PAYMENT_NAMES[n.trim()] ?? n.trim())
    .join('、')

  const items: ReadinessItem[] = [
    {
      key: 'category',
      title: '新建商品分类',
      done: Number(subs.n) > 0,
      detail:
        Number(subs.n) > 0
          ? `已有 ${cats.n} 个分类`
          : Number(cats.n) > 0
            ? '还需一个二级分类：商品放在二级分类里'
            : '还没有分类：每件商品放在一个二级分类里',
      link: '/categories'
    },
    {
      key: 'goods',
      title: '上架一件商品',
      done: Number(onShelf.n) > 0,
      detail: Number(onShelf.n) > 0 ? `${onShelf.n} 件商品在售` : '还没有在售的商品',
      link: '/goods'
    },
    {
      key: 'home',
      title: '发布首页',
      done: sections > 0,
      detail: sections > 0 ? `首页已发布，共 ${sections} 个版块` : '首页还是空白：在首页装修中添加版块并发布',
      link: '/home'
    },
    {
      key: 'payment',
      title: '接入支付',
      done: pay.done,
      detail: !pay.sandbox
        ? `已接入：${payNames}`
        : pay.done
          ? '演示：沙箱支付，不会真的收款（正式开店请设置 PAYMENT_PROVIDER，见部署文档）'
          : '未接入支付：请设置 PAYMENT_PROVIDER（见部署文档）',
      link: null
    },
    {
      key: 'return_address',
      title: '设置默认退货地址',
      done: Number(returns.n) > 0,
      detail: Number(returns.n) > 0 ? '已设置' : '还没有退货地址：同意退货时要告诉用户寄到哪里',
      link: '/aftersales'
    },
    {
      key: 'courier',
      title: '接入快递',
      done: express.done && companies > 0,
      detail: !express.sandbox
        ? `已接入快递查询，可选 ${companies} 家快递公司`
        : express.done
          ? '演示：沙箱快递，单号与轨迹为模拟（正式开店请设置 EXPRESS_PROVIDER，见部署文档）'
          : '未接入快递：请设置 EXPRESS_PROVIDER（见部署文档）',
      link: null
    }
  ]
  return { ready: items.every((i) => i.done), items }
}
