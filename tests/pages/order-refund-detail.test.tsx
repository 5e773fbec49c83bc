import OrderRefundDetailPage, { REFUND_DETAIL_TEXT } from '@/pages/order-refund-detail/index'
import { getAfterSaleInfo, getOrderInfo } from '@/services/api/order'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { mount, textOf } from '../jest/render'

jest.mock('@/services/api/order', () => ({
  getAfterSaleInfo: jest.fn(),
  getOrderInfo: jest.fn(),
  cancelAfterSale: jest.fn()
}))

describe('order-refund-detail without its id', () => {
  beforeEach(() => useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 'tok', uid: 7 }))

  it('says the link lacks the application number instead of rendering nothing, and asks nothing', async () => {
    window.history.replaceState(null, '', '/#/pages/order-refund-detail/index')
    const utils = await mount(OrderRefundDetailPage)
    await utils.act(() => new Promise((r) => setTimeout(r, 0)))
    expect(textOf()).toContain(REFUND_DETAIL_TEXT.missingTitle)
    expect(textOf()).toContain(REFUND_DETAIL_TEXT.missingDesc)
    expect(getAfterSaleInfo).not.toHaveBeenCalled()
    expect(getOrderInfo).not.toHaveBeenCalled()
  })
})
