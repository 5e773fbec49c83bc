import assert from 'node:assert/strict'
import { devices } from 'playwright-core'
import { ok, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  "address-action in WeChat's browser: 导入微信收货地址 through a mocked JS-SDK openAddress, mapped to district codes; an unknown district is left to pick"

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 MicroMessenger/8.0.50(0x18003231) NetType/WIFI Language/zh_CN'

/**
 * WeChat's JS-SDK as the page meets it: config answers ready, openAddress answers window.__nextAddress (the JS-SDK
 * spells the county countryName) and counts its calls. Served in place of WeChat's CDN, which tests never reach.
 */
const FAKE_JSSDK = `
window.wx = {
  _ready: null,
  config: function (c) { window.__wxConfig = c; var r = this._ready; setTimeout(function () { r && r() }, 0) },
  ready: function (fn) { this._ready = fn },
  error: function () {},
  openAddress: function (o) {
    window.__openAddressCalls = (window.__openAddressCalls || 0) + 1
    var a = window.__nextAddress
    setTimeout(function () { a ? o.success(Object.assign({ errMsg: 'openAddress:ok' }, a)) : o.cancel() }, 0)
  }
}`

const BEIJING = {
  userName: '王小明',
  telNumber: '13912345678',
  provinceName: '北京市',
  cityName: '北京市',
  countryName: '朝阳区',
  detailInfo: '建国路88号1单元101',
  nationalCode: '110105',
  postalCode: '100020'
}

export default async function ({ browser, page, step, login, api, storage, hashUrl, newPhone, shot, a11y }) {
  const phone = newPhone()
  await login(page, phone)
  const token = await tokenOf(storage, page)
  // The same shopper in WeChat's browser: the session carried over, the user agent WeChat's.
  const context = await browser.newContext({
    ...devices['iPhone 12'],
    userAgent: WECHAT_UA,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    storageState: await page.context().storageState()
  })
  context.setDefaultTimeout(15_000)
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && !url.protocol.startsWith('data'),
    (r) => r.abort()
  )
  await context.route('https://res.wx.qq.com/**', (r) =>
    r.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_JSSDK })
  )
  const wx = await context.newPage()

  try {
    await step('the address form in WeChat offers 导入微信收货地址', async () => {
      await wx.goto(hashUrl('/pages/address-action/index'))
      await wx.getByRole('button', { name: '导入微信收货地址' }).waitFor()
      await shot(wx, 'address-import-offered')
      await a11y(wx, 'address-action (WeChat browser)')
    })

    await step('a district the address book does not know is left to pick, with a message', async () => {
      await wx.evaluate((a) => (window.__nextAddress = a), {
        ...BEIJING,
        userName: '李四',
        countryName: '未来新区',
        nationalCode: ''
      })
      await wx.getByRole('button', { name: '导入微信收货地址' }).tap()
      await wx.getByText('所在地区未能自动识别，请手动选择').waitFor()
      const values = await wx.locator('.addr-form input').evaluateAll((els) => els.map((e) => e.value))
      assert.ok(values.includes('李四'), values.join(','))
      await wx.getByText('请选择省 / 市 / 区').waitFor()
      await shot(wx, 'address-import-unmatched')
      await wx.locator('.taro__toast').waitFor({ state: 'hidden' })
      await a11y(wx, 'address-action (unmatched)')
    })
    await step('importing a Beijing address fills the form, 北京市 朝阳区 mapped to its codes', async () => {
      await wx.evaluate((a) => (window.__nextAddress = a), BEIJING)
      await wx.getByRole('button', { name: '导入微信收货地址' }).tap()
      await wx.getByText('北京市 朝阳区').waitFor()
      assert.equal(await wx.evaluate(() => window.__openAddressCalls), 2)
      assert.ok(
        (await wx.evaluate(() => window.__wxConfig.jsApiList)).includes('openAddress'),
        'openAddress not in the signed jsApiList'
      )
      const values = await wx.locator('.addr-form input').evaluateAll((els) => els.map((e) => e.value))
      assert.ok(values.includes('王小明') && values.includes('13912345678'), values.join(','))
      assert.ok(values.includes('建国路88号1单元101'), values.join(','))
      await wx.locator('.taro__toast').waitFor({ state: 'hidden' })
      await shot(wx, 'address-imported')
      await a11y(wx, 'address-action (imported)')
    })

    await step('saving it stores the GB/T 2260 codes', async () => {
      await wx.locator('.addr-form__submit').tap()
      await wx.waitForURL((url) => !url.hash.includes('address-action'), { timeout: 20_000 }).catch(() => undefined)
      let saved
      for (let i = 0; i < 50 && !saved; i++) {
        saved = (await ok(api, '/addr/list', {}, token)).find((a) => a.name === '王小明')
        if (!saved) await wx.waitForTimeout(100)
      }
      assert.ok(saved, 'the imported address was not saved')
      assert.deepEqual(
        [saved.province_code, saved.area_code, saved.province, saved.area, saved.phone, saved.detail],
        ['110000', '110105', '北京市', '朝阳区', '13912345678', '建国路88号1单元101']
      )
    })
  } finally {
    await context.close()
  }
}
