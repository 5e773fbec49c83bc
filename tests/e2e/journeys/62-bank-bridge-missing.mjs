import assert from 'node:assert/strict'
import { storedSlice } from '../lib/helpers.mjs'
import { onPage } from '../lib/order-helpers.mjs'
import { idNo, ok } from '../lib/bank-helpers.mjs'

export const title =
  "bank-bridge without this tab's opening state, or with another account's, stops with a way back; an interrupted opening resumes"

const MISSING = '缺少继续所需的信息'
const FOREIGN = '该操作由其他账号发起'

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y }) {
  const phone = newPhone()
  let token
  let uid

  await step('return to bank-bridge with nothing saved: a clear error, the way home and to the progress', async () => {
    await login(page, phone)
    const auth = storedSlice(await storage(page), 'auth')
    token = auth.accessToken
    uid = auth.uid
    const queried = []
    page.on('request', (r) => r.url().includes('/pension/account/queryopen') && queried.push(r.url()))
    await page.goto(hashUrl('/pages/bank-bridge/index?bankId=3&businessNo=SBO1234567890&result=success'))
    await page.getByText(MISSING, { exact: false }).waitFor()
    await page.locator('.nut-button', { hasText: '返回首页' }).waitFor()
    await page.locator('.pf-link', { hasText: '查看我的开户进度' }).waitFor()
    assert.equal(queried.length, 0, 'the bridge asked the bank about an opening it never started')
    await shot(page, 'bank-bridge-missing')
    await a11y(page, 'bank-bridge (missing state)')
  })

  await step('state saved by another account is refused, never continued for this one', async () => {
    await page.evaluate((other) => {
      const stamp = (data) => JSON.stringify({ data: { bridge: 1, uid: other, data } })
      sessionStorage.setItem('mili-mall:opa:business_no', stamp('SBO999'))
      sessionStorage.setItem('mili-mall:opa:bank_id', stamp(3))
    }, uid + 1000)
    await page.goto(hashUrl('/pages/bank-bridge/index?bankId=3&businessNo=SBO999'))
    await page.reload()
    await page.getByText(FOREIGN, { exact: false }).waitFor()
    await shot(page, 'bank-bridge-foreign')
    await a11y(page, 'bank-bridge (foreign state)')
    await page.evaluate(() => sessionStorage.clear())
  })

  await step('an opening left at the bank (app closed there) resumes through the account continuation', async () => {
    await ok(api, '/api/v1/user/saveidentity', { name: '周中断', idNo: idNo() }, token)
    const open = await ok(api, '/api/pension/account/openurl', { bankId: 3 }, token)
    await page.goto(hashUrl('/pages/bank-bridge/index?bankId=3&businessNo=' + open.businessNo))
    await page.getByText(MISSING, { exact: false }).waitFor()
    await page.locator('.pf-link', { hasText: '查看我的开户进度' }).tap()
    await onPage(page, '/pages/bind-pension-account-status/index')
    await page.getByText('开户处理中').waitFor()
    await page.locator('.nut-button', { hasText: '重新选择银行' }).waitFor()
    await shot(page, 'opening-processing')
    await a11y(page, 'bind-pension-account-status (processing)')
    const check = await ok(api, '/api/v1/pensionaccount/check', {}, token)
    assert.equal(check.last_opening.business_no, open.businessNo)
    assert.equal(check.bank_opened, false, 'nothing is bound while the bank has not answered')
  })

  await step('choosing a bank again shows the unfinished opening and lets the user start over', async () => {
    await page.locator('.nut-button', { hasText: '重新选择银行' }).tap()
    await onPage(page, '/pages/choose-pension-bank/index')
    await page.getByText('您有一笔开户申请尚未完成', { exact: false }).waitFor()
    await a11y(page, 'choose-pension-bank (unfinished opening)')
  })

  await step('the promotion pages show the unfinished opening too: 银行开户 and /opa-bank-list', async () => {
    await page.goto(hashUrl('/pages/open-account-landing/index?opaId=1'))
    await page.locator('.opa-landing__start', { hasText: '继续开户' }).waitFor()
    await page.getByText('您有一笔开户申请尚未完成', { exact: false }).waitFor()
    await shot(page, 'open-account-landing')
    await a11y(page, 'open-account-landing')
    await page.goto(hashUrl('/opa-bank-list?opaId=1'))
    await page.locator('.pf-bank-list__row', { hasText: '平安银行' }).waitFor()
    await a11y(page, 'promotion-bank-list')
    await page.locator('.pf-bank-list__row', { hasText: '平安银行' }).tap()
    await onPage(page, '/pages/third-party-account-opening/index')
    await page.locator('.opening__go', { hasText: '前往平安银行开户' }).waitFor()
  })
}
