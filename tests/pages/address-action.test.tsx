import Taro from '@tarojs/taro'
import AddressActionPage, { ADDRESS_RULES, ADDRESS_TEXT } from '@/pages/address-action/index'
import ChooseAddressPage from '@/pages/choose-address/index'
import { getAddressInfo, getAddressList, saveAddress } from '@/services/api/address'
import { ADDRESS_CHOSEN_EVENT, CHOSEN_ADDRESS_KEY } from '@/constants/order'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import type { Address } from '@contract/schemas/address'
import { sessionGet, sessionRemove } from '@/utils/storage'
import { validateFields } from '@/utils/validate'
import { $, attrOf, find, mount, textOf } from '../jest/render'

jest.mock('@/services/api/address', () => ({
  getAddressInfo: jest.fn(),
  getAddressList: jest.fn(),
  saveAddress: jest.fn(),
  deleteAddress: jest.fn()
}))
// The picker loads districts from the server; the form only needs its confirm.
jest.mock('@/features/address/district-picker', () => {
  const actual = jest.requireActual('@/features/address/district-picker/value')
  return {
    __esModule: true,
    ...actual,
    default: ({ visible, onConfirm }: { visible: boolean; onConfirm: (v: unknown) => void }) =>
      visible ? (
        <button
          className='fake-district'
          onClick={() =>
            onConfirm({
              province: { code: '440000', name: '广东省' },
              city: { code: '440300', name: '深圳市' },
              area: { code: '440305', name: '南山区' }
            })
          }
        >
          pick
        </button>
      ) : null
  }
})

const infoMock = getAddressInfo as jest.MockedFunction<typeof getAddressInfo>
const listMock = getAddressList as jest.MockedFunction<typeof getAddressList>
const saveMock = saveAddress as jest.MockedFunction<typeof saveAddress>

const ADDRESS: Address = {
  id: 5,
  name: '王小明',
  phone: '13812345678',
  province_code: '440000',
  province: '广东省',
  city_code: '440300',
  city: '深圳市',
  area_code: '440305',
  area: '南山区',
  detail: '科技园南区1栋101',
  is_default: false,
  full_address: '广东省深圳市南山区科技园南区1栋101'
}

