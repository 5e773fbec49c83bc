import TabBar from '@/components/tab-bar'
import { getCartNum } from '@/services/api/cart'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { cartBadgeText, useCartCountStore } from '@/stores/cart-count'
import { DEFAULT_FOOTER, useThemeStore } from '@/stores/theme'
import { $, mount, textOf } from '../jest/render'

jest.mock('@/services/api/cart', () => ({ getCartNum: jest.fn() }))
const numMock = getCartNum as jest.MockedFunction<typeof getCartNum>

const flush = () => new Promise((r) => setTimeout(r, 0))

describe('cart badge on the tab bar', () => {
  beforeEach(() => {
    useThemeStore.setState((s) => ({ config: { ...s.config, footer: DEFAULT_FOOTER } }))
    useCartCountStore.setState({ num: 0, owner: null })
    numMock.mockReset().mockResolvedValue({ num: 3 })
  })
  afterEach(() => useAuthStore.setState({ ...AUTH_DEFAULTS }))

  it('asks /cart/num for a logged-in shopper and shows the count on the cart tab', async () => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 7, accessToken: 't' })
    const utils = await mount(TabBar, { current: '/pages/home/index' })
    await utils.act(flush)
    expect(numMock).toHaveBeenCalledTimes(1)
    expect(textOf($('.tab-bar__badge'))).toBe('3')
    const cart = document.querySelectorAll('.tab-bar__item')[2]
    expect(cart.getAttribute('aria-label')).toBe('购物车3件商品')
    // Another tab page's bar reuses the known count.
    await mount(TabBar, { current: '/pages/goods-category/index' })
    expect(numMock).toHaveBeenCalledTimes(1)
  })

  it('follows later changes and shows no badge for an empty cart or a visitor', async () => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 7, accessToken: 't' })
    const utils = await mount(TabBar, { current: '/pages/home/index' })
    await utils.act(flush)
    await utils.act(async () => useCartCountStore.getState().setNum(120))
    expect(textOf($('.tab-bar__badge'))).toBe('99+')
    await utils.act(async () => useCartCountStore.getState().setNum(0))
    expect(document.querySelector('.tab-bar__badge')).toBeNull()
    await utils.act(async () => useAuthStore.getState().logout())
    await utils.act(async () => useCartCountStore.getState().refresh())
    expect(useCartCountStore.getState().num).toBe(0)
  })

  it('keeps the number when the refresh fails, and keeps only the newest answer', async () => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 7, accessToken: 't' })
    useCartCountStore.setState({ num: 2, owner: 7 })
    numMock.mockRejectedValueOnce(new Error('offline'))
    await useCartCountStore.getState().refresh()
    expect(useCartCountStore.getState().num).toBe(2)
    let answerOld: (v: { num: number }) => void = () => undefined
    numMock.mockImplementationOnce(() => new Promise((r) => (answerOld = r)))
    const slow = useCartCountStore.getState().refresh()
    useCartCountStore.getState().setNum(5)
    answerOld({ num: 1 })
    await slow
    expect(useCartCountStore.getState().num).toBe(5)
  })

  it('writes big counts as 99+', () => {
    expect(cartBadgeText(0)).toBe('')
    expect(cartBadgeText(7)).toBe('7')
    expect(cartBadgeText(100)).toBe('99+')
  })
})
