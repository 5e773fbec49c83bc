import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import GoodsCategoryPage from '@/pages/goods-category/index'
import { getCategoryList, searchGoods } from '@/services/api/catalogue'
import type { CategoryNode, GoodsListItem } from '@contract/schemas/goods'

jest.mock('@/services/api/catalogue', () => ({ searchGoods: jest.fn(), getCategoryList: jest.fn() }))
const searchMock = searchGoods as jest.MockedFunction<typeof searchGoods>
const treeMock = getCategoryList as jest.MockedFunction<typeof getCategoryList>

class NoIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: NoIntersectionObserver })

const node = (id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  icon: '',
  children
})
const PICTURE = '/api/service/image/0123456789abcdef0123456789abcdef'
const TREE = [
  { ...node(1, '食品生鲜', [node(9, '新鲜水果'), node(10, '肉禽蛋品')]), icon: `${PICTURE}_160.jpg`, picture: PICTURE },
  node(2, '粮油调味', [node(13, '食用油')])
]
const goods = (id: number, title: string): GoodsListItem => ({
  spu_id: id,
  sku_id: id * 10,
  title,
  subtitle: '',
  image: '',
  price: 1000,
  market_price: 1200,
  cashback: 0,
  sales: 0,
  supplier: '',
  tags: [],
  kind: null,
  activity_price: null
})

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined
const flush = () => new Promise((r) => setTimeout(r, 0))

describe('goods-category page', () => {
  beforeEach(() => {
    treeMock.mockReset().mockResolvedValue(TREE)
    searchMock.mockReset().mockImplementation(async (q) => ({
      list: [goods(q.category_id ?? 0, `分类${q.category_id}的商品`)],
      total: 1,
      page: 1,
      page_size: 20
    }))
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/goods-category/index' }] as never)
    jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue({ errMsg: 'pageScrollTo:ok' })
  })
  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    jest.restoreAllMocks()
  })

  it('shows the tree, the first category with its sub-categories and goods, and follows the choices', async () => {
    const utils = new TestUtils()
    await utils.mount(GoodsCategoryPage, { props: {} })
    mounted = (utils as unknown as { _inst: Mounted })._inst
    await utils.act(flush)
    const root = mounted.container
    const tap = async (el: Element | undefined) => {
      await utils.act(async () => void utils.fireEvent.click(el as Element))
      await utils.act(flush)
    }
    const texts = (sel: string) => Array.from(root.querySelectorAll(sel)).map((e) => e.textContent)
    expect(texts('.goods-category__name')).toEqual(['食品生鲜', '粮油调味'])
    expect(root.querySelector('[role="tab"][aria-selected="true"] .goods-category__name')?.textContent).toBe('食品生鲜')
    // Each tab's icon: the uploaded one at the icon size, else the app's placeholder (the name's first character).
    const tabs = Array.from(root.querySelectorAll('.goods-category__top'))
    expect(tabs[0].querySelector('img')?.getAttribute('src')).toBe(`${PICTURE}_160.webp`)
    expect(tabs[1].querySelector('img')).toBeNull()
    expect(tabs[1].querySelector('.category-icon--placeholder')?.textContent).toBe('粮')
    expect(texts('.goods-category__sub')).toEqual(['全部', '新鲜水果', '肉禽蛋品'])
    expect(searchMock).toHaveBeenLastCalledWith({ category_id: 1, page: 1, page_size: 20 }, { noTip: true })
    expect(root.textContent).toContain('分类1的商品')

    await tap(Array.from(root.querySelectorAll('.goods-category__sub')).find((e) => e.textContent === '新鲜水果'))
    expect(searchMock).toHaveBeenLastCalledWith({ category_id: 9, page: 1, page_size: 20 }, { noTip: true })
    expect(root.textContent).toContain('分类9的商品')

    await tap(
      Array.from(root.querySelectorAll('.goods-category__top')).find((e) => e.textContent?.endsWith('粮油调味'))
    )
    expect(searchMock).toHaveBeenLastCalledWith({ category_id: 2, page: 1, page_size: 20 }, { noTip: true })
    expect(texts('.goods-category__sub')).toEqual(['全部', '食用油'])
  })

  async function openCategory() {
    const utils = new TestUtils()
    await utils.mount(GoodsCategoryPage, { props: {} })
    mounted = (utils as unknown as { _inst: Mounted })._inst
    for (let i = 0; i < 3; i++) await utils.act(flush)
    return mounted.container
  }
  const empty = async () => ({ list: [], total: 0, page: 1, page_size: 20 })

  it('a new shop without categories says 店铺筹备中, with no empty side bar', async () => {
    treeMock.mockResolvedValue([])
    const root = await openCategory()
    expect(root.textContent).toContain('店铺筹备中')
    expect(root.querySelector('.goods-category__side')).toBeNull()
  })

  it('a shop that sells nothing says 店铺筹备中 in place of the empty category', async () => {
    searchMock.mockImplementation(empty)
    const root = await openCategory()
    expect(searchMock).toHaveBeenCalledWith({ page: 1, page_size: 1 }, { noTip: true, autoAuth: false })
    expect(root.textContent).toContain('店铺筹备中')
    expect(root.textContent).not.toContain('该分类暂无商品')
  })

  it('an empty category of a shop that sells something keeps its own empty state', async () => {
    searchMock.mockImplementation(async (q) =>
      q.category_id ? empty() : { list: [goods(5, '别处的商品')], total: 1, page: 1, page_size: 1 }
    )
    const root = await openCategory()
    expect(root.textContent).toContain('该分类暂无商品')
    expect(root.textContent).not.toContain('店铺筹备中')
  })
})
