import assert from 'node:assert/strict'
import { ok } from '../../e2e/lib/order-helpers.mjs'

export const title =
  '智能识别 on address-action in the compiled program: a partial paste fills what it found and says what is left; a whole one fills every field with district codes; saved'

const NAME = { placeholder: '请填写收货人姓名' }
const PHONE = { placeholder: '请填写收货人手机号' }
const DETAIL = { placeholder: '街道、楼牌号等' }

export default async function ({ mp, step, login, token, api, see }) {
  const value = (q) => mp.findAll(q)[0]?.attrs.value ?? ''
  const parses = () => mp.requests.filter((r) => r.path.endsWith('/addr/parse'))
  const box = { cls: 'addr-paste__input' }

  async function paste(text) {
    const before = parses().length
    await mp.input(box, text)
    await mp.tap({ cls: 'addr-paste__parse' })
    await mp.waitFor(() => parses().length === before + 1 && parses().at(-1).status, { what: '/addr/parse' })
    assert.deepEqual(parses().at(-1).body, { text })
  }

  await step('log in; the address form offers 智能识别', async () => {
    await login()
    await mp.go('navigateTo', '/pages/address-action/index')
    await mp.find({ text: '智能识别', exact: true })
    await mp.find(box)
  })

  await step(
    'a paste with a 10-digit phone and no street: what it found is filled, the rest said and left',
    async () => {
      await paste('李先生，电话1380013800，浙江省杭州市西湖区')
      await see('已识别收货人、所在地区')
      await see('手机号码（不是有效的手机号）、详细地址未识别，请手动填写')
      await mp.waitFor(() => mp.log.toasts.some((t) => t.text === '部分信息未识别，请手动填写'), {
        what: 'the partial toast'
      })
      assert.equal(value(NAME), '李先生')
      assert.equal(value(PHONE), '', 'a phone that is not one was put in the form')
      assert.equal(value(DETAIL), '')
      await see('浙江省 杭州市 西湖区')
    }
  )

  await step('the whole address: every field filled, then saved with the district codes', async () => {
    await paste('王阿姨 13800138000 浙江省杭州市西湖区文三路90号3幢501')
    await see('已识别收货人、手机号码、所在地区、详细地址，请核对后保存')
    await mp.waitFor(() => mp.log.toasts.some((t) => t.text === '已识别，请核对后保存'), { what: 'the toast' })
    assert.deepEqual([value(NAME), value(PHONE), value(DETAIL)], ['王阿姨', '13800138000', '文三路90号3幢501'])
    await mp.tap({ cls: 'addr-form__submit' })
    const saved = await mp.waitFor(() => mp.requests.find((r) => r.path.endsWith('/addr/add')), { what: '/addr/add' })
    assert.deepEqual(
      [saved.body.name, saved.body.phone, saved.body.province_code, saved.body.city_code, saved.body.area_code],
      ['王阿姨', '13800138000', '330000', '330100', '330106']
    )
    assert.equal(saved.body.detail, '文三路90号3幢501')
    await mp.waitFor(() => mp.route() !== '/pages/address-action/index', { what: 'leaving the form' })
    const list = await ok(api, '/addr/list', {}, token())
    assert.deepEqual(
      [list[0].name, list[0].province, list[0].city, list[0].area, list[0].detail],
      ['王阿姨', '浙江省', '杭州市', '西湖区', '文三路90号3幢501']
    )
  })
}
