/**
 * One source for the default return address (admin/src/fulfil/return-address.ts): saving 默认退货地址 on the
 * after-sales screen and then opening 同意退货 on the same screen shows the saved address, not empty fields (the
 * dialog used to keep its own copy, loaded once before the save).
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { useState } from 'react'
import { AcceptReturnDialog, ReturnAddressCard } from '../../../admin/src/fulfil/return-dialogs'
import { resetReturnAddress } from '../../../admin/src/fulfil/return-address'
import './antd-env'

let stored: unknown = null
const calls: Array<{ method: string; url: string; body?: unknown }> = []

beforeEach(() => {
  stored = null
  calls.length = 0
  resetReturnAddress()
  global.fetch = jest.fn(async (url: string, init?: { method?: string; body?: string }) => {
    const method = init?.method ?? 'GET'
    const body = init?.body ? JSON.parse(init.body) : undefined
    calls.push({ method, url, body })
    if (url === '/api/admin/return-address' && method === 'POST') stored = body
    const data = url === '/api/admin/return-address' ? stored : null
    return { status: 200, json: async () => ({ errno: 1, error: '', data }) } as Response
  }) as unknown as typeof fetch
})

function Screen() {
  const [target, setTarget] = useState<{ id: number; order_no: string } | null>(null)
  return (
    <ConfigProvider locale={zhCN}>
      <ReturnAddressCard editable />
      <button onClick={() => setTarget({ id: 7, order_no: 'NO7' })}>打开同意退货</button>
      <AcceptReturnDialog target={target} onClose={() => setTarget(null)} />
    </ConfigProvider>
  )
}

const input = (label: string) => screen.getAllByLabelText(label).at(-1) as HTMLInputElement

test('同意退货 opened right after saving 默认退货地址 starts from the saved address', async () => {
  render(<Screen />)
  await screen.findByText(/尚未设置/)
  fireEvent.click(screen.getByText('设置'))
  fireEvent.change(input('收件人'), { target: { value: '张仓库' } })
  fireEvent.change(input('联系电话'), { target: { value: '0571-88886666' } })
  fireEvent.change(input('退货地址'), { target: { value: '浙江省杭州市西湖区文三路 1 号' } })
  await act(async () => {
    fireEvent.click(screen.getByText('保 存'))
  })
  await screen.findByText('张仓库 0571-88886666 浙江省杭州市西湖区文三路 1 号')
  const gets = calls.filter((c) => c.method === 'GET').length

  await act(async () => {
    fireEvent.click(screen.getByText('打开同意退货'))
  })
  await waitFor(() => expect(input('收件人').value).toBe('张仓库'))
  expect(input('联系电话').value).toBe('0571-88886666')
  expect((input('退货地址') as unknown as HTMLTextAreaElement).value).toBe('浙江省杭州市西湖区文三路 1 号')
  // One store: the dialog read what the card wrote, with no second load of its own.
  expect(calls.filter((c) => c.method === 'GET').length).toBe(gets)
})
