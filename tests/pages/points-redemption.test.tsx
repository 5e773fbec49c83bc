import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import PointsRedemptionPage from '@/pages/points-redemption/index'
import { DEFAULT_EXCHANGE, allPoints, pensionCents, pointsError } from '@/pages/points-redemption/redeem-logic'
import { confirmAction } from '@/components/confirm'
import { exchangePension } from '@/services/api/pension'
import { getPointsFlow, getPointsInfo } from '@/services/api/points'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'

jest.mock('@/services/api/points', () => ({ getPointsInfo: jest.fn(), getPointsFlow: jest.fn() }))
jest.mock('@/services/api/pension', () => ({ exchangePension: jest.fn() }))
jest.mock('@/components/confirm', () => ({ confirmAction: jest.fn() }))
jest.mock('@/platform/login', () => ({ goLogin: jest.fn(), ensureLogin: jest.fn(() => true) }))

const infoMock = getPointsInfo as jest.MockedFunction<typeof getPointsInfo>
const flowMock = getPointsFlow as jest.MockedFunction<typeof getPointsFlow>
const exchangeMock = exchangePension as jest.MockedFunction<typeof exchangePension>
const confirmMock = confirmAction as jest.MockedFunction<typeof confirmAction>

describe('redeem logic', () => {
  it('checks the typed points against the minimum and the balance', () => {
    expect(pointsError('', 500, DEFAULT_EXCHANGE)).toBe('请输入要兑换的积分')
    expect(pointsError('1.5', 500, DEFAULT_EXCHANGE)).toBe('请输入整数积分')
    expect(pointsError('99', 500, DEFAULT_EXCHANGE)).toBe('每次至少兑换100积分')
    expect(pointsError('501', 500, DEFAULT_EXCHANGE)).toBe('积分不足，当前可用500积分')
    expect(pointsError('500', 500, DEFAULT_EXCHANGE)).toBeNull()
    expect(pensionCents(250, DEFAULT_EXCHANGE)).toBe(250)
    expect(pensionCents(250, { min_points: 100, points_per_cent: 2 })).toBe(125)
    expect(allPoints(80, DEFAULT_EXCHANGE)).toBe(0)
    expect(allPoints(320, DEFAULT_EXCHANGE)).toBe(320)
  })
})

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined
const flush = () => new Promise((r) => setTimeout(r, 0))

async function openPage() {
  window.history.replaceState(null, '', '/#/pages/points-redemption/index')
  const utils = new TestUtils()
  await utils.mount(PointsRedemptionPage, { props: {} })
  mounted = (utils as unknown as { _inst: Mounted })._inst
  // Until the points and the flow are on screen (a loaded machine takes more than a few ticks).
  await utils.act(async () => {
    for (let i = 0; i < 200 && !(document.querySelector('input[name="points"]') && flowMock.mock.calls.length); i++)
      await flush()
    await flush()
  })
  const $ = (sel: string) => document.querySelector(sel) as HTMLElement
  const act = (fn: () => void) =>
    utils.act(async () => {
      fn()
      for (let i = 0; i < 4; i++) await flush()
    })
  const type = (value: string) =>
    act(() => {
      const input = $('input[name="points"]') as HTMLInputElement
      input.value = value
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
  return { root: mounted.container, $, act, type }
}

describe('points-redemption page', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 7, accessToken: 't' })
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/points-redemption/index' }] as never)
    infoMock.mockReset().mockResolvedValue({
      points: 320,
      rule_text: '确认收货后，每实付1元可得1积分；积分可兑换养老金',
      exchange: { min_points: 100, points_per_cent: 1 }
    })
    flowMock.mockReset().mockResolvedValue({
      list: [{ id: 1, delta: 320, balance_after: 320, reason: 'seed', reason_text: '积分发放', time: 1767225600 }],
      total: 1,
      page: 1,
      page_size: 15
    })
    exchangeMock.mockReset().mockResolvedValue({ flow_id: 9, points: 150, amount: 150, points_balance: 170 })
    confirmMock.mockReset().mockResolvedValue(true)
  })

  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    jest.restoreAllMocks()
    useAuthStore.setState({ ...AUTH_DEFAULTS })
  })

  it('shows the balance and the flow, and refuses too few points before asking the server', async () => {
    const p = await openPage()
    expect(p.$('.pr-head__points').textContent).toBe('320')
    expect(p.root.textContent).toContain('积分发放')
    expect(p.root.textContent).toContain('+320')
    await p.type('50')
    await p.act(() => p.$('.pr-card__submit').click())
    expect(p.root.textContent).toContain('每次至少兑换100积分')
    expect(confirmMock).not.toHaveBeenCalled()
    expect(exchangeMock).not.toHaveBeenCalled()
  })

  it('previews the pension, confirms, exchanges and opens the result page', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({} as never)
    const p = await openPage()
    await p.type('150')
    expect(p.$('.pr-card__gets').textContent?.replace(/\s/g, '')).toBe('可兑换养老金¥1.50')
    await p.act(() => p.$('.pr-card__submit').click())
    expect(confirmMock).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('150积分') }))
    expect(exchangeMock).toHaveBeenCalledWith({ points: 150 })
    expect(redirect).toHaveBeenCalledWith({
      url: '/pages/points-redemption-status/index?flow_id=9&points=150&amount=150&balance=170'
    })
  })

  it('does nothing when the shopper cancels the confirm', async () => {
    confirmMock.mockResolvedValue(false)
    const p = await openPage()
    await p.act(() => (p.$('.pr-card__all') as HTMLElement).click())
    expect((p.$('input[name="points"]') as HTMLInputElement).value).toBe('320')
    await p.act(() => p.$('.pr-card__submit').click())
    expect(confirmMock).toHaveBeenCalled()
    expect(exchangeMock).not.toHaveBeenCalled()
  })
})
