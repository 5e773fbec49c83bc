import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import ShoppingCartPage from '@/pages/shopping-cart/index'
import {
  allSelected,
  cartTotals,
  clampQty,
  qtyBounds,
  reconcileSelection,
  toggleAll
} from '@/pages/shopping-cart/cart-logic'
import { EDIT_DELAY_MS } from '@/pages/shopping-cart/use-qty-edits'
import { cleanCart, deleteCart, editCart, getCartList, getCartNum } from '@/services/api/cart'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { useCartCountStore } from '@/stores/cart-count'
import type { CartLine, CartListResponse } from '@contract/schemas/cart'

jest.mock('@/services/api/cart', () => ({
  getCartList: jest.fn(),
  editCart: jest.fn(),
  deleteCart: jest.fn(),
  cleanCart: jest.fn(),
  getCartNum: jest.fn()
}))
jest.mock('@/platform/login', () => ({ goLogin: jest.fn(), ensureLogin: jest.fn(() => true) }))

class NoIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: NoIntersectionObserver })

const listMock = getCartList as jest.MockedFunction<typeof getCartList>
const editMock = editCart as jest.MockedFunction<typeof editCart>
const delMock = deleteCart as jest.MockedFunction<typeof deleteCart>
const cleanMock = cleanCart as jest.MockedFunction<typeof cleanCart>
const numMock = getCartNum as jest.MockedFunction<typeof getCartNum>

const line = (cart_id: number, over: Partial<CartLine> = {}): CartLine => ({
  cart_id,
  sku_id: cart_id * 10,
  spu_id: cart_id,
  title: `商品${cart_id}`,
  image: `http://x/${cart_id}.svg`,
  specs: [],
  spec_text: '5斤装',
  qty: 1,
  price: 1990,
  market_price: 2990,
  cashback: 100,
  stock: 10,
  stock_state: 'normal',
  limit_per_user: 0,
  supplier: '',
  valid: true,
  invalid_reason: null,
  activities: [],
  created_time: 1,
  ...over
})

const answer = (list: CartLine[]): CartListResponse => ({
  list,
  total_qty: list.reduce((n, l) => n + l.qty, 0),
  valid_count: list.filter((l) => l.valid).length,
  invalid_count: list.filter((l) => !l.valid).length
})

describe('cart logic', () => {
  const lines = [line(1, { qty: 2 }), line(2, { price: 999, market_price: 999 }), line(3, { valid: false })]

  it('totals only the selected buyable lines, in integer cents', () => {
    expect(cartTotals(lines, new Set([1, 2, 3]))).toEqual({
      lines: 2,
      qty: 3,
      amount: 1990 * 2 + 999,
      saving: 1000 * 2,
      cashback: 300
    })
    expect(cartTotals(lines, new Set([2])).amount).toBe(999)
    expect(cartTotals(lines, new Set()).amount).toBe(0)
  })

  it('select-all covers the buyable lines only and toggles off when all are on', () => {
    const all = toggleAll(lines, new Set())
    expect([...all]).toEqual([1, 2])
    expect(allSelected(lines, all)).toBe(true)
    expect(toggleAll(lines, all).size).toBe(0)
    expect(allSelected([line(9, { valid: false })], new Set())).toBe(false)
  })

  it('keeps choices across reloads and selects lines new since', () => {
    const next = reconcileSelection(
      [line(1), line(2), line(4), line(3, { valid: false })],
      new Set([1]),
      new Set([1, 2])
    )
    expect([...next].sort()).toEqual([1, 4])
  })

  it('bounds quantity by stock, the purchase limit and 99', () => {
    expect(qtyBounds({ stock: 5, limit_per_user: 0 })).toEqual({ min: 1, max: 5 })
    expect(qtyBounds({ stock: 50, limit_per_user: 2 })).toEqual({ min: 1, max: 2 })
    expect(qtyBounds({ stock: 500, limit_per_user: 0 })).toEqual({ min: 1, max: 99 })
    expect(clampQty(0, { stock: 5, limit_per_user: 0 })).toBe(1)
    expect(clampQty(9, { stock: 5, limit_per_user: 0 })).toBe(5)
  })
})

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined
const flush = () => new Promise((r) => setTimeout(r, 0))

