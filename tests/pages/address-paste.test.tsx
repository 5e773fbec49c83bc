import Taro from '@tarojs/taro'
import AddressActionPage, { ADDRESS_TEXT, PASTE_TEXT, planFill } from '@/pages/address-action/index'
import { parseAddressText, saveAddress } from '@/services/api/address'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { useCareStore } from '@/stores/care'
import type { Address, ParsedAddress } from '@contract/schemas/address'
import { fontSizeOf, loadRules } from '../jest/css-sizes'
import { $, attrOf, find, mount, textOf } from '../jest/render'

jest.mock('@/services/api/address', () => ({
  getAddressInfo: jest.fn(),
  getAddressList: jest.fn(),
  saveAddress: jest.fn(),
  deleteAddress: jest.fn(),
  parseAddressText: jest.fn()
}))
// The picker loads districts from the server; the paste fills its value without opening it.
jest.mock('@/features/address/district-picker', () => ({
  __esModule: true,
  ...jest.requireActual('@/features/address/district-picker/value'),
  default: () => null
}))
// Taro's textarea mounts slowly on a busy machine.
jest.setTimeout(30_000)

const parseMock = parseAddressText as jest.MockedFunction<typeof parseAddressText>
const saveMock = saveAddress as jest.MockedFunction<typeof saveAddress>

const PASTED = '王阿姨 13800138000 浙江省杭州市西湖区文三路90号3幢501'
/** What /addr/parse answers for PASTED (tests/server/address-parse.test.ts proves the server side). */
const PARSED: ParsedAddress = {
  name: '王阿姨',
  phone: '13800138000',
  phone_rejected: false,
  districts: [
    { code: '330000', name: '浙江省' },
    { code: '330100', name: '杭州市' },
    { code: '330106', name: '西湖区' }
  ],
  district_complete: true,
  province_code: '330000',
  city_code: '330100',
  area_code: '330106',
  detail: '文三路90号3幢501'
}
const PARTIAL: ParsedAddress = {
  ...PARSED,
  phone: '',
  phone_rejected: true,
  districts: PARSED.districts.slice(0, 2),
  district_complete: false,
  province_code: '',
  city_code: '',
  area_code: ''
}

