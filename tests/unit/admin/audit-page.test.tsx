/**
 * The 操作日志 page (admin/src/pages/account/audit.tsx) reads as a person would say it: the action in Chinese, the object by
 * its name, what changed as label: before → after; the operator's name stays on one line; the kind filter is sent.
 */
import { render, screen, waitFor } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import Audit from '../../../admin/src/pages/account/audit'
import './antd-env'

const urls: string[] = []
beforeEach(() => {
  urls.length = 0
  global.fetch = jest.fn(async (url: string) => {
    urls.push(url)
    const entry = {
      id: 1,
      staffId: 2,
      staffName: '仓库管理员王小明',
      action: 'ship',
      entity: 'order',
      entityId: '9',
      before: { status: 1 },
      after: { status: 2 },
      ip: '127.0.0.1',
      createdAt: '2026-05-01T08:00:00.000Z',
      action_text: '发货',
      entity_text: '订单',
      object_text: '订单 202605010001',
      changes: [{ label: '状态', before: '待发货', after: '待收货' }]
    }
    return { status: 200, json: async () => ({ errno: 1, error: '', data: { list: [entry], total: 1 } }) } as Response
  }) as unknown as typeof fetch
})

test('an entry reads 发货 · 订单 <号> · 状态：待发货 → 待收货, the operator on one line', async () => {
  render(
    <ConfigProvider locale={zhCN}>
      <Audit />
    </ConfigProvider>
  )
  const who = await screen.findByText('仓库管理员王小明')
  expect(who.style.whiteSpace).toBe('nowrap')
  expect(screen.getByText('发货')).toBeTruthy()
  expect(screen.getByText('订单 202605010001')).toBeTruthy()
  expect(screen.getByText('待发货 → 待收货')).toBeTruthy()
  expect(screen.queryByText(/"status"/)).toBeNull()
  await waitFor(() => expect(urls[0]).toMatch(/^\/api\/admin\/audit\?page=1&page_size=20/))
})
