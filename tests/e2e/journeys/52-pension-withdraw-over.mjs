import assert from 'node:assert/strict'
import { ok, tokenOf } from '../lib/order-helpers.mjs'
import {
  claimGift,
  confirmModal,
  fillWithdrawCode,
  openBankAccount,
  withdrawCodeByApi
} from '../lib/pension-helpers.mjs'

export const title =
  'a withdrawal above the withdrawable amount is refused: by the form, and by the server when the form is stale'

export default async function (ctx) {
  const { page, step, login, api, storage, hashUrl, newPhone, shot, a11y } = ctx
  const phone = newPhone()
  let token
  let funded

  await step('log in; an opened account holding one scan gift', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await openBankAccount(ctx, token, phone)
    funded = await claimGift(api, token, 'PENSION2024')
  })

  await step('the form refuses more than the withdrawable amount and sends nothing', async () => {
    await page.goto(hashUrl('/pages/apply-pension-withdrawal/index'))
    await page.locator('input[name="amount"]').waitFor()
    const max = (funded / 100).toFixed(2)
    assert.match(await page.locator('.apw-form__bounds').innerText(), new RegExp(max.replace('.', '\\.')))
    let applied = false
    page.on('request', (r) => {
      if (r.url().includes('/pensionaccount/apply')) applied = true
    })
    await page.locator('input[name="amount"]').fill(((funded + 1) / 100).toFixed(2))
    await page.locator('.apw__submit').tap()
    await page.locator('.form-field__error', { hasText: `金额不能超过¥${max}` }).waitFor()
    assert.equal(applied, false, 'the form sent an amount above the bound')
    await shot(page, 'withdraw-over-form')
    await a11y(page, 'apply-pension-withdrawal (over the bound)')
  })

  await step(
    'spent elsewhere meanwhile: the server refuses, the page says why beside the field and keeps the amount',
    async () => {
      await ok(api, '/pensionaccount/apply', { amount: 100, verify_code: await withdrawCodeByApi(ctx, phone) }, token)
      const all = (funded / 100).toFixed(2)
      await page.locator('input[name="amount"]').fill(all)
      await fillWithdrawCode(page, ctx, phone)
      const answer = page.waitForResponse((r) => r.url().includes('/pensionaccount/apply'))
      await page.locator('.apw__submit').tap()
      await confirmModal(page, '确认提取')
      const body = await (await answer).json()
      assert.equal(body.errno, 2702)
      await page.locator('.form-field__error', { hasText: body.error }).waitFor()
      assert.equal(await page.locator('input[name="amount"]').inputValue(), all)
      // The form now knows the server's figure.
      const left = ((funded - 100) / 100).toFixed(2)
      assert.match(await page.locator('.apw-form__bounds').innerText(), new RegExp(left.replace('.', '\\.')))
      await shot(page, 'withdraw-over-server')
      await a11y(page, 'apply-pension-withdrawal (server refusal)')
      const list = await ok(api, '/pensionaccount/applylist', { page: 1 }, token)
      assert.equal(list.total, 1, 'the refused application was recorded')
    }
  )
}
