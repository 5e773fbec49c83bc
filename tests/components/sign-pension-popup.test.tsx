import Taro from '@tarojs/taro'
import SignPensionPopup, {
  SIGN_PENSION_TEXT,
  localDay,
  shouldOfferSignPension,
  type SignPensionConditions
} from '@/components/sign-pension-popup'
import { SIGN_PENSION_DISMISSED_KEY } from '@/constants/storage-keys'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { CARE_DEFAULTS, useCareStore } from '@/stores/care'
import { useGlobalStore } from '@/stores/global'
import { PENSION_DEFAULTS, useProfileStore } from '@/stores/profile'
import { readStorage } from '@/utils/storage'
import { $, mount } from '../jest/render'

const base: SignPensionConditions = {
  isLogin: true,
  pension: { pension_amount_total: 500, pension_for_open: 500, bank_account_no: '' },
  channel: '',
  careMode: false,
  pensionVisible: true,
  dismissedOn: null,
  today: '2025-01-02'
}

describe('shouldOfferSignPension', () => {
  it('offers it to a logged-in user with cashback and no pension account', () => {
    expect(shouldOfferSignPension(base)).toBe(true)
  })

  it('never for visitors, users without cashback or with an account, laoling, care mode, a hidden pension', () => {
    expect(shouldOfferSignPension({ ...base, isLogin: false })).toBe(false)
    expect(
      shouldOfferSignPension({ ...base, pension: { ...base.pension, pension_amount_total: 0, pension_for_open: 0 } })
    ).toBe(false)
    expect(shouldOfferSignPension({ ...base, pension: { ...base.pension, bank_account_no: '**** 1234' } })).toBe(false)
    expect(shouldOfferSignPension({ ...base, channel: 'laoling' })).toBe(false)
    expect(shouldOfferSignPension({ ...base, careMode: true })).toBe(false)
    expect(shouldOfferSignPension({ ...base, pensionVisible: false })).toBe(false)
  })

  it('not again on the day it was dismissed, but the next day', () => {
    expect(shouldOfferSignPension({ ...base, dismissedOn: '2025-01-02' })).toBe(false)
    expect(shouldOfferSignPension({ ...base, dismissedOn: '2025-01-01' })).toBe(true)
  })
})

describe('SignPensionPopup', () => {
  beforeEach(() => {
    window.localStorage.clear()
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 't', uid: 1 })
    useProfileStore.setState({ pension: { ...PENSION_DEFAULTS, pension_amount_total: 1234, pension_for_open: 1234 } })
    useGlobalStore.setState({ appcode: '' })
    useCareStore.setState(CARE_DEFAULTS)
  })
  afterEach(() => jest.restoreAllMocks())

  it('shows what waits for the account; 暂不开通 closes it for the rest of the day', async () => {
    const utils = await mount(SignPensionPopup)
    expect($('.sign-pension-popup__dialog').getAttribute('role')).toBe('dialog')
    expect($('.sign-pension-popup__amount').textContent).toContain('12.34')
    const later = Array.from(document.querySelectorAll('.sign-pension-popup__btn')).find(
      (b) => b.textContent === SIGN_PENSION_TEXT.later
    ) as HTMLElement
    await utils.act(async () => void utils.fireEvent.click(later))
    expect(document.querySelector('.sign-pension-popup')).toBeNull()
    expect(readStorage(SIGN_PENSION_DISMISSED_KEY)).toBe(localDay())
  })

  it('立即开通 goes to choose a bank and answers for today: it stays closed after that', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
    const utils = await mount(SignPensionPopup)
    await utils.act(async () => void utils.fireEvent.click($('.sign-pension-popup__btn')))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/choose-pension-bank/index' })
    expect(document.querySelector('.sign-pension-popup')).toBeNull()
    // Another page mounting it later the same day: still closed.
    utils.unmout()
    await mount(SignPensionPopup)
    expect(document.querySelector('.sign-pension-popup')).toBeNull()
  })

  it('is never shown for the laoling channel', async () => {
    useGlobalStore.setState({ appcode: 'laoling' })
    await mount(SignPensionPopup)
    expect(document.querySelector('.sign-pension-popup')).toBeNull()
  })

  it('is never shown in care mode', async () => {
    useCareStore.setState({ choice: true })
    await mount(SignPensionPopup)
    expect(document.querySelector('.sign-pension-popup')).toBeNull()
  })
})
