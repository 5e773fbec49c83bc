import assert from 'node:assert/strict'
import { ok, tokenOf } from '../lib/order-helpers.mjs'

export const title = 'my-coupon → 领券中心 → claim 新人无门槛券 → it shows under 可使用, rules open'

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y }) {
  const phone = newPhone()
  let token

  await step('a new shopper has no coupon: 可使用 is empty and offers 去领券', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await page.goto(hashUrl('/pages/my-coupon/index'))
    await page.getByRole('tab', { name: '可使用(0)' }).waitFor()
    await page.getByText('暂无可用的优惠券').waitFor()
    await shot(page, 'my-coupon-empty')
    await a11y(page, 'my-coupon')
  })

  await step('领券中心 lists the coupons on offer; 立即领取 claims one', async () => {
    await page.locator('.mc-entry').tap()
    const offer = page.locator('.mc-center .mc-card', { hasText: '新人无门槛券' })
    await offer.waitFor()
    await shot(page, 'coupon-centre')
    await a11y(page, 'my-coupon (coupon centre)')
    await offer.locator('.mc-card__use', { hasText: '立即领取' }).tap()
    await offer.locator('.mc-card__use', { hasText: '已领取' }).waitFor()
    await page.locator('.mc-center__close').tap()
  })

  await step('the claimed coupon is under 可使用 with its amount, threshold and rules', async () => {
    await page.getByRole('tab', { name: '可使用(1)' }).waitFor()
    const card = page.locator('.my-coupon__list .mc-card', { hasText: '新人无门槛券' })
    await card.waitFor()
    const text = (await card.textContent()).replace(/\s/g, '')
    assert.match(text, /¥5\.00/)
    assert.match(text, /无门槛/)
    assert.match(text, /全场通用/)
    await card.locator('.mc-rules__toggle').tap()
    await card.getByText('优惠内容：无门槛减5').waitFor()
    const list = await ok(api, '/coupon/list', { status: 'unused' }, token)
    assert.deepEqual(
      list.list.map((c) => c.name),
      ['新人无门槛券']
    )
    await page.locator('.taro__toast').waitFor({ state: 'hidden' })
    await shot(page, 'my-coupon-claimed')
    await a11y(page, 'my-coupon (claimed)')
  })
}
