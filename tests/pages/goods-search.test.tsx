import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import GoodsSearchPage from '@/pages/goods-search/index'
import { addHistory, clearHistory, HISTORY_MAX, normalizeKeyword, readHistory } from '@/pages/goods-search/history'
import { hotWordsOf } from '@/pages/goods-search/hot-words'
import { getCategoryList, getHotWords, searchGoods } from '@/services/api/catalogue'
import { SEARCH_HISTORY_KEY } from '@/constants/storage-keys'
import type { CategoryNode } from '@contract/schemas/goods'

jest.mock('@/services/api/catalogue', () => ({
  getCategoryList: jest.fn(),
  getHotWords: jest.fn(),
  searchGoods: jest.fn()
}))
const searchMock = searchGoods as jest.MockedFunction<typeof searchGoods>
const categoriesMock = getCategoryList as jest.MockedFunction<typeof getCategoryList>
const hotMock = getHotWords as jest.MockedFunction<typeof getHotWords>
const SERVER_WORDS = ['大米', '脐橙', '花生油'].map((text) => ({ text }))

const node = (id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  icon: '',
  children
})
const TREE = [
  node(1, '食品生鲜', [node(9, '新鲜水果'), node(10, '肉禽蛋品')]),
  node(2, '粮油调味', [node(12, '米面杂粮')])
]

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined

async function openPage(query = '') {
  window.history.replaceState(null, '', `/#/pages/goods-search/index${query}`)
  const utils = new TestUtils()
  await utils.mount(GoodsSearchPage, { props: {} })
  mounted = (utils as unknown as { _inst: Mounted })._inst
  await utils.act(async () => new Promise((r) => setTimeout(r, 0)))
  const root = mounted.container
  const chips = (label: string) =>
    Array.from(root.querySelectorAll(`[aria-label="${label}"] .goods-search__chip`)).map((c) => c.textContent)
  const tap = (el: Element | null) => utils.act(async () => void utils.fireEvent.click(el as Element))
  const type = async (value: string) => {
    const input = root.querySelector('input.goods-search__input') as HTMLInputElement
    await utils.act(async () => {
      input.value = value
      utils.fireEvent.input(input)
    })
  }
  return { utils, root, chips, tap, type }
}

/** Taro's H5 modal is drawn into the document: answer it like a shopper. */
async function answerModal(button: '.taro-model__confirm' | '.taro-model__cancel') {
  await new Promise((r) => setTimeout(r, 0))
  const el = Array.from(document.querySelectorAll<HTMLElement>(button)).find(
    (b) => (b.closest('.taro__modal') as HTMLElement | null)?.style.display !== 'none'
  )
  el?.click()
}

describe('search history', () => {
  beforeEach(() => clearHistory())

  it('keeps words newest first, without repeats, at most 10', () => {
    for (let i = 1; i <= 12; i++) addHistory(`词${i}`)
    addHistory('  词5  ')
    const h = readHistory()
    expect(h).toHaveLength(HISTORY_MAX)
    expect(h[0]).toBe('词5')
    expect(h.filter((w) => w === '词5')).toHaveLength(1)
    expect(h).not.toContain('词1')
  })

  it('normalises keywords and ignores empty ones and unreadable storage', () => {
    expect(normalizeKeyword('  苹果   礼盒 ')).toBe('苹果 礼盒')
    expect(normalizeKeyword('x'.repeat(80))).toHaveLength(50)
    expect(addHistory('   ')).toEqual([])
    Taro.setStorageSync(SEARCH_HISTORY_KEY, 'not a list')
    expect(readHistory()).toEqual([])
  })
})

describe('hot words', () => {
  it('come from second-level categories, one per top category in turn', () => {
    expect(hotWordsOf(TREE).map((w) => w.text)).toEqual(['新鲜水果', '米面杂粮', '肉禽蛋品'])
    expect(hotWordsOf([node(3, '个护清洁')])).toEqual([{ text: '个护清洁', category_id: 3 }])
    expect(hotWordsOf(null)).toEqual([])
  })
})

