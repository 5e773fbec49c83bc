import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import GoodsSearchResultPage from '@/pages/goods-search-result/index'
import { baseQuery, nextSort, parsePriceRange, searchParams } from '@/pages/goods-search-result/query'
import { groupAt, groupsOf, isDrawn } from '@/pages/goods-search-result/windowing'
import { getCategoryList, searchGoods } from '@/services/api/catalogue'
import type { GoodsListItem, GoodsSearchParams } from '@contract/schemas/goods'

jest.mock('@/services/api/catalogue', () => ({ searchGoods: jest.fn(), getCategoryList: jest.fn() }))
const searchMock = searchGoods as jest.MockedFunction<typeof searchGoods>
const categoriesMock = getCategoryList as jest.MockedFunction<typeof getCategoryList>

class NoIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: NoIntersectionObserver })

const item = (i: number): GoodsListItem => ({
  spu_id: i,
  sku_id: i * 10,
  title: `商品${i}`,
  subtitle: '',
  image: `http://x/${i}.svg`,
  price: 1000 + i,
  market_price: 2000,
  cashback: 0,
  sales: 0,
  supplier: '',
  tags: [],
  kind: null,
  activity_price: null
})

/** A catalogue of `total` goods answered page by page like /goods/search. */
function catalogue(total: number) {
  return async (q: GoodsSearchParams) => {
    const page = q.page ?? 1
    const size = q.page_size ?? 20
    const list = Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, i) =>
      item((page - 1) * size + i + 1)
    )
    return { list, total, page, page_size: size }
  }
}

describe('result query', () => {
  it('reads keyword, category and kind from the page parameters', () => {
    expect(baseQuery({ keyword: ' 苹果 ', category_id: '9', kind: '1', title: '新鲜水果' })).toEqual({
      base: { keyword: '苹果', category_id: 9, title: '新鲜水果' },
      kind: 1
    })
    expect(baseQuery({ category_id: 'x', kind: '3' })).toEqual({ base: {}, kind: undefined })
  })

  it('toggles the price sort and builds the search body', () => {
    expect(nextSort('default', 'price')).toBe('price_asc')
    expect(nextSort('price_asc', 'price')).toBe('price_desc')
    expect(nextSort('price_desc', 'price')).toBe('price_asc')
    expect(nextSort('price_desc', 'sales')).toBe('sales')
    expect(searchParams({ keyword: '米' }, 'new', { price_min: 100, kind: 2 })).toEqual({
      keyword: '米',
      sort: 'new',
      price_min: 100,
      kind: 2
    })
  })

  it('reads a price range in yuan as cents and refuses a bad one', () => {
    expect(parsePriceRange('10', '20.5')).toEqual({ min: 1000, max: 2050 })
    expect(parsePriceRange('', '')).toEqual({ min: undefined, max: undefined })
    expect(parsePriceRange('abc', '')).toEqual({ error: '请输入正确的价格' })
    expect(parsePriceRange('30', '20')).toEqual({ error: '最低价不能高于最高价' })
  })
})

describe('windowing', () => {
  it('draws only the groups around the one on screen once they are measured', () => {
    expect(groupsOf(Array.from({ length: 45 }, (_, i) => i)).map((g) => g.length)).toEqual([20, 20, 5])
    const heights = Array.from({ length: 25 }, () => 1000)
    expect(groupAt(0, heights, 25)).toBe(0)
    expect(groupAt(12_500, heights, 25)).toBe(12)
    expect(groupAt(999_999, heights, 25)).toBe(24)
    // 500 results: about 3 groups (60 cards) drawn, the rest are spacers.
    const drawn = heights.filter((_, i) => isDrawn(i, 12, true)).length
    expect(drawn).toBe(3)
    // A group not measured yet is always drawn (it is being measured).
    expect(isDrawn(24, 0, false)).toBe(true)
  })
})

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined
const flush = () => new Promise((r) => setTimeout(r, 0))

async function openPage(query: string) {
  window.history.replaceState(null, '', `/#/pages/goods-search-result/index${query}`)
  const utils = new TestUtils()
  await utils.mount(GoodsSearchResultPage, { props: {} })
  mounted = (utils as unknown as { _inst: Mounted })._inst
  await utils.act(flush)
  const root = mounted.container
  const tap = async (el: Element | null) => {
    await utils.act(async () => void utils.fireEvent.click(el as Element))
    await utils.act(flush)
  }
  const titles = () => Array.from(root.querySelectorAll('.goods-card__title')).map((c) => c.textContent)
  return { utils, root, tap, titles, $: (s: string) => root.querySelector(s) as HTMLElement }
}