type Utils = Awaited<ReturnType<typeof mount>>
const inputOf = (name: string) => $(`input[name="${name}"]`) as HTMLInputElement
async function type(utils: Utils, name: string, value: string) {
  const input = (await find(`input[name="${name}"]`)) as HTMLInputElement
  input.value = value
  await utils.act(() => utils.fireEvent.input(input))
}
const tap = (utils: Utils, el: Element) => utils.act(async () => void utils.fireEvent.click(el))
const flush = async (utils: Utils) => {
  for (let i = 0; i < 5; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}
const submitButton = () => Array.from(document.querySelectorAll('.addr-form__submit')).pop() as HTMLElement
const errorTexts = () => Array.from(document.querySelectorAll('[role="alert"]')).map((e) => e.textContent)

describe('address form rules', () => {
  it('names every missing field and checks the phone by the spec rule', () => {
    expect(validateFields({ name: '', phone: '', district: '', detail: '' }, ADDRESS_RULES)).toEqual({
      name: ADDRESS_TEXT.nameRequired,
      phone: ADDRESS_TEXT.phoneRequired,
      district: ADDRESS_TEXT.districtRequired,
      detail: ADDRESS_TEXT.detailRequired
    })
    const ok = { name: '王', district: '广东省 深圳市 南山区', detail: '1号' }
    for (const bad of ['12812345678', '1381234567', '138123456789', '11812345678'])
      expect(validateFields({ ...ok, phone: bad }, ADDRESS_RULES)).toEqual({ phone: ADDRESS_TEXT.phoneInvalid })
    for (const good of ['13812345678', '14712345678', '15012345678', '17712345678', '18812345678'])
      expect(validateFields({ ...ok, phone: good }, ADDRESS_RULES)).toEqual({})
    expect(validateFields({ ...ok, phone: '13812345678', name: '王'.repeat(21) }, ADDRESS_RULES)).toEqual({
      name: ADDRESS_TEXT.nameTooLong
    })
  })
})

describe('address-action page', () => {
  let back: jest.SpyInstance

  beforeEach(() => {
    window.localStorage.clear()
    window.sessionStorage.clear()
    sessionRemove(CHOSEN_ADDRESS_KEY)
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 'tok', uid: 7 })
    infoMock.mockReset().mockResolvedValue(ADDRESS)
    saveMock.mockReset().mockResolvedValue({ ...ADDRESS, id: 9 })
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}, {}] as ReturnType<typeof Taro.getCurrentPages>)
    back = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'navigateBack:ok' })
  })
  afterEach(() => jest.restoreAllMocks())

  it('points at each invalid field and sends nothing', async () => {
    window.history.replaceState(null, '', '/#/pages/address-action/index')
    const utils = await mount(AddressActionPage)
    await type(utils, 'phone', '12345678901')
    await tap(utils, submitButton())
    await flush(utils)
    expect(saveMock).not.toHaveBeenCalled()
    expect(errorTexts()).toEqual([
      ADDRESS_TEXT.nameRequired,
      ADDRESS_TEXT.phoneInvalid,
      ADDRESS_TEXT.districtRequired,
      ADDRESS_TEXT.detailRequired
    ])
    expect(await attrOf('input[name="phone"]', 'aria-invalid', 'true')).toBe('true')
  })

  it('adds an address with the picked district and hands it back to the page that asked', async () => {
    window.history.replaceState(null, '', '/#/pages/address-action/index?from=order-confirm&back=2')
    const heard: Address[] = []
    const listener = (a: Address) => heard.push(a)
    Taro.eventCenter.on(ADDRESS_CHOSEN_EVENT, listener)
    const utils = await mount(AddressActionPage)
    await type(utils, 'name', '王小明')
    await type(utils, 'phone', '13812345678')
    await type(utils, 'detail', '科技园南区1栋101')
    await tap(utils, $('.picker-field__row'))
    await tap(utils, $('.fake-district'))
    expect(textOf()).toContain('广东省 深圳市 南山区')
    await tap(utils, $('[role="checkbox"]'))
    await tap(utils, submitButton())
    await flush(utils)
    expect(saveMock).toHaveBeenCalledTimes(1)
    expect(saveMock.mock.calls[0][0]).toEqual({
      name: '王小明',
      phone: '13812345678',
      province_code: '440000',
      city_code: '440300',
      area_code: '440305',
      detail: '科技园南区1栋101',
      is_default: true
    })
    expect(heard.map((a) => a.id)).toEqual([9])
    expect(sessionGet<Address>(CHOSEN_ADDRESS_KEY)?.id).toBe(9)
    expect(back).toHaveBeenCalledWith({ delta: 2 })
    Taro.eventCenter.off(ADDRESS_CHOSEN_EVENT, listener)
  })

  it('edits: fills the form, keeps what was typed when the server refuses, saves with the id', async () => {
    window.history.replaceState(null, '', '/#/pages/address-action/index?id=5')
    saveMock.mockRejectedValueOnce(new Error('参数 area_code 不属于所选城市'))
    const utils = await mount(AddressActionPage)
    await flush(utils)
    expect(infoMock).toHaveBeenCalledWith({ id: 5 })
    await find('input[name="name"]')
    expect(inputOf('name').value).toBe('王小明')
    await type(utils, 'detail', '科技园北区2栋')
    await tap(utils, submitButton())
    await flush(utils)
    expect(inputOf('detail').value).toBe('科技园北区2栋')
    expect(back).not.toHaveBeenCalled()
    await tap(utils, submitButton())
    await flush(utils)
    expect(saveMock).toHaveBeenCalledTimes(2)
    expect(saveMock.mock.calls[1][0]).toMatchObject({ id: 5, detail: '科技园北区2栋', area_code: '440305' })
    // Not opened by an asking page: only back, no hand-over.
    expect(back).toHaveBeenCalledWith({ delta: 1 })
    expect(sessionGet(CHOSEN_ADDRESS_KEY)).toBeNull()
  })
})

describe('choose-address page', () => {
  beforeEach(() => {
    sessionRemove(CHOSEN_ADDRESS_KEY)
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 'tok', uid: 7 })
    listMock.mockReset().mockResolvedValue([{ ...ADDRESS, id: 1, is_default: true }, ADDRESS])
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as ReturnType<typeof Taro.getCurrentPages>)
  })
  afterEach(() => jest.restoreAllMocks())

  it('marks the current one and hands the tapped one back', async () => {
    window.history.replaceState(null, '', '/#/pages/choose-address/index?from=order-confirm&id=1')
    const back = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'navigateBack:ok' })
    const heard: number[] = []
    const listener = (a: Address) => heard.push(a.id)
    Taro.eventCenter.on(ADDRESS_CHOSEN_EVENT, listener)
    const utils = await mount(ChooseAddressPage)
    await flush(utils)
    const radios = Array.from(document.querySelectorAll('[role="radio"]'))
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['true', 'false'])
    await tap(utils, radios[1])
    await flush(utils)
    expect(heard).toEqual([5])
    expect(sessionGet<Address>(CHOSEN_ADDRESS_KEY)?.id).toBe(5)
    expect(back).toHaveBeenCalledWith({ delta: 1 })
    Taro.eventCenter.off(ADDRESS_CHOSEN_EVENT, listener)
  })
})