type Utils = Awaited<ReturnType<typeof mount>>
const flush = async (utils: Utils) => {
  for (let i = 0; i < 5; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}
const tap = (utils: Utils, el: Element) => utils.act(async () => void utils.fireEvent.click(el))
const inputOf = (name: string) => $(`input[name="${name}"]`) as HTMLInputElement
async function type(utils: Utils, selector: string, value: string) {
  const el = (await find(selector)) as HTMLInputElement | HTMLTextAreaElement
  el.value = value
  await utils.act(() => utils.fireEvent.input(el))
}
const lastOf = (selector: string) => Array.from(document.querySelectorAll(selector)).pop() as HTMLElement
const summary = () => textOf($('.addr-paste__summary'))

describe('智能识别 on the address form', () => {
  let toastSpy: jest.SpyInstance

  beforeEach(() => {
    window.history.replaceState(null, '', '/#/pages/address-action/index')
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 'tok', uid: 7 })
    parseMock.mockReset().mockResolvedValue(PARSED)
    saveMock.mockReset().mockImplementation(async (b) => ({ ...b, id: 9, is_default: true }) as unknown as Address)
    toastSpy = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as ReturnType<typeof Taro.getCurrentPages>)
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'navigateBack:ok' })
  })
  afterEach(() => {
    jest.restoreAllMocks()
    useCareStore.setState({ choice: null, auto: false })
    document.documentElement.classList.remove('care-mode')
  })

  it('fills every field from a paste, says so, and saves the codes as usual', async () => {
    const utils = await mount(AddressActionPage)
    await type(utils, 'textarea', `  ${PASTED}\n`)
    await tap(utils, lastOf('.addr-paste__parse'))
    await flush(utils)
    expect(parseMock).toHaveBeenCalledWith({ text: PASTED })
    expect(inputOf('name').value).toBe('王阿姨')
    expect(inputOf('phone').value).toBe('13800138000')
    expect(inputOf('detail').value).toBe('文三路90号3幢501')
    expect(textOf()).toContain('浙江省 杭州市 西湖区')
    expect(summary()).toBe('已识别收货人、手机号码、所在地区、详细地址，请核对后保存')
    expect(toastSpy).toHaveBeenCalledWith(expect.objectContaining({ title: PASTE_TEXT.toastAll, icon: 'success' }))

    await tap(utils, lastOf('.addr-form__submit'))
    await flush(utils)
    expect(saveMock).toHaveBeenCalledWith({
      name: '王阿姨',
      phone: '13800138000',
      province_code: '330000',
      city_code: '330100',
      area_code: '330106',
      detail: '文三路90号3幢501',
      is_default: false
    })
  })

  it('leaves what it could not read for the shopper and names it; nothing is saved unchecked', async () => {
    parseMock.mockResolvedValueOnce(PARTIAL)
    const utils = await mount(AddressActionPage)
    // A phone typed before is cleared: the pasted number was meant, and it is no mobile.
    await type(utils, 'input[name="phone"]', '13912345678')
    await type(utils, 'textarea', '王阿姨 0571-88886666 浙江省杭州市文三路90号3幢501')
    await tap(utils, lastOf('.addr-paste__parse'))
    await flush(utils)
    expect(inputOf('name').value).toBe('王阿姨')
    expect(inputOf('phone').value).toBe('')
    expect(inputOf('detail').value).toBe('文三路90号3幢501')
    // The district field still asks to be picked: a half-read district is not filled.
    expect(textOf($('.picker-field__row'))).toContain('请选择省 / 市 / 区')
    expect(summary()).toBe(
      '已识别收货人、详细地址；手机号码（不是有效的手机号）、所在地区（仅识别到浙江省 杭州市）未识别，请手动填写'
    )
    expect(toastSpy).toHaveBeenCalledWith(expect.objectContaining({ title: PASTE_TEXT.toastSome }))
    await tap(utils, lastOf('.addr-form__submit'))
    await flush(utils)
    expect(saveMock).not.toHaveBeenCalled()
    expect(await attrOf('input[name="phone"]', 'aria-invalid', 'true')).toBe('true')
    expect(textOf()).toContain(ADDRESS_TEXT.districtRequired)
  })

  it('asks for text before calling the server, and clears the box', async () => {
    const utils = await mount(AddressActionPage)
    await tap(utils, lastOf('.addr-paste__parse'))
    expect(parseMock).not.toHaveBeenCalled()
    expect(toastSpy).toHaveBeenCalledWith(expect.objectContaining({ title: PASTE_TEXT.empty }))
    await type(utils, 'textarea', PASTED)
    await tap(utils, lastOf('.addr-paste__clear'))
    await flush(utils)
    expect(document.querySelector('.addr-paste__clear')).toBeNull()
  })

  it('labels the box for assistive technology and announces the result', async () => {
    await mount(AddressActionPage)
    const area = await find('textarea')
    const label = document.getElementById(area.getAttribute('aria-labelledby') ?? '')
    expect(label?.textContent).toBe(PASTE_TEXT.label)
    expect($('.addr-paste__summary').getAttribute('aria-live')).toBe('polite')
  })

  it('in care mode: text >= 18 px, buttons 20 px, the main action 60 px tall', async () => {
    const rules = loadRules('src/app.scss', 'src/pages/address-action/paste-box.scss')
    useCareStore.getState().setCareMode(true)
    await mount(AddressActionPage)
    await find('textarea')
    const size = (sel: string) => fontSizeOf(rules, lastOf(sel))
    expect(size('.addr-paste__label')).toBe(18)
    expect(size('.addr-paste__input')).toBe(18)
    expect(size('.addr-paste__summary')).toBe(18)
    expect(size('.addr-paste__parse')).toBe(20)
    const parse = rules.find((r) => r.selector === '.addr-paste__parse' && 'height' in r.decls)
    expect(parse?.decls.height).toBe('var(--tap-main)')
    const care = rules.find((r) => r.selector === '.care-mode' && '--tap-main' in r.decls)
    expect(parseFloat(care?.decls['--tap-main'] ?? '0') / 2).toBeGreaterThanOrEqual(60)
  })
})

describe('planFill', () => {
  it('keeps the fields a paste says nothing about', () => {
    const none: ParsedAddress = { ...PARTIAL, name: '', phone_rejected: false, districts: [], detail: '' }
    expect(planFill(none)).toEqual({
      summary: '未能识别出收货信息；收货人、手机号码、所在地区、详细地址未识别，请手动填写',
      found: 0
    })
  })

  it('gives the picker value of a path that ends early (a municipality)', () => {
    const bj = planFill({
      ...PARSED,
      districts: [
        { code: '110000', name: '北京市' },
        { code: '110105', name: '朝阳区' }
      ]
    })
    expect(bj.district).toEqual({
      province: { code: '110000', name: '北京市' },
      city: { code: '110105', name: '朝阳区' },
      area: { code: '110105', name: '朝阳区' }
    })
  })
})
