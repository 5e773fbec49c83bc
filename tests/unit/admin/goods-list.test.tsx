/**
 * 商品 (admin/src/pages/goods-list.tsx): the 主图 column shows each goods' main picture at the smallest variant that
 * covers its 40 px cell at 2x (docs/decisions/0034-pictures.md), not the 240 px thumbnail nor the original.
 */
import 'jest-canvas-mock'
import { act, render } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { MemoryRouter } from 'react-router-dom'
import GoodsList from '../../../admin/src/pages/goods-list'
import { sizeForBox } from '../../../admin/src/picture'
import './antd-env'

const KEY = 'abcdefabcdefabcdefabcdefabcdefab'
jest.mock('../../../admin/src/api', () => ({
  ...jest.requireActual('../../../admin/src/api'),
  call: (key: string) => {
    if (key === 'GET /goods')
      return Promise.resolve({
        list: [
          {
            id: 5,
            title: '实拍芒果',
            picture: KEY,
            categoryId: 2,
            minPrice: 2990,
            skuCount: 2,
            stock: 9,
            sales: 0,
            status: 1
          }
        ],
        total: 1
      })
    if (key === 'GET /categories') return Promise.resolve([])
    return Promise.resolve([])
  }
}))
jest.mock('../../../admin/src/me', () => ({ useCan: () => true }))

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)))

test('the smallest size that covers a box at 2x', () => {
  expect(sizeForBox(24)).toBe('icon')
  expect(sizeForBox(40)).toBe('icon')
  expect(sizeForBox(80)).toBe('icon')
  expect(sizeForBox(81)).toBe('thumb')
  expect(sizeForBox(200)).toBe('list')
  expect(sizeForBox(2000)).toBe('full')
})

test("a row's 主图 loads the 160 px variant into its 40 px cell", async () => {
  const { container, findByText } = render(
    <ConfigProvider locale={zhCN}>
      <MemoryRouter>
        <GoodsList />
      </MemoryRouter>
    </ConfigProvider>
  )
  await findByText('实拍芒果')
  await settle()
  const img = container.querySelector('.ant-table-row img') as HTMLImageElement
  expect(img.getAttribute('src')).toBe(`/api/service/image/${KEY}_160.webp`)
  expect(img.getAttribute('width')).toBe('40')
})
