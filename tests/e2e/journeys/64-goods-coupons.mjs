import assert from 'node:assert/strict'
import { layoutProblems } from '../lib/layout.mjs'
import { ok, skuOf, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'goods-info → 领券 sheet (coupons of this goods, claim, 已领取), 服务 and 规格参数 sheets, 客服; normal and care mode'

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y }) {
  const phone = newPhone()
  let token
  let sku

  await step('the goods page of a fresh food shows 领券, its promises, its parameters and 客服', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    sku = await skuOf(api, '赣南脐橙')
    await page.goto(hashUrl(`/pages/goods-info/index?sku_id=${sku}`))
    const rows = page.locator('.goods-svc')
    await rows.getByRole('button', { name: /^领券/ }).waitFor()
    await rows.getByRole('button', { name: /服务：24小时内发货 · 满99元包邮 · 不支持七天无理由退货/ }).waitFor()
    await rows.getByRole('button', { name: /^参数：品牌 品类 规格 保质期 储存方式/ }).waitFor()
    await rows.getByRole('button', { name: /^客服/ }).waitFor()
    await rows.scrollIntoViewIfNeeded()
    await shot(page, 'goods-info-service-rows')
    await a11y(page, 'goods-info (service rows)')
  })

  await step('服务 and 参数 open their sheets with the sentences and the table', async () => {
    await page.locator('.goods-svc').getByRole('button', { name: /^服务/ }).tap()
    const promise = page.getByRole('dialog', { name: '服务说明' })
    await promise.getByText('生鲜等特殊商品，签收后如有质量问题请联系客服').waitFor()
    await shot(page, 'goods-info-promises')
    await a11y(page, 'goods-info (服务说明)')
    await promise.getByRole('button', { name: '关闭' }).tap()
    await promise.waitFor({ state: 'detached' })
    await page.locator('.goods-svc').getByRole('button', { name: /^参数/ }).tap()
    const table = page.getByRole('table', { name: '规格参数' })
    await table.waitFor()
    const rows = await table.getByRole('row').allTextContents()
    assert.ok(
      rows.some((r) => r.replace(/\s/g, '') === '品牌赣州果业'),
      rows.join(' | ')
    )
    assert.ok(
      rows.some((r) => r.replace(/\s/g, '') === '规格5斤装/9斤装'),
      rows.join(' | ')
    )
    await shot(page, 'goods-info-params')
    await a11y(page, 'goods-info (规格参数)')
    await page.getByRole('dialog', { name: '规格参数' }).getByRole('button', { name: '关闭' }).tap()
  })

  await step('领券 lists the coupons of this goods with their rules; 立即领取 claims 生鲜专享券', async () => {
    await page.locator('.goods-svc').getByRole('button', { name: /^领券/ }).tap()
    const sheet = page.getByRole('dialog', { name: '领券' })
    const fresh = sheet.locator('.mc-card', { hasText: '生鲜专享券' })
    await fresh.waitFor()
    await fresh.locator('.mc-rules__toggle').tap()
    await fresh.getByText('适用范围：仅限食品生鲜商品').waitFor()
    await shot(page, 'goods-coupons')
    await a11y(page, 'goods-info (领券)')
    await fresh.locator('.mc-card__use', { hasText: '立即领取' }).tap()
    await fresh.locator('.mc-card__use', { hasText: '已领取' }).waitFor()
    const mine = await ok(api, '/coupon/list', { status: 'unused' }, token)
    assert.deepEqual(
      mine.list.map((c) => c.name),
      ['生鲜专享券']
    )
    await page.locator('.taro__toast').waitFor({ state: 'hidden' })
    await shot(page, 'goods-coupons-claimed')
    await sheet.getByRole('button', { name: '关闭' }).tap()
  })

  await step('a goods outside the coupon scope is not offered it', async () => {
    const soap = await skuOf(api, '植物洗衣液')
    await page.goto(hashUrl(`/pages/goods-info/index?sku_id=${soap}`))
    await page
      .locator('.goods-svc')
      .getByRole('button', { name: /服务：48小时内发货 · 满99元包邮 · 七天无理由退货/ })
      .waitFor()
    await page.locator('.goods-svc').getByRole('button', { name: /^领券/ }).tap()
    const sheet = page.getByRole('dialog', { name: '领券' })
    await sheet.locator('.mc-card', { hasText: '新人无门槛券' }).waitFor()
    assert.equal(await sheet.locator('.mc-card', { hasText: '生鲜专享券' }).count(), 0)
    await sheet.getByRole('button', { name: '关闭' }).tap()
  })

  await step('care mode: the rows and the 领券 sheet at care sizes, nothing overlapping or wrapping', async () => {
    await page.goto(hashUrl(`/pages/goods-info/index?sku_id=${sku}&care=1`))
    const rows = page.locator('.care-mode .goods-svc')
    await rows.waitFor()
    await rows.scrollIntoViewIfNeeded()
    // The rows' own findings (the page's other parts are the sweep's).
    const m = await layoutProblems(page, { care: true })
    assert.deepEqual(
      m.problems.filter((p) => p.includes('goods-svc')),
      []
    )
    await shot(page, 'goods-info-service-rows-care')
    await rows.getByRole('button', { name: /^领券/ }).tap()
    await page.getByRole('dialog', { name: '领券' }).locator('.mc-card', { hasText: '生鲜专享券' }).waitFor()
    await shot(page, 'goods-coupons-care')
    await a11y(page, 'goods-info (领券, care mode)')
  })
}
