/**
 * 编辑商品 (admin/src/pages/goods-edit.tsx): each SKU keeps its own picture (issue 28, docs/decisions/0034-pictures.md).
 * The SKU picture field once sat in ProFormList as a plain antd Form.Item, which every row shared as `skus.picture`:
 * a loaded SKU's picture never showed, and an upload showed on every row and was never saved.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import GoodsEdit from '../../../admin/src/pages/goods-edit'
import './antd-env'

const MAIN = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const BLUE = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'
const sku = (id: number, value: string, picture: string) => ({
  id,
  specs: [{ name: '颜色', value }],
  picture,
  price: 2990,
  market_price: 3990,
  cashback: 0,
  limit_per_user: 0,
  stock: 10,
  sales: 0,
  region_stock: []
})
const mockGoods = {
  id: 5,
  category_id: 2,
  title: '实拍芒果',
  subtitle: '',
  supplier: '',
  picture: MAIN,
  images: [],
  detail: '',
  status: 1,
  revision: 3,
  updated_by: '',
  skus: [sku(21, '红色装', ''), sku(22, '蓝色装', BLUE)]
}

const mockWrites: Array<{ key: string; body: { skus: Array<{ id?: number; picture?: string }> } }> = []
jest.mock('../../../admin/src/api', () => ({
  ...jest.requireActual('../../../admin/src/api'),
  call: (key: string, opts?: { body?: never }) => {
    if (key === 'GET /goods/:id') return Promise.resolve(mockGoods)
    if (key === 'GET /categories')
      return Promise.resolve([
        { id: 1, parentId: null, name: '水果', sort: 0, picture: '' },
        { id: 2, parentId: 1, name: '芒果', sort: 0, picture: '' }
      ])
    if (key === 'GET /warehouses') return Promise.resolve([])
    if (opts?.body) mockWrites.push({ key, body: opts.body })
    return Promise.resolve(mockGoods)
  }
}))
jest.mock('../../../admin/src/me', () => ({ useCan: () => true }))
// The editor's toolbar and its sanitiser are another test's: a plain box here.
jest.mock('../../../admin/src/rich-editor', () => ({ RichEditor: () => null }))

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)))
const thumb = (key: string) => `/api/service/image/${key}_240.webp`

test("each SKU shows its own saved picture, and a save sends each SKU's picture on its row", async () => {
  const { container } = render(
    <ConfigProvider locale={zhCN}>
      <MemoryRouter initialEntries={['/goods/5']}>
        <Routes>
          <Route path='/goods/:id' element={<GoodsEdit />} />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>
  )
  await screen.findByText('编辑商品 #5')
  await settle()
  const rows = Array.from(container.querySelectorAll('.ant-pro-card')).filter((c) =>
    /^规格 \d$/.test(c.querySelector('.ant-pro-card-title')?.textContent ?? '')
  )
  expect(rows).toHaveLength(2)
  const pictures = (row: Element) =>
    Array.from(row.querySelectorAll('.ant-upload-list img')).map((i) => i.getAttribute('src'))
  expect(pictures(rows[0])).toEqual([])
  expect(pictures(rows[1])).toEqual([thumb(BLUE)])
  // The main picture is the goods', outside the rows.
  expect(container.querySelector(`img[src="${thumb(MAIN)}"]`)).not.toBeNull()

  // The 上架 switch is on, and says so as a switch does (true / false; the number 1 gave aria-checked="1").
  const shelf = container.querySelector('button.ant-switch') as Element
  expect(shelf.getAttribute('aria-checked')).toBe('true')

  // By its text, not getByRole: the accessibility tree of a whole antd form takes tens of seconds in jsdom.
  fireEvent.click(screen.getByText(/^保\s*存$/).closest('button') as Element)
  for (let i = 0; i < 20 && !mockWrites.length; i++) await settle()
  expect(mockWrites).toHaveLength(1)
  expect(mockWrites[0].key).toBe('PUT /goods/:id')
  expect((mockWrites[0].body as unknown as { status: number }).status).toBe(1)
  expect(mockWrites[0].body.skus.map((s) => [s.id, s.picture])).toEqual([
    [21, ''],
    [22, BLUE]
  ])
})
