import Taro from '@tarojs/taro'
import PensionOverviewPage from '@/pages/pension-overview/index'
import { SUMMARY_TEXT } from '@/pages/pension-overview/summary'
import { EVENTS } from '@/constants/events'
import { PENSION_TEXT } from '@/constants/pension'
import { getPensionFlow, getPensionInfo, getPensionMonths } from '@/services/api/pension'
import { getPensionManageInfo, getPensionManageList } from '@/services/api/pension-manage'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { STORE_KEYS } from '@/constants/storage-keys'
import { AMOUNTS_DEFAULTS, useAmountsStore } from '@/stores/amounts'
import { PENSION_DEFAULTS, useProfileStore } from '@/stores/profile'
import { THEME_CONFIG_DEFAULTS, useThemeStore } from '@/stores/theme'
import type { FlowPage, PensionFlow, PensionInfo } from '@contract/schemas/pension'
import { $, mount, textOf } from '../jest/render'

jest.mock('@/services/api/pension', () => ({
  getPensionInfo: jest.fn(),
  getPensionFlow: jest.fn(),
  getPensionMonths: jest.fn()
}))
jest.mock('@/services/api/pension-manage', () => ({
  getPensionManageInfo: jest.fn(),
  getPensionManageList: jest.fn(),
  applyPensionManage: jest.fn()
}))

const infoMock = getPensionInfo as jest.MockedFunction<typeof getPensionInfo>
const flowMock = getPensionFlow as jest.MockedFunction<typeof getPensionFlow>

const info = (over: Partial<PensionInfo> = {}): PensionInfo => ({
  ...PENSION_DEFAULTS,
  pension_amount_total: 12345,
  accountin_total: 0,
  accountin_waiting: 2345,
  unsettled_amount: 10000,
  pension_for_open: 12345,
  ...over
})
const OPENED = info({
  accountin_total: 8000,
  accountin_waiting: 0,
  unsettled_amount: 4345,
  pension_for_open: 0,
  bank_account_no: '**** **** **** 1234',
  bank_account_name: '平安银行',
  bank_account_logo: 'http://127.0.0.1/logo.svg',
  is_show_open_btn: false,
  status: true,
  withdrawable: 8000
})
const flow = (id: number, over: Partial<PensionFlow> = {}): PensionFlow => ({
  id,
  type: 0,
  type_text: '订单返现',
  status: 0,
  status_text: '待结算',
  amount: 100 * id,
  title: `返现${id}`,
  order_id: id,
  cancelled: false,
  created_at: 1_700_000_000 + id,
  settled_at: null,
  deposited_at: null,
  cancelled_at: null,
  ...over
})
const page = (list: PensionFlow[]): FlowPage => ({
  list,
  total: list.length,
  sum: list.reduce((s, f) => s + (f.cancelled ? 0 : f.amount), 0),
  page: 1,
  page_size: 15
})