async function openCart() {
  const utils = new TestUtils()
  await utils.mount(ShoppingCartPage, { props: {} })
  mounted = (utils as unknown as { _inst: Mounted })._inst
  await utils.act(flush)
  const root = mounted.container
  const $ = (sel: string) => root.querySelector(sel) as HTMLElement
  const $$ = (sel: string) => Array.from(root.querySelectorAll(sel)) as HTMLElement[]
  const tap = (el: Element) => utils.act(async () => void utils.fireEvent.click(el))
  const total = () => ($('.cart-bar__total .price')?.textContent ?? '').replace(/\s/g, '')
  return { utils, root, $, $$, tap, total }
}

async function answerModal(button: '.taro-model__confirm' | '.taro-model__cancel') {
  await flush()
  const el = Array.from(document.querySelectorAll<HTMLElement>(button)).find(
    (b) => (b.closest('.taro__modal') as HTMLElement | null)?.style.display !== 'none'
  )
  el?.click()
}

describe('shopping-cart page', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/#/pages/shopping-cart/index')
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 7, accessToken: 't' })
    useCartCountStore.setState({ num: 0, owner: 7 })
    listMock.mockReset().mockResolvedValue(answer([line(1, { qty: 2 }), line(2), line(3, { valid: false })]))
    editMock.mockReset().mockImplementation(async ({ cart_id, qty }) => ({ cart_id, qty }))
    delMock.mockReset().mockResolvedValue({ removed: 1 })
    cleanMock.mockReset().mockResolvedValue({ removed: 1 })
    numMock.mockReset().mockResolvedValue({ num: 3 })
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/shopping-cart/index' }] as never)
  })

  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    jest.useRealTimers()
    jest.restoreAllMocks()
    useAuthStore.setState({ ...AUTH_DEFAULTS })
  })

  it('asks a visitor to log in instead of redirecting', async () => {
    useAuthStore.setState({ ...AUTH_DEFAULTS })
    const { root, $ } = await openCart()
    expect(root.textContent).toContain('登录后查看购物车')
    expect($('.empty-state__action').textContent).toContain('去登录')
    expect(listMock).not.toHaveBeenCalled()
  })

  it('selects the buyable lines, totals them and updates the tab badge', async () => {
    const p = await openCart()
    expect(p.$$('.cart-line')).toHaveLength(3)
    expect(p.total()).toBe('¥59.70')
    expect(p.$('.cart-bar__go').textContent).toContain('去结算(3)')
    expect(useCartCountStore.getState().num).toBe(4)
    expect(p.root.textContent).toContain('失效商品 1 件')
    expect(p.root.textContent).toContain('商品已售罄')
  })

  it('the first screen of lines loads its images at once, the lines further down when they come near', async () => {
    listMock.mockResolvedValue(answer([1, 2, 3, 4, 5, 6].map((id) => line(id))))
    const p = await openCart()
    const images = p.$$('.cart-line__image img')
    expect(images).toHaveLength(6)
    // The first four are asked for straight away (the cart's largest paint is among them).
    expect(images.slice(0, 4).map((img) => img.getAttribute('src'))).toEqual(
      [1, 2, 3, 4].map((id) => `http://x/${id}.svg`)
    )
    // The rest wait for the observer (never called here).
    expect(images.slice(4).map((img) => img.getAttribute('src'))).toEqual([null, null])
    expect(images[5].getAttribute('data-src')).toBe('http://x/6.svg')
  })

  it('recomputes the total from the selection: one line off, select-all off and on', async () => {
    const p = await openCart()
    await p.tap(p.$('[aria-label="选择商品1"]'))
    expect(p.total()).toBe('¥19.90')
    const all = p.$('.cart-bar [aria-label="全选"]')
    expect(all.getAttribute('aria-checked')).toBe('false')
    await p.tap(all)
    expect(p.total()).toBe('¥59.70')
    await p.tap(all)
    expect(p.total()).toBe('¥0.00')
    expect(p.$('.cart-bar__go').getAttribute('aria-disabled')).toBe('true')
  })

  it('changes quantity at once on screen and sends one debounced /cart/edit', async () => {
    const p = await openCart()
    jest.useFakeTimers()
    const plus = p.$('[aria-label="增加商品2的数量"]')
    await p.tap(plus)
    await p.tap(plus)
    expect(p.total()).toBe('¥99.50')
    expect(editMock).not.toHaveBeenCalled()
    await p.utils.act(async () => void jest.advanceTimersByTime(EDIT_DELAY_MS))
    expect(editMock).toHaveBeenCalledTimes(1)
    expect(editMock).toHaveBeenCalledWith({ cart_id: 2, qty: 3 })
    await p.utils.act(async () => void jest.runOnlyPendingTimers())
    expect(numMock).toHaveBeenCalled()
  })

  it('says which lines the default address cannot receive', async () => {
    listMock.mockResolvedValue({
      ...answer([line(1, { region_block: '在新疆维吾尔自治区无货' }), line(2, { region_block: null })]),
      region: { code: '650000', name: '新疆维吾尔自治区' }
    })
    const p = await openCart()
    const notes = p.$$('.cart-line__note').map((n) => n.textContent)
    expect(notes).toEqual(['在新疆维吾尔自治区无货，无法配送'])
  })

  it('stops the stepper at the stock', async () => {
    listMock.mockResolvedValue(answer([line(5, { qty: 2, stock: 2 })]))
    const p = await openCart()
    expect(p.$('[aria-label="增加商品5的数量"]').getAttribute('aria-disabled')).toBe('true')
    await p.tap(p.$('[aria-label="增加商品5的数量"]'))
    expect(p.$('.qty-stepper__value').textContent).toBe('2')
  })

  it('reloads the server state when an edit is refused', async () => {
    editMock.mockRejectedValueOnce(new Error('库存不足，仅剩10件'))
    const p = await openCart()
    jest.useFakeTimers()
    await p.tap(p.$('[aria-label="增加商品2的数量"]'))
    await p.utils.act(async () => void jest.advanceTimersByTime(EDIT_DELAY_MS))
    await p.utils.act(async () => void jest.runOnlyPendingTimers())
    expect(listMock).toHaveBeenCalledTimes(2)
  })

  it('checks out the selected lines to order-confirm', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
    const p = await openCart()
    await p.tap(p.$('.cart-bar__go'))
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/order-confirm/index?cart_ids=1%2C2&from=cart' })
  })

  it('deletes the lines chosen in 管理 mode after a confirm', async () => {
    const p = await openCart()
    await p.tap(p.$('.cart__manage'))
    await p.tap(p.$('[aria-label="选择商品2"]'))
    p.$('.cart-bar__go').click()
    await answerModal('.taro-model__confirm')
    await p.utils.act(flush)
    await p.utils.act(flush)
    expect(delMock).toHaveBeenCalledWith([2])
    expect(listMock).toHaveBeenCalledTimes(2)
  })

  it('cleans the invalid lines after a confirm, and not without', async () => {
    const p = await openCart()
    p.$('.cart__clean').click()
    await answerModal('.taro-model__cancel')
    await p.utils.act(flush)
    expect(cleanMock).not.toHaveBeenCalled()
    p.$('.cart__clean').click()
    await answerModal('.taro-model__confirm')
    await p.utils.act(flush)
    await p.utils.act(flush)
    expect(cleanMock).toHaveBeenCalledTimes(1)
  })

  it('shows the empty cart with a way to shop', async () => {
    listMock.mockResolvedValue(answer([]))
    const p = await openCart()
    expect(p.root.textContent).toContain('购物车还是空的')
    expect(useCartCountStore.getState().num).toBe(0)
  })
})
