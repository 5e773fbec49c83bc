import { fireEvent, render } from '@testing-library/react'
import GoodsCard, { cardPrices, fromSkuActivities, pensionTagText, type GoodsCardItem } from '@/components/goods-card'
import { useThemeStore } from '@/stores/theme'
import type { CollectItem } from '@contract/schemas/collect'
import type { GoodsActivity, GoodsListItem, SkuActivities } from '@contract/schemas/goods'
import { $, textOf } from '../jest/render'

const searchItem: GoodsListItem = {
  spu_id: 3,
  sku_id: 31,
  title: '有机五常大米 5kg 当季新米',
  subtitle: '',
  image: '/api/service/image/31',
  price: 8900,
  market_price: 12900,
  cashback: 450,
  sales: 120,
  supplier: '五常农场',
  tags: ['秒杀'],
  kind: 1,
  activity_price: 5990
}

const activity = (extra: Partial<GoodsActivity>): GoodsActivity => ({
  id: 1,
  sku_id: 41,
  kind: 4,
  title: '套餐',
  price: 15000,
  start_time: 0,
  end_time: 0,
  state: 'ongoing',
  stock: null,
  sold: 0,
  limit_per_user: 0,
  group_size: null,
  group_seconds: null,
  items: [],
  original_price: 18800,
  ...extra
})

function show(goods: GoodsCardItem, layout: 'list' | 'waterfall' = 'list', onClick = jest.fn()) {
  render(<GoodsCard goods={goods} layout={layout} onClick={onClick} />)
  return onClick
}

beforeEach(() =>
  useThemeStore.getState().applyTheme({ pension_visible: true, pension_tag_theme: 2, supplier_visible: true })
)

describe('GoodsCard', () => {
  it('is a button named by its visible text (title first) that hands the item to onClick', () => {
    const onClick = show(searchItem)
    const card = $('.goods-card')
    expect(card.getAttribute('role')).toBe('button')
    // No aria-label: a label that differs from the visible text fails axe's label-content-name-mismatch.
    expect(card.getAttribute('aria-label')).toBeNull()
    expect(card.textContent).toContain('有机五常大米 5kg 当季新米')
    fireEvent.click(card)
    expect(onClick).toHaveBeenCalledWith(searchItem)
  })

  it('loads the image lazily, cropped to fill a fixed square box', () => {
    show(searchItem, 'waterfall')
    const box = $('.goods-card__media')
    const image = box.querySelector('.goods-card__image img') as HTMLImageElement
    // Lazy: the address waits in data-src until the image is on screen (jsdom: at once, tests/jest/setup-taro.js).
    expect(image.getAttribute('data-src')).toBe('/api/service/image/31')
    expect(image.getAttribute('src')).toBe('/api/service/image/31')
    expect(image.className).toBe('taro-img__mode-aspectfill')
    expect(image.getAttribute('alt')).toBe('')
    expect($('.goods-card').className).toContain('goods-card--waterfall')
  })

  it('shows the activity price with the market price struck through and the activity badge', () => {
    show(searchItem)
    expect(textOf($('.goods-card__badge'))).toBe('秒杀')
    const prices = Array.from(document.querySelectorAll('.goods-card__prices .price')) as HTMLElement[]
    expect(prices.map((p) => textOf(p))).toEqual(['¥59.90', '¥129.00'])
    expect(prices[1].className).toContain('price--strike')
    expect(prices[0].className).not.toContain('price--strike')
  })

  it('names group buys 拼团 and packages 套餐, and shows the plain price without an activity', () => {
    show({ ...searchItem, kind: 2, activity_price: 7900 })
    expect(textOf($('.goods-card__badge'))).toBe('拼团')
    document.body.innerHTML = ''
    show({ ...searchItem, kind: null, activity_price: null, market_price: 8900 })
    expect(document.querySelector('.goods-card__badge')).toBeNull()
    expect(Array.from(document.querySelectorAll('.goods-card__prices .price')).map((p) => textOf(p))).toEqual([
      '¥89.00'
    ])
  })

  it('shows the cashback tag with its amount, filled by default and outlined for pension_tag_theme 1', () => {
    show(searchItem)
    expect(textOf($('.goods-card__pension'))).toBe('返养老金¥4.50')
    expect($('.goods-card__pension').className).toContain('goods-card__pension--filled')
    document.body.innerHTML = ''
    useThemeStore.getState().applyTheme({ pension_tag_theme: 1 })
    show(searchItem)
    expect($('.goods-card__pension').className).toContain('goods-card__pension--outline')
  })

  it('hides the cashback tag when the theme hides pensions, or when the item earns none', () => {
    useThemeStore.getState().applyTheme({ pension_visible: false })
    show(searchItem)
    expect(document.querySelector('.goods-card__pension')).toBeNull()
    useThemeStore.getState().applyTheme({ pension_visible: true })
    document.body.innerHTML = ''
    show({ ...searchItem, cashback: 0 })
    expect(document.querySelector('.goods-card__pension')).toBeNull()
  })

  it('shows the supplier in the list form only when the theme allows', () => {
    show(searchItem)
    expect(textOf($('.goods-card__supplier'))).toBe('五常农场')
    document.body.innerHTML = ''
    useThemeStore.getState().applyTheme({ supplier_visible: false })
    show(searchItem)
    expect(document.querySelector('.goods-card__supplier')).toBeNull()
  })

  it('takes a favourite as it is and marks one gone off shelf', () => {
    const favourite: CollectItem = {
      id: 7,
      spu_id: 3,
      sku_id: 31,
      title: '有机五常大米',
      image: '/i/31',
      spec_text: '5kg',
      price: 8900,
      market_price: 12900,
      valid: false,
      collected_time: 1_767_254_400
    }
    show(favourite)
    expect(textOf($('.goods-card__invalid'))).toBe('已失效')
    expect($('.goods-card').getAttribute('aria-disabled')).toBe('true')
    // No cashback field: the tag shows without an amount.
    expect(textOf($('.goods-card__pension'))).toBe('返养老金')
  })

  it('maps a home template entry: its running activity sets kind and price; a package compares with its items', () => {
    const entry: SkuActivities = {
      sku_id: 41,
      spu_id: 4,
      title: '早餐套餐',
      image: '/i/41',
      price: 9900,
      market_price: 11900,
      cashback: 200,
      sales: 3,
      stock: 9,
      activities: [activity({ kind: 1, state: 'upcoming', price: 100 }), activity({})]
    }
    const card = fromSkuActivities(entry)
    expect(card).toMatchObject({ sku_id: 41, kind: 4, activity_price: 15000, original_price: 18800, cashback: 200 })
    expect(cardPrices(card)).toEqual({ now: 15000, was: 18800 })
    show(card)
    expect(textOf($('.goods-card__badge'))).toBe('套餐')
    expect(fromSkuActivities({ ...entry, activities: [activity({ state: 'upcoming' })] })).toMatchObject({
      kind: null,
      activity_price: null
    })
  })
})

describe('price and tag rules', () => {
  it('never strikes a price that is not higher than the one shown', () => {
    expect(cardPrices({ ...searchItem, market_price: 5000 })).toEqual({ now: 5990, was: 8900 })
    expect(cardPrices({ sku_id: 1, title: 't', image: '', price: 100, market_price: 100 })).toEqual({
      now: 100,
      was: null
    })
  })

  it('words the cashback tag', () => {
    expect(pensionTagText(1234)).toBe('返养老金¥12.34')
    expect(pensionTagText(undefined)).toBe('返养老金')
    expect(pensionTagText(0)).toBeNull()
  })
})
