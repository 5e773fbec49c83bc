import assert from 'node:assert/strict'
import { tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'the custom routes open in path form (/opa-bank-list?opaId=, /scan-for-pension?code=, /bjbank-lottery-draw?…) ' +
  'and at their page paths (/#/pages/promotion-bank-list/index), with their query strings'

const GIFT = 'NEWYEAR-888'

/** The visible page's nav title. */
const navTitle = (page, text) => page.locator('.nav-bar__title:visible', { hasText: text })

export default async function ({ page, step, login, storage, baseUrl, newPhone, shot, a11y }) {
  await step(
    'a printed link /opa-bank-list?opaId=1 opens the promotion bank list, the hash form in the bar',
    async () => {
      await page.goto(`${baseUrl}/opa-bank-list?opaId=1`)
      await navTitle(page, '开户银行列表').waitFor({ timeout: 20_000 })
      await page.locator('.opa-banks').first().waitFor()
      const url = new URL(page.url())
      assert.equal(url.hash, '#/opa-bank-list?opaId=1')
      assert.equal(await page.getByText('您访问的页面不存在或已下线').count(), 0)
      await shot(page, 'opa-bank-list-path-form')
      await a11y(page, 'promotion-bank-list (path form)')
    }
  )

  await step(
    'a link shared from the mini program (/#/pages/promotion-bank-list/index) opens the same page',
    async () => {
      await page.goto('about:blank')
      await page.goto(`${baseUrl}/#/pages/promotion-bank-list/index?opaId=1`)
      await navTitle(page, '开户银行列表').waitFor({ timeout: 20_000 })
      assert.equal(new URL(page.url()).hash, '#/opa-bank-list?opaId=1')
      assert.equal(await page.getByText('页面不存在').count(), 0, 'the 404 view is up')
    }
  )

  await step('a page path pasted into an open shop is taken too', async () => {
    await page.evaluate(() => {
      window.location.hash = '#/pages/promotion-bank-list/index?opaId=1&from=paste'
    })
    await page.waitForURL((u) => u.hash === '#/opa-bank-list?opaId=1&from=paste')
    await navTitle(page, '开户银行列表').waitFor()
  })

  await step('/scan-for-pension?code= (path form, logged in) looks the gift up by its code', async () => {
    await login(page, newPhone())
    assert.ok(await tokenOf(storage, page))
    await page.goto('about:blank')
    await page.goto(`${baseUrl}/scan-for-pension?code=${GIFT}`)
    await page.locator('.sfp__gift', { hasText: '8.88' }).waitFor({ timeout: 20_000 })
    assert.equal(new URL(page.url()).hash, `#/scan-for-pension?code=${GIFT}`)
    await shot(page, 'scan-for-pension-path-form')
  })

  await step('/bjbank-lottery-draw?activity_id= (path form) reaches the bridge with its query', async () => {
    await page.goto('about:blank')
    await page.goto(`${baseUrl}/bjbank-lottery-draw?activity_id=999999`)
    // The bridge read activity_id from the query: it names the unknown activity.
    await page.getByRole('alert').getByText('抽奖活动不存在').waitFor({ timeout: 20_000 })
    assert.equal(new URL(page.url()).hash, '#/bjbank-lottery-draw?activity_id=999999')
    await a11y(page, 'bjbank-lottery-draw-bridge (path form)')
  })
}
