import assert from 'node:assert/strict'
import { ok, onPage, tokenOf } from '../lib/order-helpers.mjs'
import { openBankAccount } from '../lib/pension-helpers.mjs'

export const title = 'the opened-account lottery: in through /bjbank-lottery-draw, drawn once, a second draw refused'

export default async function (ctx) {
  const { page, context, step, login, api, storage, baseUrl, hashUrl, newPhone, shot, a11y } = ctx
  const phone = newPhone()
  let token
  let stale

  await step('log in: without an account the lottery asks to open one first', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await page.goto(hashUrl('/pages/opened-an-account-lottery/index'))
    await page.getByText('开通养老金银行账户后才能参与抽奖').waitFor()
    await a11y(page, 'opened-an-account-lottery (no account)')
  })

  await step('with an opened account, the bank link lands on the lottery', async () => {
    await openBankAccount(ctx, token, phone)
    await page.goto(`${baseUrl}/#/bjbank-lottery-draw`)
    await onPage(page, '/pages/opened-an-account-lottery/index')
    await page.locator('.lot-btn--draw', { hasText: '立即抽奖' }).waitFor()
    await shot(page, 'lottery')
    await a11y(page, 'opened-an-account-lottery')
    // A second tab left open on the same page, before the draw.
    stale = await context.newPage()
    await stale.goto(page.url())
    await stale.locator('.lot-btn--draw', { hasText: '立即抽奖' }).waitFor()
  })

  await step('立即抽奖 draws once: the result is shown and the draw button is gone', async () => {
    await page.locator('.lot-btn--draw').tap()
    await page.locator('.lot-result').waitFor()
    assert.equal(await page.locator('.lot-btn--draw').count(), 0)
    const info = await ok(api, '/prizedrawactivity/info', {}, token)
    assert.equal(info.drawn, true)
    assert.ok(info.prize, 'no prize recorded')
    await page.locator('.lot-result', { hasText: info.prize.kind === 0 ? '感谢参与' : info.prize.name }).waitFor()
    if (info.prize.kind === 1) await page.locator('.lot-btn', { hasText: '填写收货地址' }).waitFor()
    await shot(page, 'lottery-drawn')
    await a11y(page, 'opened-an-account-lottery (drawn)')
  })

  await step("the second tab's draw is refused with the server's message, then shows the same result", async () => {
    const before = await ok(api, '/prizedrawactivity/info', {}, token)
    await stale.locator('.lot-btn--draw').tap()
    await stale.locator('.lot-refusal', { hasText: '您已参与过本次抽奖，每人限抽一次' }).waitFor()
    await stale.locator('.lot-result').waitFor()
    await a11y(stale, 'opened-an-account-lottery (second draw refused)')
    await shot(stale, 'lottery-second-draw')
    const after = await ok(api, '/prizedrawactivity/info', {}, token)
    assert.deepEqual(after.prize, before.prize, 'the second draw changed the prize')
    await stale.close()
  })

  await step('a bank link naming an unknown activity stops on the bridge with the reason and a way home', async () => {
    await page.goto(`${baseUrl}/#/bjbank-lottery-draw?activity_id=999999`)
    await page.getByRole('alert').getByText('抽奖活动不存在').waitFor()
    await page.locator('.bridge-state .result-screen__btn', { hasText: '返回首页' }).waitFor()
    await a11y(page, 'bjbank-lottery-draw-bridge (unknown activity)')
  })
}