type Utils = Awaited<ReturnType<typeof mount>>
const flush = async (utils: Utils) => {
  for (let i = 0; i < 5; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}
const tap = (utils: Utils, el: Element) => utils.act(async () => void utils.fireEvent.click(el))
async function open(ready = '.pov-flow, .empty-state') {
  window.history.replaceState(null, '', '/#/pages/pension-overview/index')
  const utils = await mount(PensionOverviewPage)
  for (let i = 0; i < 100 && !document.querySelector(ready); i++) await flush(utils)
  return utils
}
const chip = (text: string) =>
  Array.from(document.querySelectorAll('.pov-chips__chip')).find((c) => textOf(c) === text) as HTMLElement

describe('pension-overview', () => {
  let navigate: jest.SpyInstance

  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 't', uid: 1 })
    useThemeStore.getState().applyTheme({ ...THEME_CONFIG_DEFAULTS })
    useProfileStore.setState({ pension: PENSION_DEFAULTS })
    useAmountsStore.setState({ ...AMOUNTS_DEFAULTS })
    infoMock.mockReset().mockResolvedValue(info())
    flowMock
      .mockReset()
      .mockResolvedValue(
        page([
          flow(3),
          flow(2, { status: 1, type: 1 }),
          flow(1, { status: 2, type: 2 }),
          flow(4, { cancelled: true, status: 0 })
        ])
      )
    ;(getPensionMonths as jest.Mock).mockReset().mockResolvedValue({
      list: [{ y: 2024, m: 5, month: '2024-05', label: '2024年5月' }]
    })
    ;(getPensionManageInfo as jest.Mock).mockReset().mockResolvedValue({ months: [] })
    navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  })
  afterEach(() => jest.restoreAllMocks())

  it('without an account: totals in exact cents, what opening lets in, and the call to open one', async () => {
    const utils = await open()
    const totals = textOf($('.pov-totals'))
    expect(totals).toContain('123.45')
    expect(textOf($('.pov-totals__part--waiting'))).toContain('23.45')
    expect(textOf($('.pov-totals__part--unsettled'))).toContain('100.00')
    expect(textOf($('.pov-totals__for-open'))).toContain('123.45')
    expect(document.querySelector('.pov-account')).toBeNull()
    expect(document.querySelector('.pov-totals__withdraw-btn')).toBeNull()
    await tap(utils, $('.pov-open__btn'))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/choose-pension-bank/index' })
    await tap(utils, $('.pov-open__promo'))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/open-account-landing/index' })
    // The store the "my" page reads is kept as fresh.
    expect(useProfileStore.getState().pension.pension_for_open).toBe(12345)
  })

  it('with an account: the bank, its masked number and 提取 while something can be withdrawn', async () => {
    infoMock.mockResolvedValue(OPENED)
    const utils = await open()
    expect(textOf($('.pov-account'))).toContain('平安银行')
    expect(textOf($('.pov-account'))).toContain('**** **** **** 1234')
    expect(document.querySelector('.pov-open')).toBeNull()
    expect(textOf($('.pov-totals__withdrawable'))).toContain('80.00')
    await tap(utils, $('.pov-totals__withdraw-btn'))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/apply-pension-withdrawal/index' })
    expect(useProfileStore.getState().pension.status).toBe(true)
  })

  it('offers no 提取 when nothing is withdrawable, but keeps the records', async () => {
    infoMock.mockResolvedValue({ ...OPENED, withdrawable: 0 })
    await open()
    expect(document.querySelector('.pov-totals__withdraw-btn')).toBeNull()
    expect(textOf($('.pov-totals'))).toContain(PENSION_TEXT.withdrawRecords)
  })

  it('lists flows with their cashback type and settlement status in words', async () => {
    await open()
    const rows = Array.from(document.querySelectorAll('.pov-flow')).map((r) => textOf(r))
    expect(rows[0]).toMatch(/订单返现.*返现3.*待结算/)
    expect(rows[1]).toMatch(/积分兑换.*待入账/)
    expect(rows[2]).toMatch(/扫码赠送.*已入账/)
    expect(rows[3]).toContain('已取消')
    expect(textOf($('.pov-flows__sum'))).toContain('6.00')
    expect(document.querySelector('.pension-tag--filled')).not.toBeNull()
  })

  it('filters by month and cashback type', async () => {
    const utils = await open()
    expect(flowMock).toHaveBeenLastCalledWith({ page: 1, page_size: 15 })
    await tap(utils, chip('扫码赠送'))
    await flush(utils)
    expect(flowMock).toHaveBeenLastCalledWith({ type: 2, page: 1, page_size: 15 })
    await tap(utils, chip('2024年5月'))
    await flush(utils)
    expect(flowMock).toHaveBeenLastCalledWith({ y: 2024, m: 5, type: 2, page: 1, page_size: 15 })
  })

  it('shows 全部 once: no lone month row while there is no month yet', async () => {
    ;(getPensionMonths as jest.Mock).mockResolvedValue({ list: [] })
    await open()
    const all = Array.from(document.querySelectorAll('.pov-chips__chip')).filter((c) => textOf(c) === '全部')
    expect(all).toHaveLength(1)
    expect(document.querySelector('[aria-label="按月份筛选"]')).toBeNull()
    expect(document.querySelector('[aria-label="按返现类型筛选"]')).not.toBeNull()
  })

  it('draws the tags outlined for pension_tag_theme 1 and puts the account first for pension_position 2', async () => {
    useThemeStore.getState().applyTheme({ ...THEME_CONFIG_DEFAULTS, pension_tag_theme: 1, pension_position: 2 })
    infoMock.mockResolvedValue(OPENED)
    await open()
    expect(document.querySelector('.pension-tag--outline')).not.toBeNull()
    expect(document.querySelector('.pension-tag--filled')).toBeNull()
    const head = $('.pov__head')
    expect(head.firstElementChild?.className).toContain('pov-account')
  })

  it('reloads when an account opening or a verification finishes', async () => {
    const utils = await open()
    const calls = infoMock.mock.calls.length
    infoMock.mockResolvedValue(OPENED)
    await utils.act(async () => void Taro.eventCenter.trigger(EVENTS.openingBankAccountSuccess))
    await flush(utils)
    expect(infoMock.mock.calls.length).toBeGreaterThan(calls)
    expect(textOf($('.pov-account'))).toContain('平安银行')
    const again = infoMock.mock.calls.length
    await utils.act(async () => void Taro.eventCenter.trigger(EVENTS.verification))
    await flush(utils)
    expect(infoMock.mock.calls.length).toBeGreaterThan(again)
  })

  it('pension management: monthly statements, one month by cashback type', async () => {
    ;(getPensionManageInfo as jest.Mock).mockResolvedValue({
      pension_amount_total: 12345,
      accountin_total: 0,
      withdrawn: 0,
      withdrawable: 0,
      this_month_income: 300,
      last_month_income: 12045,
      months: [{ month: '2024-05', income: 12045, flow_count: 3, closed: true, confirmed: false }]
    })
    const listMock = (getPensionManageList as jest.Mock).mockReset().mockResolvedValue({
      month: '2024-05',
      income: 12045,
      deposited: 0,
      cancelled: 0,
      withdrawn: 0,
      flow_count: 3,
      by_type: [{ type: 0, type_text: '订单返现', amount: 12045, count: 3 }],
      list: [],
      closed: true,
      statement: null
    })
    const utils = await open()
    await tap(utils, Array.from(document.querySelectorAll('.pov-tabs__tab'))[1])
    for (let i = 0; i < 50 && !document.querySelector('.pov-month__head'); i++) await flush(utils)
    expect(textOf($('.pov-manage'))).toContain('3.00')
    expect(textOf($('.pov-month__head'))).toMatch(/2024年5月.*120\.45.*待确认/)
    await tap(utils, $('.pov-month__head'))
    await flush(utils)
    expect(listMock).toHaveBeenLastCalledWith({ y: 2024, m: 5 })
    expect(textOf($('.pov-month__type'))).toContain('订单返现（3 笔）')
    expect(document.querySelector('.pov-month__confirm')).not.toBeNull()
    await tap(utils, chip('积分兑换'))
    await flush(utils)
    expect(listMock).toHaveBeenLastCalledWith({ y: 2024, m: 5, type: 1 })
  })

  it('the eye hides every amount of the page as ¥****, and the choice is stored', async () => {
    infoMock.mockResolvedValue(OPENED)
    const utils = await open()
    const eye = $('.pov-eye')
    expect(eye.getAttribute('role')).toBe('button')
    expect(eye.getAttribute('aria-label')).toBe('隐藏金额')
    expect(textOf($('.pov-totals'))).toContain('123.45')
    await tap(utils, eye)
    expect($('.pov-eye').getAttribute('aria-label')).toBe('显示金额')
    expect($('.pov-eye').getAttribute('aria-pressed')).toBe('true')
    expect(textOf($('.pov-totals'))).not.toMatch(/\d+\.\d\d/)
    expect(textOf($('.pov-totals'))).toContain('¥****')
    // The flows below too: no figure left on the page.
    expect(textOf($('.pov-flows'))).not.toMatch(/\d+\.\d\d/)
    expect(document.querySelectorAll('[aria-label="金额已隐藏"]').length).toBeGreaterThan(5)
    // Kept on the device through the one storage adapter: { data: <state> } under the product namespace.
    expect(JSON.parse(localStorage.getItem(STORE_KEYS.amounts) as string)).toEqual({ data: { hidden: true } })
    await tap(utils, $('.pov-eye'))
    expect(textOf($('.pov-totals'))).toContain('123.45')
    expect(JSON.parse(localStorage.getItem(STORE_KEYS.amounts) as string)).toEqual({ data: { hidden: false } })
  })

  it('opens with the amounts hidden when the shopper hid them last time', async () => {
    useAmountsStore.setState({ hidden: true })
    await open()
    expect(textOf($('.pov-totals'))).not.toContain('123.45')
    expect($('.pov-eye').getAttribute('aria-label')).toBe('显示金额')
  })

  it('规则说明 opens the cashback rules article', async () => {
    const utils = await open()
    const link = $('.pov-rules')
    expect(textOf(link)).toContain('规则说明')
    expect(link.getAttribute('role')).toBe('link')
    await tap(utils, link)
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/article-detail/index?key=pension-terms' })
  })

  it('is hidden, with a way home, when the theme turns the pension off', async () => {
    useThemeStore.getState().applyTheme({ ...THEME_CONFIG_DEFAULTS, pension_visible: false })
    const relaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' })
    const utils = await open('.empty-state')
    expect(textOf()).toContain(PENSION_TEXT.hiddenTitle)
    expect(infoMock).not.toHaveBeenCalled()
    expect(flowMock).not.toHaveBeenCalled()
    await tap(utils, $('.empty-state__action'))
    expect(relaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
    expect(textOf()).not.toContain(SUMMARY_TEXT.total)
  })
})
