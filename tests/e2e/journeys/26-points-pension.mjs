import assert from 'node:assert/strict'
import { ok, onPage, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'points from the dev grant → points-redemption → 300 points into pension with a confirm → result page'

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y, careMetrics }) {
  const phone = newPhone()
  let token

  await step('log in; a tester is granted 500 points (points otherwise come from received orders)', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await ok(api, '/api/dev/points/grant', { phone, points: 500 })
    await page.goto(hashUrl('/pages/points-redemption/index'))
    await page.locator('.pr-head__points', { hasText: '500' }).waitFor()
    await page.locator('.pr-flow__row', { hasText: '积分发放' }).waitFor()
    await shot(page, 'points-redemption')
    await a11y(page, 'points-redemption')
  })

  await step('type 300: the page previews ¥3.00 of pension; 兑换养老金 asks first', async () => {
    const input = page.locator('input[name="points"]')
    await input.click()
    await input.pressSequentially('300', { delay: 20 })
    await page.waitForFunction(() =>
      document.querySelector('.pr-card__gets')?.textContent?.replace(/\s/g, '').endsWith('¥3.00')
    )
    await page.locator('.pr-card__submit').tap()
    await page.locator('.taro-modal__foot').waitFor()
    await shot(page, 'points-confirm')
    await page.locator('.taro-modal__foot >> text=确认兑换').tap()
  })

  await step('the result page says what was exchanged; the server agrees', async () => {
    await onPage(page, '/pages/points-redemption-status/index')
    await page.getByText('兑换成功').waitFor()
    await page.locator('.prs-detail', { hasText: '¥3.00' }).waitFor()
    assert.match((await page.locator('.prs-detail').textContent()).replace(/\s/g, ''), /使用积分300剩余积分200/)
    await shot(page, 'points-result')
    await a11y(page, 'points-redemption-status')
    assert.equal((await ok(api, '/points/info', {}, token)).points, 200)
    const flow = await ok(api, '/points/flow', {}, token)
    assert.equal(flow.list[0].delta, -300)
    assert.equal(flow.list[0].reason_text, '兑换养老金')
  })

  await step('care mode (长辈版): points-redemption in large text with large actions, still axe-clean', async () => {
    await page.goto(hashUrl('/pages/points-redemption/index?care=1'))
    await page.locator('.care-mode .pr-head__points', { hasText: '200' }).waitFor()
    const m = await careMetrics(page, {
      text: ['.care-mode .pr-card__title', '.care-mode .pr-flow__reason', '.care-mode .pr-card__gets'],
      targets: ['.care-mode .pr-card__submit', '.care-mode .pr-card__all']
    })
    assert.deepEqual(m.problems, [], m.problems.join('\n'))
    await shot(page, 'points-redemption-care')
    await a11y(page, 'points-redemption (care mode)')
  })
}
