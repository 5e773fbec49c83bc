import assert from 'node:assert/strict'
import { ok, onPage, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'a scanned gift code (/scan-for-pension?code=) credits a scan-gift flow once; a second scan is refused'

const CODE = 'NEWYEAR-888'

export default async function ({ page, step, login, api, storage, baseUrl, newPhone, shot, a11y }) {
  const phone = newPhone()
  let token

  await step('log in', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
  })

  await step('the code from the address: the gift is looked up, 立即领取 claims it', async () => {
    // The custom route of spec section 2, as a printed QR code would carry it.
    await page.goto(`${baseUrl}/#/scan-for-pension?code=${CODE}`)
    await page.locator('.sfp__gift', { hasText: '8.88' }).waitFor()
    await a11y(page, 'scan-for-pension (gift)')
    await page.locator('.sfp__btn', { hasText: '立即领取' }).tap()
    await page.locator('.result-screen__title', { hasText: '领取成功' }).waitFor()
    await shot(page, 'scan-claimed')
    await a11y(page, 'scan-for-pension (claimed)')
  })

  await step('the overview shows one 扫码赠送 flow of ¥8.88', async () => {
    await page.locator('.result-screen__btn--primary', { hasText: '查看养老金账户' }).tap()
    await onPage(page, '/pages/pension-overview/index')
    const row = page.locator('.pov-flow', { hasText: '扫码赠送' })
    await row.first().waitFor()
    assert.equal(await row.count(), 1)
    assert.match(await row.innerText(), /8\.88/)
    const flows = await ok(api, '/pensionaccount/flow2', { type: 2, page: 1, page_size: 15 }, token)
    assert.equal(flows.total, 1)
    assert.equal(flows.list[0].amount, 888)
  })

  await step('scanning the same code again is refused, and so is a second claim', async () => {
    await page.goto(`${baseUrl}/#/scan-for-pension?code=${CODE}`)
    await page.locator('.result-screen__title', { hasText: '您已领取过该二维码的养老金' }).waitFor()
    await shot(page, 'scan-again')
    await a11y(page, 'scan-for-pension (already claimed)')
    const again = await api('/api/v1/wechat/scanpension', { code: CODE, get: 1 }, token)
    assert.equal(again.errno, 2751)
    assert.equal(again.error, '您已领取过该二维码的养老金')
    const flows = await ok(api, '/pensionaccount/flow2', { type: 2, page: 1, page_size: 15 }, token)
    assert.equal(flows.total, 1, 'a second scan credited the gift again')
  })

  await step('an unknown code says why it cannot be used', async () => {
    await page.goto(`${baseUrl}/#/scan-for-pension?code=NO-SUCH-CODE`)
    await page.locator('.result-screen', { hasText: '二维码无效或活动已结束' }).waitFor()
    await a11y(page, 'scan-for-pension (unknown code)')
  })
}
