import MyOrderPage, { MY_ORDER_TEXT } from '@/pages/my-order/index'
import { getOrderList } from '@/services/api/order'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import type { OrderListItem } from '@contract/schemas/order'
import { $, mount, textOf } from '../jest/render'

jest.mock('@/services/api/order', () => ({ getOrderList: jest.fn(), getOrderCounts: jest.fn() }))

const listMock = getOrderList as jest.MockedFunction<typeof getOrderList>
const order = (id: number, title: string): OrderListItem => ({
  id,
  order_no: `2026112800000${id}`,
  type: 0,
  status: 1,
  status_text: '待发货',
  pay_amount: 1000,
  goods_count: 1,
  lines: [
    { item_id: id, sku_id: id, spu_id: id, title, image: '', spec: '', price: 1000, qty: 1, cashback: 0, amount: 1000 }
  ],
  create_time: 1_764_000_000,
  pay_expire_time: 0,
  can_pay: false,
  can_cancel: false,
  can_confirm: false,
  can_refund: false,
  can_invoice: false
})

type Utils = Awaited<ReturnType<typeof mount>>
// Past the search's 300 ms pause, then the answer's promises.
const wait = async (utils: Utils, ms: number) => {
  await utils.act(() => new Promise((r) => setTimeout(r, ms)))
  for (let i = 0; i < 5; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}
const type = async (utils: Utils, value: string) => {
  const input = $('.search-box__input input, input.search-box__input') as HTMLInputElement
  await utils.act(async () => void utils.fireEvent.input(input, { target: { value } } as unknown as InputEventInit))
}

describe('my-order: 订单搜索', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 'tok', uid: 1 })
    listMock.mockReset().mockImplementation(async (q) => {
      const all = [order(1, '海南金煌芒果'), order(2, '赣南脐橙')]
      const list = q?.keyword ? all.filter((o) => o.lines[0].title.includes(q.keyword as string)) : all
      return { list, total: list.length, page: 1, page_size: 10 } as Awaited<ReturnType<typeof getOrderList>>
    })
  })

  it('asks the server once typing pauses, with the tab kept; no match shows its own empty state and clears', async () => {
    const utils = await mount(MyOrderPage)
    await wait(utils, 400)
    expect(listMock).toHaveBeenLastCalledWith({ status: 'all', page: 1, page_size: 10 })
    expect(document.querySelectorAll('.mo-card').length).toBe(2)

    await type(utils, '芒')
    await type(utils, '芒果')
    // Not per keystroke: the first key's search never goes out.
    await wait(utils, 400)
    expect(listMock).toHaveBeenLastCalledWith({ status: 'all', page: 1, page_size: 10, keyword: '芒果' })
    expect(listMock.mock.calls.filter((c) => c[0]?.keyword === '芒').length).toBe(0)
    expect(textOf($('.mo-card'))).toContain('海南金煌芒果')
    expect(document.querySelectorAll('.mo-card').length).toBe(1)

    await type(utils, '榴莲')
    await wait(utils, 400)
    expect(textOf()).toContain(MY_ORDER_TEXT.noMatch)
    await utils.act(async () => void utils.fireEvent.click(document.querySelector('.search-box__clear') as Element))
    await wait(utils, 400)
    expect(listMock).toHaveBeenLastCalledWith({ status: 'all', page: 1, page_size: 10 })
    expect(document.querySelectorAll('.mo-card').length).toBe(2)
  })
})
