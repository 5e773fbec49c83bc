/**
 * The console's orders (admin/src/pages/orders.tsx and the order drawer) show each shipped order's 自动确认收货 clock:
 * the deadline, 已延长收货, or that an open after-sale stopped it and how much time was left.
 */
import { render, screen, within } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import { MemoryRouter } from 'react-router-dom'
import Orders from '../../../admin/src/pages/orders'
import { OrderDrawer } from '../../../admin/src/fulfil/order-dialogs'
import './antd-env'

const DEADLINE = '2026-12-05T06:30:00.000Z'
const row = (id: number, over: Record<string, unknown>) => ({
  id,
  order_no: `2026112800000000000${id}`,
  status: 2,
  status_text: '待收货',
  pay_amount: 1990,
  goods_amount: 1990,
  phone: '13800000000',
  consignee: '张三 13800000000',
  address: '北京市朝阳区',
  express_com: 'SF',
  express_name: '顺丰速运',
  express_no: 'SF1234567890',
  created_at: '2026-11-28T01:00:00.000Z',
  paid_at: '2026-11-28T01:01:00.000Z',
  shipped_at: '2026-11-28T06:30:00.000Z',
  reminded_at: null,
  printed_at: null,
  auto_receive_at: DEADLINE,
  receive_paused_at: null,
  receive_extended_at: null,
  ...over
})
const ROWS = [
  row(1, {}),
  row(2, { receive_extended_at: '2026-11-29T02:00:00.000Z' }),
  // Stopped by an after-sale with 2 days 3 hours left.
  row(3, { status: -3, status_text: '退款中', receive_paused_at: '2026-12-03T03:30:00.000Z' }),
  row(4, { status: 3, status_text: '待评价', auto_receive_at: null })
]

const answer = (data: unknown) => ({ status: 200, json: async () => ({ errno: 1, error: '', data }) }) as Response

beforeEach(() => {
  global.fetch = jest.fn(async (url: string) => {
    const m = /\/api\/admin\/orders\/(\d+)$/.exec(url)
    if (m) return answer({ ...ROWS[Number(m[1]) - 1], items: [], history: [] })
    if (url.includes('/couriers')) return answer([{ com: 'SF', name: '顺丰速运' }])
    return answer({ list: ROWS, total: ROWS.length })
  }) as unknown as typeof fetch
})

const inApp = (node: React.ReactNode) =>
  render(
    <MemoryRouter>
      <ConfigProvider locale={zhCN}>{node}</ConfigProvider>
    </MemoryRouter>
  )

test('the list: 预计自动收货 on shipped orders, 已延长收货 once extended, 已暂停 while an after-sale is open', async () => {
  inApp(<Orders />)
  const rowOf = async (no: string) => (await screen.findByText(no)).closest('tr') as HTMLElement
  const due = `预计自动收货 ${dayjs(DEADLINE).format('MM-DD HH:mm')}`
  expect(within(await rowOf(ROWS[0].order_no)).getByText(due)).toBeTruthy()
  expect(within(await rowOf(ROWS[0].order_no)).queryByText('已延长收货')).toBeNull()
  expect(within(await rowOf(ROWS[1].order_no)).getByText('已延长收货')).toBeTruthy()
  const paused = await rowOf(ROWS[2].order_no)
  expect(within(paused).getByText('自动收货已暂停（售后中）')).toBeTruthy()
  expect(within(paused).queryByText(due)).toBeNull()
  expect(within(await rowOf(ROWS[3].order_no)).queryByText(/自动收货/)).toBeNull()
})

test('the drawer: 预计自动收货 with the date, or the pause with the time that was left', async () => {
  const { unmount } = inApp(<OrderDrawer id={2} onClose={() => undefined} />)
  expect(await screen.findByText('预计自动收货')).toBeTruthy()
  expect(screen.getByText(`${dayjs(DEADLINE).format('YYYY-MM-DD HH:mm')}（已延长收货）`)).toBeTruthy()
  unmount()
  inApp(<OrderDrawer id={3} onClose={() => undefined} />)
  expect(await screen.findByText('已暂停：售后处理中，结束后顺延（剩余 2 天 3 小时）')).toBeTruthy()
})

test('the drawer of a received order has no 预计自动收货 line', async () => {
  inApp(<OrderDrawer id={4} onClose={() => undefined} />)
  await screen.findByText(ROWS[3].order_no)
  expect(screen.queryByText('预计自动收货')).toBeNull()
})
