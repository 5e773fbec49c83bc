import assert from 'node:assert/strict'
import { staffSession } from '../lib/admin-staff.mjs'
import { ok, skuOf, tokenOf } from '../lib/order-helpers.mjs'
import { layoutProblems } from '../lib/layout.mjs'

export const title =
  '到货提醒 on a sold-out goods (instead of a dead button), 开抢提醒 on a flash sale not started; 仓库 restocks in the console and the reminder reaches the message centre once; normal and care mode'

// 丹东99草莓 is seeded sold out and 空气炸锅 has the demo's one flash sale that starts tomorrow
// (server/src/db/seed/demo/catalogue.ts); no other journey buys or restocks them.
const SOLD_OUT = '丹东99草莓'
const SOON = '空气炸锅'

export default async function ({ page, browser, baseUrl, step, login, api, storage, hashUrl, newPhone, shot, a11y }) {
  const phone = newPhone()
  const deskCtx = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' })
  deskCtx.setDefaultTimeout(15_000)
  let token
  let berry
  const bar = page.locator('.goods-bar__actions')
  const action = (text) => page.locator('.goods-bar__action', { hasText: text })
  const openGoods = async (sku, care) => {
    await page.goto(hashUrl(`/pages/goods-info/index?sku_id=${sku}${care === undefined ? '' : `&care=${care}`}`))
    await page.locator('.goods-head__title').waitFor()
  }

  await step('a sold-out goods offers 到货提醒 where 已售罄 sat; tapping it sets the reminder', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    berry = await skuOf(api, SOLD_OUT)
    await openGoods(berry)
    await action('到货提醒').waitFor()
    assert.equal(await page.locator('.goods-bar__action--off').count(), 0, 'a dead button is still drawn')
    await a11y(page, 'goods-info (sold out)')
    const sent = page.waitForResponse((r) => r.url().endsWith('/reminder/subscribe'))
    await action('到货提醒').tap()
    const res = await (await sent).json()
    assert.equal(res.errno, 1, res.error)
    assert.equal(res.data.kind, 'restock')
    await page.getByText('到货后将第一时间通知您').waitFor()
    await action('已设置提醒').waitFor()
    assert.equal(await action('已设置提醒').getAttribute('aria-pressed'), 'true')
    await shot(page, 'goods-restock-set')
    // Opened again, the page remembers it (the server's list, not the tap's state).
    await openGoods(berry)
    await action('已设置提醒').waitFor()
    const mine = await ok(api, '/reminder/list', { sku_id: berry }, token)
    assert.equal(mine.list.length, 1)
    assert.equal(mine.list[0].sent_time, 0)
  })

  await step('care mode: the bar and the SKU sheet keep the reminder on one line at the larger size', async () => {
    await openGoods(berry, 1)
    await page.locator('.care-mode .goods-bar__action', { hasText: '已设置提醒' }).waitFor()
    await shot(page, 'goods-restock-care')
    let { problems } = await layoutProblems(page, { care: true })
    assert.deepEqual(problems, [], problems.join('; '))
    // The sheet opens on the sold-out SKU (nothing else is in stock) with its reminder in place of the buttons.
    await page.locator('.goods-rows__row[role="button"]').tap()
    await page.locator('.sku-sheet__action--remind', { hasText: '已设置提醒' }).waitFor()
    await shot(page, 'goods-restock-sheet-care')
    ;({ problems } = await layoutProblems(page, { care: true }))
    assert.deepEqual(problems, [], problems.join('; '))
    await openGoods(berry, 0)
  })

  await step('a flash sale not started: 原价购买 beside 开抢提醒, which toggles on and off', async () => {
    const soon = await skuOf(api, SOON)
    await openGoods(soon)
    await page.locator('.activity-band--flash', { hasText: '距开始' }).waitFor()
    await action('原价购买').waitFor()
    const sent = page.waitForResponse((r) => r.url().endsWith('/reminder/subscribe'))
    await action('开抢提醒').tap()
    assert.equal((await (await sent).json()).data.kind, 'sale_start')
    await action('已设置提醒').waitFor()
    await shot(page, 'goods-sale-start-set')
    await a11y(page, 'goods-info (flash sale not started)')
    const cancelled = page.waitForResponse((r) => r.url().endsWith('/reminder/cancel'))
    await action('已设置提醒').tap()
    assert.equal((await (await cancelled).json()).errno, 1)
    await action('开抢提醒').waitFor()
    const left = await ok(api, '/reminder/list', { sku_id: soon }, token)
    assert.equal(left.list.length, 0)
    await openGoods(soon, 1)
    await page.locator('.care-mode .goods-bar__action', { hasText: '开抢提醒' }).waitFor()
    await shot(page, 'goods-sale-start-care')
    const { problems } = await layoutProblems(page, { care: true })
    assert.deepEqual(problems, [], problems.join('; '))
    await openGoods(soon, 0)
  })

  await step('仓库 counts 20 strawberries in 库存; the reminder goes out once, to the message centre', async () => {
    const desk = await staffSession(deskCtx, baseUrl, 'warehouse', '仓库小李')
    await desk.getByRole('menuitem', { name: '库存' }).click()
    await desk.getByPlaceholder('商品名称').fill(SOLD_OUT)
    await desk.getByRole('button', { name: /查\s*询/ }).click()
    const row = desk.getByRole('row', { name: new RegExp(SOLD_OUT) })
    await row.getByText('调整').first().click()
    const dialog = desk.getByRole('dialog')
    await dialog.getByLabel('库存（件）').fill('20')
    await dialog.getByLabel('调整原因').fill('到货入库')
    await dialog.getByRole('button', { name: /确\s*定/ }).click()
    await desk.getByText('库存已调整为 20 件').waitFor()
    const mine = await ok(api, '/reminder/list', { sku_id: berry }, token)
    assert.ok(mine.list[0].sent_time > 0, 'the reminder was not marked sent')
    const inbox = await ok(api, '/message/list', { page: 1, page_size: 20 }, token)
    const told = inbox.list.filter((m) => m.title === '到货提醒')
    assert.equal(told.length, 1, 'one 到货提醒 in the message centre')
    assert.match(told[0].content, new RegExp(`${SOLD_OUT}.*已到货`))
  })

  await step('the shopper reads it in 消息中心 and finds the goods for sale again', async () => {
    await page.goto(hashUrl('/pages/message-list/index'))
    await page.locator('.message__title', { hasText: '到货提醒' }).waitFor()
    await shot(page, 'message-restock')
    await openGoods(berry)
    await action('立即购买').waitFor()
    await action('加入购物车').waitFor()
    assert.equal(await bar.getByText('到货提醒').count(), 0)
  })
}
