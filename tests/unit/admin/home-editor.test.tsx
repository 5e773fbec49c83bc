/**
 * 首页装修 (admin/src/goods-picker.tsx, admin/src/pages/site/page-link.tsx): goods read as names and pictures, never as
 * 规格 N; link parameters read in Chinese, never as the page's own names (keyword, kind).
 */
import 'jest-canvas-mock'
import { act, render, screen } from '@testing-library/react'
import params from '../../../scripts/page-params.json'
import registry from '../../../scripts/page-registry.json'
import { GoodsPicker } from '../../../admin/src/goods-picker'
import { linkProblem, PageLink, paramLabel } from '../../../admin/src/pages/site/page-link'
import './antd-env'

const calls: Array<{ key: string; query: Record<string, string> }> = []
const MANGO = {
  sku_id: 11,
  spu_id: 3,
  title: '海南金煌芒果',
  spec_text: '5斤装',
  // A picture key (contract/pictures.ts): the picker shows its smallest variant that covers 24 px at 2x.
  picture: '0123456789abcdef0123456789abcdef',
  on_shelf: true
}
jest.mock('../../../admin/src/api', () => ({
  call: (key: string, opts: { query: Record<string, string> }) => {
    calls.push({ key, query: opts.query })
    // A saved list names SKU 11 (known) and 99 (deleted since); a search finds nothing.
    return Promise.resolve(opts.query.sku_ids ? [MANGO] : [])
  }
}))

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)))

beforeEach(() => {
  calls.length = 0
})

test('a saved list shows its goods by name and picture, and a deleted one as such, never 规格 N', async () => {
  const { container } = render(<GoodsPicker value={[11, 99]} onChange={() => undefined} />)
  await settle()
  expect(calls).toContainEqual({ key: 'GET /home/goods', query: { sku_ids: '11,99' } })
  expect(screen.getByText('海南金煌芒果（5斤装）')).toBeTruthy()
  // A 24 px box asks `icon` (160 px), never the 240 px thumbnail (more than twice its size).
  expect(container.querySelector(`img[src="/api/service/image/${MANGO.picture}_160.webp"]`)).not.toBeNull()
  expect(container.querySelector('img[src*="_240."]')).toBeNull()
  expect(screen.getByText('已删除的商品')).toBeTruthy()
  expect(container.textContent).not.toMatch(/规格\s*\d/)
  // Named once: a re-render does not ask again for the deleted id.
  const asked = calls.length
  await settle()
  expect(calls.length).toBe(asked)
})

test("a search-result link's parameters are labelled in Chinese, its kind picked by name", () => {
  render(
    <PageLink
      label='导航 1 跳转'
      value='/pages/goods-search-result/index?keyword=芒果&kind=1'
      onChange={() => undefined}
    />
  )
  expect(screen.getByLabelText('导航 1 跳转 搜索词')).toBeTruthy()
  expect(screen.getByText('搜索词')).toBeTruthy()
  expect(screen.getAllByLabelText('导航 1 跳转 活动类型').length).toBeGreaterThan(0)
  expect(screen.getByText('秒杀')).toBeTruthy()
  expect(screen.queryByText('keyword')).toBeNull()
  expect(screen.queryByText('kind')).toBeNull()
})

test('every parameter of every built page has a Chinese label, and a missing one is named in Chinese', () => {
  const built = new Set(registry.pages.filter((p) => p.status === 'built').map((p) => p.page))
  const pages = params.pages as Record<string, Record<string, string>>
  const unlabelled = Object.entries(pages)
    .filter(([page]) => built.has(page))
    .flatMap(([page, ps]) => Object.keys(ps).map((k) => [page, k.replace(/\?$/, '')] as const))
    .filter(([page, key]) => !/[\u4e00-\u9fff]/.test(paramLabel(page, key)))
  expect(unlabelled).toEqual([])
  expect(linkProblem('/pages/goods-info/index')).toBe('缺少参数「商品」')
})
