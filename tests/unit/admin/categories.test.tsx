/**
 * 分类 (admin/src/pages/categories.tsx): a category's icon in the list loads the smallest variant that covers its
 * 32 px disc at 2x (docs/decisions/0034-pictures.md), not the 240 px thumbnail.
 */
import { render } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { MemoryRouter } from 'react-router-dom'
import Categories from '../../../admin/src/pages/categories'
import './antd-env'

const KEY = 'abcdefabcdefabcdefabcdefabcdefab'
jest.mock('../../../admin/src/api', () => ({
  ...jest.requireActual('../../../admin/src/api'),
  call: (key: string) =>
    Promise.resolve(key === 'GET /categories' ? [{ id: 2, parentId: null, name: '水果', sort: 0, picture: KEY }] : [])
}))
jest.mock('../../../admin/src/me', () => ({ useCan: () => true }))

test("a category's icon loads the 160 px variant into its 32 px disc", async () => {
  const { findByAltText } = render(
    <ConfigProvider locale={zhCN}>
      <MemoryRouter>
        <Categories />
      </MemoryRouter>
    </ConfigProvider>
  )
  const img = await findByAltText('水果的图标')
  expect(img.getAttribute('src')).toBe(`/api/service/image/${KEY}_160.webp`)
})
