import MyOrderPage from '@/pages/my-order/index'
import { getOrderList } from '@/services/api/order'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { formatTime } from '@/utils/format'
import type { OrderListItem } from '@contract/schemas/order'
import { mount, textOf } from '../jest/render'

jest.mock('@/services/api/order', () => ({ getOrderList: jest.fn(), getOrderCounts: jest.fn() }))

const listMock = getOrderList as jest.MockedFunction<typeof getOrderList>
const DEADLINE = 1_796_000_000
const order = (id: number, status: OrderListItem['status'], auto: number | null): OrderListItem => ({
  id,
  order_no: `2026112800000${id}`,
  type: 0,
  status,
  status_text: status === 2 ? '待收货' : '待评价',
  pay_amount: 1000,
  goods_count: 1,
  lines: [
    {
      item_id: id,
      sku_id: id,
      spu_id: id,
      title: '赣南脐橙',
      image: '',
      spec: '',
      price: 1000,
      qty: 1,
      cashback: 0,
      amount: 1000
    }
  ],
  create_time: 1_764_000_000,
  pay_expire_time: 0,
  auto_receive_time: auto,
  can_pay: false,
  can_cancel: false,
  can_confirm: status === 2,
  can_refund: false,
  can_invoice: false
})

const settle = async (utils: Awaited<ReturnType<typeof mount>>) => {
  for (let i = 0; i < 8; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}

describe('my-order: the 自动确认收货 time on a shipped order’s card', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 'tok', uid: 1 })
  })

  it('shows the shipped order’s time on its card and nothing on a received one', async () => {
    listMock.mockReset().mockResolvedValue({
      list: [order(1, 2, DEADLINE), order(2, 3, null)],
      total: 2,
      page: 1,
      page_size: 10
    } as Awaited<ReturnType<typeof getOrderList>>)
    const utils = await mount(MyOrderPage)
    await settle(utils)
    const cards = document.querySelectorAll('.mo-card')
    expect(cards.length).toBe(2)
    const line = cards[0].querySelector('.receive-deadline-note')
    expect(textOf(line as Element)).toBe(`预计 ${formatTime(DEADLINE, 'MM-DD HH:mm')} 自动确认收货`)
    // Inside the part of the card that opens the order, so tapping it opens order-detail with 延长收货.
    expect(line?.closest('.mo-card__open')).not.toBeNull()
    expect(cards[1].querySelector('.receive-deadline-note')).toBeNull()
  })

  it('shows nothing for a shipped order paused by an after-sale (the server sends no time)', async () => {
    listMock.mockReset().mockResolvedValue({
      list: [order(3, 2, null)],
      total: 1,
      page: 1,
      page_size: 10
    } as Awaited<ReturnType<typeof getOrderList>>)
    const utils = await mount(MyOrderPage)
    await settle(utils)
    expect(document.querySelectorAll('.mo-card').length).toBe(1)
    expect(document.querySelector('.receive-deadline-note')).toBeNull()
  })
})