describe('goods-search-result page', () => {
  beforeEach(() => {
    searchMock.mockReset().mockImplementation(catalogue(45))
    categoriesMock.mockReset().mockResolvedValue([{ id: 1, name: '食品生鲜', icon: '', children: [] }])
    // jsdom has no layout: the groups measure as nothing, so every group stays drawn.
    const query = {
      selectAll: () => ({ boundingClientRect: () => query }),
      exec: (cb: (r: unknown[]) => void) => cb([[]])
    }
    jest.spyOn(Taro, 'createSelectorQuery').mockReturnValue(query as never)
  })
  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    jest.restoreAllMocks()
  })

  it('searches the keyword and sorts by the tapped tab', async () => {
    const p = await openPage('?keyword=%E8%8B%B9%E6%9E%9C')
    expect(searchMock).toHaveBeenLastCalledWith(
      { keyword: '苹果', sort: 'default', page: 1, page_size: 20 },
      { noTip: true }
    )
    expect(p.titles()).toHaveLength(20)
    expect(p.$('.search-entry').textContent).toContain('苹果')
    await p.tap(p.$('[aria-label="价格"]'))
    expect(searchMock).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'price_asc', page: 1 }), {
      noTip: true
    })
    await p.tap(p.$('[aria-label="价格从低到高"]'))
    expect(searchMock).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'price_desc' }), { noTip: true })
    await p.tap(p.$('[aria-label="销量"]'))
    expect(searchMock).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'sales' }), { noTip: true })
  })

  it('filters by a price range and an activity kind', async () => {
    const p = await openPage('?category_id=9&kind=1')
    expect(searchMock).toHaveBeenLastCalledWith(expect.objectContaining({ category_id: 9, kind: 1 }), {
      noTip: true
    })
    await p.tap(p.$('[aria-label="筛选（已设置）"]'))
    const [min, max] = Array.from(p.root.querySelectorAll('input.goods-result__price')) as HTMLInputElement[]
    await p.utils.act(async () => {
      min.value = '10'
      p.utils.fireEvent.input(min)
      max.value = '99.9'
      p.utils.fireEvent.input(max)
    })
    await p.tap(
      Array.from(p.root.querySelectorAll('.goods-result__kind')).find((k) => k.textContent === '拼团') ?? null
    )
    await p.tap(p.$('.goods-result__btn--primary'))
    expect(searchMock).toHaveBeenLastCalledWith(
      { category_id: 9, sort: 'default', price_min: 1000, price_max: 9990, kind: 2, page: 1, page_size: 20 },
      { noTip: true }
    )
  })

  it('shows suggestions when nothing is found, and clears the filters on request', async () => {
    // Nothing for the search; the shop itself sells something (the question without a keyword).
    searchMock.mockImplementation(async (q) => (q.keyword || q.kind ? catalogue(0)(q) : catalogue(3)(q)))
    const p = await openPage('?keyword=xyz&kind=2')
    expect(p.root.textContent).toContain('没有找到相关商品')
    expect(p.root.textContent).toContain('大家都在逛')
    expect(p.root.textContent).toContain('食品生鲜')
    await p.tap(p.$('.empty-state__action'))
    expect(searchMock).toHaveBeenLastCalledWith(
      { keyword: 'xyz', sort: 'default', page: 1, page_size: 20 },
      {
        noTip: true
      }
    )
  })

  it('says 店铺筹备中 when the shop sells nothing at all, not "no match"', async () => {
    searchMock.mockImplementation(catalogue(0))
    const p = await openPage('?keyword=%E8%8A%92%E6%9E%9C')
    await p.utils.act(flush)
    expect(searchMock).toHaveBeenCalledWith({ page: 1, page_size: 1 }, { noTip: true, autoAuth: false })
    expect(p.root.textContent).toContain('店铺筹备中')
    expect(p.root.textContent).toContain('商品正在上架，敬请期待')
    expect(p.root.textContent).not.toContain('没有找到相关商品')
    expect(p.root.querySelector('.goods-result__suggest')).toBeNull()
  })

  it('opens a result in goods-info', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
    const p = await openPage('?keyword=x')
    await p.tap(p.$('.goods-card'))
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/goods-info/index?sku_id=10' })
  })
})
