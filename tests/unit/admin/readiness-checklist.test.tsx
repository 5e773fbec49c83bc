/**
 * 开店准备 on 概览 (admin/src/pages/readiness/readiness-checklist.tsx): the items a new shop still lacks, each linked to its
 * screen, the done ones named in one line, and nothing at all once every item is done.
 */
import { act, render, screen } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { MemoryRouter } from 'react-router-dom'
import ReadinessChecklist from '../../../admin/src/pages/readiness/readiness-checklist'
import './antd-env'

const item = (key: string, title: string, done: boolean, link: string | null, detail = '') => ({
  key,
  title,
  done,
  link,
  detail
})

function answer(data: unknown) {
  global.fetch = jest.fn(async () => ({
    status: 200,
    json: async () => ({ errno: 1, error: '', data })
  })) as unknown as typeof fetch
}

const show = () =>
  render(
    <ConfigProvider locale={zhCN}>
      <MemoryRouter>
        <ReadinessChecklist />
      </MemoryRouter>
    </ConfigProvider>
  )

it('lists what is missing with a link to its screen, and names what is done', async () => {
  answer({
    ready: false,
    items: [
      item('category', '新建商品分类', true, '/categories', '已有 2 个分类'),
      item('goods', '上架一件商品', false, '/goods', '还没有在售的商品'),
      item('payment', '接入支付', false, null, '未接入支付：请设置 PAYMENT_PROVIDER（见部署文档）')
    ]
  })
  show()
  expect(await screen.findByText('开店准备：还差 2 项')).toBeTruthy()
  expect(screen.getByRole('link', { name: '上架一件商品' }).getAttribute('href')).toBe('/goods')
  expect(screen.getByText('还没有在售的商品')).toBeTruthy()
  // A setting of the server has no screen: its text, no link.
  expect(screen.getByText('接入支付').closest('a')).toBeNull()
  expect(screen.getByText('已完成：新建商品分类')).toBeTruthy()
  expect(global.fetch).toHaveBeenCalledWith('/api/admin/readiness', expect.anything())
})

it('shows nothing once the shop is ready', async () => {
  answer({ ready: true, items: [item('goods', '上架一件商品', true, '/goods')] })
  const { container } = show()
  // Let the answer arrive and render (the same wait shows the list in the test above).
  await act(() => new Promise((r) => setTimeout(r, 20)))
  expect(global.fetch).toHaveBeenCalledTimes(1)
  expect(container.textContent).toBe('')
})
