import Taro from '@tarojs/taro'
import MeInvoiceReceiverAddPage, { RECEIVER_TEXT, receiverRules } from '@/pages/me-invoice-receiver-add/index'
import { saveInvoiceReceiver } from '@/services/api/invoice'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { isEmail, isTaxNo } from '@/utils/tax-no'
import { validateFields } from '@/utils/validate'
import { $, attrOf, find, mount } from '../jest/render'

jest.mock('@/services/api/invoice', () => ({ saveInvoiceReceiver: jest.fn(), getInvoiceReceiverList: jest.fn() }))
const saveMock = saveInvoiceReceiver as jest.MockedFunction<typeof saveInvoiceReceiver>

const USCC = '91350211M0000XUF4R'
const blank = { title: '', tax_no: '', email: '', address: '', phone: '', bank_name: '', bank_account: '' }
const check = (kind: 1 | 2, values: Partial<typeof blank>) => {
  const v = { ...blank, ...values }
  return validateFields(
    v,
    receiverRules(kind, () => v)
  )
}

describe('invoice receiver rules', () => {
  it('checks the taxpayer number with its check character', () => {
    expect(isTaxNo(USCC)).toBe(true)
    expect(isTaxNo(USCC.toLowerCase())).toBe(true)
    expect(isTaxNo('91350211M0000XUF4T')).toBe(false)
    expect(isTaxNo('110101199001011234')).toBe(false)
    expect(isTaxNo('123456789012345')).toBe(true)
    expect(isEmail('a@b.cn')).toBe(true)
    expect(isEmail('a@b')).toBe(false)
  })

  it('wants an e-mail or a postal address, a phone with a postal address, a tax number for a company', () => {
    expect(check(1, {})).toEqual({ title: RECEIVER_TEXT.titleRequired, email: RECEIVER_TEXT.whereRequired })
    expect(check(1, { title: '个人', email: 'x@y' })).toEqual({ email: RECEIVER_TEXT.emailInvalid })
    expect(check(1, { title: '个人', email: 'me@example.com' })).toEqual({})
    expect(check(1, { title: '个人', address: '深圳市南山区1号' })).toEqual({ phone: RECEIVER_TEXT.phoneRequired })
    expect(check(1, { title: '个人', address: '深圳市南山区1号', phone: '12812345678' })).toEqual({
      phone: RECEIVER_TEXT.phoneInvalid
    })
    expect(check(1, { title: '个人', address: '深圳市南山区1号', phone: '13812345678' })).toEqual({})
    expect(check(2, { title: '某某公司', email: 'me@example.com' })).toEqual({ tax_no: RECEIVER_TEXT.taxNoRequired })
    expect(check(2, { title: '某某公司', email: 'me@example.com', tax_no: '91350211M0000XUF4T' })).toEqual({
      tax_no: RECEIVER_TEXT.taxNoInvalid
    })
    expect(check(2, { title: '某某公司', email: 'me@example.com', tax_no: USCC, bank_account: '6222abc' })).toEqual({
      bank_account: RECEIVER_TEXT.bankAccountInvalid
    })
  })
})

describe('me-invoice-receiver-add page', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 'tok', uid: 7 })
    saveMock.mockReset().mockResolvedValue({} as Awaited<ReturnType<typeof saveInvoiceReceiver>>)
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'navigateBack:ok' })
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as ReturnType<typeof Taro.getCurrentPages>)
    window.history.replaceState(null, '', '/#/pages/me-invoice-receiver-add/index')
  })
  afterEach(() => jest.restoreAllMocks())

  it('a company title: shows the tax number field, points at it, then saves it upper-cased', async () => {
    const utils = await mount(MeInvoiceReceiverAddPage)
    const type = async (name: string, value: string) => {
      const input = (await find(`input[name="${name}"]`)) as HTMLInputElement
      input.value = value
      await utils.act(() => utils.fireEvent.input(input))
    }
    const tap = (el: Element) => utils.act(async () => void utils.fireEvent.click(el))
    const flush = async () => {
      for (let i = 0; i < 5; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
    }
    expect(document.querySelector('input[name="tax_no"]')).toBeNull()
    await tap(Array.from(document.querySelectorAll('[role="radio"]'))[1])
    await type('title', '某某科技有限公司')
    await type('email', 'fapiao@example.com')
    await tap($('.receiver-form__submit'))
    await flush()
    expect(saveMock).not.toHaveBeenCalled()
    expect(await attrOf('input[name="tax_no"]', 'aria-invalid', 'true')).toBe('true')
    await type('tax_no', USCC.toLowerCase())
    await tap($('.receiver-form__submit'))
    await flush()
    expect(saveMock).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 2, title: '某某科技有限公司', tax_no: USCC, email: 'fapiao@example.com' })
    )
  })
})
