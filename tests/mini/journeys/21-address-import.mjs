import assert from 'node:assert/strict'
import { ok } from '../../e2e/lib/order-helpers.mjs'

export const title =
  'address-action: 导入微信 / 支付宝收货地址 (chooseAddress / my.getAddress) fills the form with district codes; save'

const BEIJING = {
  userName: '王小明',
  telNumber: '13912345678',
  provinceName: '北京市',
  cityName: '北京市',
  countyName: '朝阳区',
  detailInfo: '建国路88号1单元101',
  nationalCode: '110105',
  postalCode: '100020'
}

export default async function ({ mp, platform, step, login, token, api, see }) {
  const label = platform === 'weapp' ? '导入微信收货地址' : '导入支付宝收货地址'
  await step("log in; the address form offers the host's address", async () => {
    await login()
    await mp.go('navigateTo', '/pages/address-action/index')
    await mp.find({ cls: 'addr-import', text: label })
  })
  await step("backing out of the host's sheet changes nothing", async () => {
    mp.host.currentAddress = null
    await mp.tap({ cls: 'addr-import' })
    await mp.find({ cls: 'addr-import', text: label })
    await see('请选择省 / 市 / 区')
  })
  await step('the chosen address fills the form, 北京市 朝阳区 mapped to its codes', async () => {
    mp.host.currentAddress = BEIJING
    await mp.tap({ cls: 'addr-import' })
    await see('北京市 朝阳区')
    await mp.waitFor(() => mp.log.toasts.some((t) => t.text === '已导入，请核对后保存'), { what: 'the imported toast' })
  })
  await step('saving stores province 110000 and area 110105', async () => {
    await mp.tap({ cls: 'addr-form__submit' })
    const saved = await mp.waitFor(() => mp.requests.find((r) => r.path.endsWith('/addr/add')), { what: '/addr/add' })
    assert.deepEqual(
      [saved.body.province_code, saved.body.area_code, saved.body.name, saved.body.phone],
      ['110000', '110105', '王小明', '13912345678']
    )
    // Saved, the form goes back: by then the server holds the address.
    await mp.waitFor(() => mp.route() !== '/pages/address-action/index', { what: 'leaving the form' })
    const list = await ok(api, '/addr/list', {}, token())
    assert.deepEqual([list[0].province, list[0].area, list[0].detail], ['北京市', '朝阳区', '建国路88号1单元101'])
  })
}