describe('goods-search page', () => {
  let navigateTo: jest.SpyInstance

  beforeEach(() => {
    clearHistory()
    categoriesMock.mockReset().mockResolvedValue(TREE)
    hotMock.mockReset().mockResolvedValue({ list: SERVER_WORDS })
    searchMock.mockReset().mockResolvedValue({ list: [], total: 0, page: 1, page_size: 1 })
    navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/goods-search/index' }] as never)
  })

  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    jest.restoreAllMocks()
  })

  it('searches the typed word, remembers it and opens the results', async () => {
    const p = await openPage()
    await p.type('  苹果 ')
    await p.tap(p.root.querySelector('.goods-search__submit'))
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/goods-search-result/index?keyword=%E8%8B%B9%E6%9E%9C' })
    expect(readHistory()).toEqual(['苹果'])
    expect(p.chips('搜索历史')).toEqual(['苹果'])
  })

  it('replaces the result page it came from instead of stacking another', async () => {
    jest
      .spyOn(Taro, 'getCurrentPages')
      .mockReturnValue([{ route: 'pages/goods-search-result/index' }, { route: 'pages/goods-search/index' }] as never)
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
    const p = await openPage()
    await p.type('橙子')
    await p.tap(p.root.querySelector('.goods-search__submit'))
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/goods-search-result/index?keyword=%E6%A9%99%E5%AD%90' })
    expect(navigateTo).not.toHaveBeenCalled()
  })

  it('refuses an empty search with a toast', async () => {
    const showToast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
    const p = await openPage()
    await p.tap(p.root.querySelector('.goods-search__submit'))
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请输入搜索内容' }))
    expect(navigateTo).not.toHaveBeenCalled()
  })

  it('starts from the keyword it was opened with', async () => {
    const p = await openPage('?keyword=%E6%A9%99%E5%AD%90')
    expect((p.root.querySelector('input.goods-search__input') as HTMLInputElement).value).toBe('橙子')
  })

  it('shows the history, searches a history word and clears the history after confirming', async () => {
    addHistory('大米')
    addHistory('苹果')
    const p = await openPage()
    expect(p.chips('搜索历史')).toEqual(['苹果', '大米'])
    await p.tap(p.root.querySelectorAll('[aria-label="搜索历史"] .goods-search__chip')[1])
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/goods-search-result/index?keyword=%E5%A4%A7%E7%B1%B3' })

    // 取消 keeps it, 清空 (confirmed) removes it.
    const clearButton = () => p.root.querySelector('[aria-label="清空搜索历史"]') as HTMLElement
    clearButton().click()
    await answerModal('.taro-model__cancel')
    await p.utils.act(async () => new Promise((r) => setTimeout(r, 0)))
    expect(readHistory()).toEqual(['大米', '苹果'])
    clearButton().click()
    await answerModal('.taro-model__confirm')
    await p.utils.act(async () => new Promise((r) => setTimeout(r, 0)))
    expect(readHistory()).toEqual([])
    expect(p.root.querySelector('[aria-label="搜索历史"]')).toBeNull()
  })

  it("offers the server's hot words in order, searches one and remembers it", async () => {
    const p = await openPage()
    expect(p.chips('热门搜索')).toEqual(['大米', '脐橙', '花生油'])
    expect(categoriesMock).not.toHaveBeenCalled()
    await p.tap(p.root.querySelectorAll('[aria-label="热门搜索"] .goods-search__chip')[1])
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/goods-search-result/index?keyword=%E8%84%90%E6%A9%99' })
    expect(readHistory()).toEqual(['脐橙'])
  })

  it('falls back to the categories when the server has no hot words, opening one as its category', async () => {
    hotMock.mockResolvedValue({ list: [] })
    const p = await openPage()
    expect(p.chips('热门搜索')).toEqual(['新鲜水果', '米面杂粮', '肉禽蛋品'])
    await p.tap(p.root.querySelector('[aria-label="热门搜索"] .goods-search__chip'))
    expect(navigateTo).toHaveBeenCalledWith({
      url: '/pages/goods-search-result/index?category_id=9&title=%E6%96%B0%E9%B2%9C%E6%B0%B4%E6%9E%9C'
    })
  })

  it('says 店铺筹备中 under the box when there is nothing to suggest and nothing on sale', async () => {
    hotMock.mockResolvedValue({ list: [] })
    categoriesMock.mockResolvedValue([])
    const p = await openPage()
    await p.utils.act(async () => new Promise((r) => setTimeout(r, 0)))
    expect(searchMock).toHaveBeenCalledWith({ page: 1, page_size: 1 }, { noTip: true, autoAuth: false })
    expect(p.root.textContent).toContain('店铺筹备中')
    expect(p.root.querySelector('[aria-label="热门搜索"]')).toBeNull()
  })

  it('does not ask whether the shop is empty while it has words to suggest', async () => {
    await openPage()
    expect(searchMock).not.toHaveBeenCalled()
  })

  it('offers a retry when the hot words fail to load', async () => {
    hotMock.mockRejectedValueOnce(new Error('offline'))
    const p = await openPage()
    expect(p.root.textContent).toContain('热门搜索加载失败，点击重试')
    await p.tap(p.root.querySelector('.goods-search__retry'))
    await p.utils.act(async () => new Promise((r) => setTimeout(r, 0)))
    expect(p.chips('热门搜索')).toEqual(['大米', '脐橙', '花生油'])
  })
})
