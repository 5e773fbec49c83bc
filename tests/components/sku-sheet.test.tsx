import { act, fireEvent, render } from '@testing-library/react'
import SkuSheet, { type SkuSheetGoods, type SkuSheetProps } from '@/components/sku-sheet'
import type { GoodsActivity, GoodsSku } from '@contract/schemas/goods'
import { $, textOf } from '../jest/render'

function sku(id: number, color: string, size: string, stock: number, extra: Partial<GoodsSku> = {}): GoodsSku {
  return {
    sku_id: id,
    specs: [
      { name: '颜色', value: color },
      { name: '尺码', value: size }
    ],
    spec_text: `${color} ${size}`,
    image: `/img/${id}`,
    price: 1000 * id,
    market_price: 1000 * id + 500,
    stock,
    cashback: 0,
    limit_per_user: 0,
    activities: [],
    ...extra
  }
}

const flash: GoodsActivity = {
  id: 9,
  sku_id: 5,
  kind: 1,
  title: '秒杀',
  price: 990,
  start_time: 0,
  end_time: 0,
  state: 'ongoing',
  stock: 4,
  sold: 0,
  limit_per_user: 0,
  group_size: null,
  group_seconds: null,
  items: [],
  original_price: 0
}

// 蓝 L does not exist; 红 M is sold out; 蓝 M has a per-user limit of 2 and a flash sale.
const goods: SkuSheetGoods = {
  title: '纯棉T恤',
  images: ['/img/main'],
  sku_id: 1,
  specs: [
    { name: '颜色', values: ['红', '蓝'] },
    { name: '尺码', values: ['S', 'M', 'L'] }
  ],
  skus: [
    sku(1, '红', 'S', 50),
    sku(2, '红', 'M', 0),
    sku(3, '红', 'L', 7),
    sku(4, '蓝', 'S', 30),
    sku(5, '蓝', 'M', 40, { limit_per_user: 2, activities: [flash] })
  ]
}

const option = (group: string, value: string) =>
  $(`.sku-sheet__group[aria-label="${group}"] .sku-sheet__option[aria-label^="${value}"]`)

function open(props: Partial<SkuSheetProps> = {}) {
  const add = jest.fn()
  const buy = jest.fn()
  render(
    <SkuSheet
      visible
      onClose={jest.fn()}
      goods={goods}
      actions={[
        { text: '加入购物车', type: 'warning', onClick: add },
        { text: '立即购买', type: 'primary', onClick: buy }
      ]}
      {...props}
    />
  )
  return { add, buy }
}

const press = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el)
  })
}

describe('SkuSheet', () => {
  it("starts on the page's SKU with its image, price and stock, and hands it to the action", async () => {
    const { add } = open()
    expect(option('颜色', '红').getAttribute('aria-checked')).toBe('true')
    expect(option('尺码', 'S').getAttribute('aria-checked')).toBe('true')
    expect($('.sku-sheet__image img').getAttribute('src')).toBe('/img/1')
    expect(textOf($('.sku-sheet__prices .price'))).toBe('¥10.00')
    expect(textOf($('.sku-sheet__stock'))).toBe('有货')
    expect(textOf($('.sku-sheet__chosen'))).toBe('已选：红 S')
    await press($('.sku-sheet__action'))
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ sku_id: 1 }), 1)
  })

  it('disables options that lead to no SKU or a sold-out one, and ignores taps on them', async () => {
    open()
    expect(option('尺码', 'M').getAttribute('aria-disabled')).toBe('true')
    expect(option('尺码', 'M').getAttribute('aria-label')).toBe('M（无货）')
    expect(option('尺码', 'M').className).toContain('sku-sheet__option--sold-out')
    await press(option('尺码', 'M'))
    expect(option('尺码', 'S').getAttribute('aria-checked')).toBe('true')
    // Choose L: 蓝 has no L, so 蓝 is disabled.
    await press(option('尺码', 'L'))
    expect(option('颜色', '蓝').getAttribute('aria-disabled')).toBe('true')
    expect(option('颜色', '蓝').className).toContain('sku-sheet__option--none')
    expect(textOf($('.sku-sheet__stock'))).toBe('仅剩 7 件')
    expect($('.sku-sheet__image img').getAttribute('src')).toBe('/img/3')
  })

  it('asks for the missing spec and keeps the actions disabled until the choice is complete', async () => {
    const { buy } = open()
    await press(option('尺码', 'S')) // clears S
    expect(textOf($('.sku-sheet__chosen'))).toBe('请选择 尺码')
    expect(document.querySelector('.sku-sheet__stock')).toBeNull()
    const buyButton = document.querySelectorAll('.sku-sheet__action')[1]
    expect(buyButton.hasAttribute('disabled') || buyButton.className.includes('disabled')).toBe(true)
    await press(buyButton)
    expect(buy).not.toHaveBeenCalled()
  })

  it('bounds the quantity by the purchase limit and says so', async () => {
    const { buy } = open({ skuId: 5 })
    expect(textOf($('.sku-sheet__limit'))).toBe('每人限购 2 件')
    const plus = $('.nut-inputnumber-add')
    await press(plus)
    await press(plus)
    await press(plus)
    expect(($('.nut-inputnumber-input') as HTMLInputElement).value).toBe('2')
    await press(document.querySelectorAll('.sku-sheet__action')[1])
    expect(buy).toHaveBeenCalledWith(expect.objectContaining({ sku_id: 5 }), 2)
  })

  it('bounds the quantity by stock and names the stepper controls', async () => {
    open({ skuId: 3, defaultQty: 99 })
    expect(($('.nut-inputnumber-input') as HTMLInputElement).value).toBe('7')
    expect(document.querySelector('.sku-sheet__limit')).toBeNull()
    expect($('.nut-inputnumber-input').getAttribute('aria-label')).toBe('购买数量')
    expect($('.nut-inputnumber-add').getAttribute('aria-label')).toBe('增加数量')
    expect($('.nut-inputnumber-minus').getAttribute('aria-label')).toBe('减少数量')
  })

  it('in a flash sale offers only SKUs in the sale, at its price and within its stock', async () => {
    const { buy } = open({ activityKind: 1, defaultQty: 10 })
    expect(option('颜色', '蓝').getAttribute('aria-checked')).toBe('true')
    expect(option('尺码', 'M').getAttribute('aria-checked')).toBe('true')
    expect(option('颜色', '红').getAttribute('aria-disabled')).toBe('true')
    expect(textOf($('.sku-sheet__prices .price'))).toBe('¥9.90')
    expect(textOf($('.sku-sheet__stock'))).toBe('仅剩 4 件')
    // The SKU's limit of 2 is below the sale's 4 left.
    expect(($('.nut-inputnumber-input') as HTMLInputElement).value).toBe('2')
    await press(document.querySelectorAll('.sku-sheet__action')[1])
    expect(buy).toHaveBeenCalledWith(expect.objectContaining({ sku_id: 5 }), 2)
  })

  it('closes from its own named close button', async () => {
    const onClose = jest.fn()
    open({ onClose })
    const close = $('.sku-sheet__close')
    expect(close.getAttribute('role')).toBe('button')
    expect(close.getAttribute('aria-label')).toBe('关闭')
    // NutUI's own close writes an invalid aria-role attribute; the sheet does not use it.
    expect(document.querySelector('[aria-role]')).toBeNull()
    await press(close)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('reports the choice as it changes', async () => {
    const onChange = jest.fn()
    open({ onChange })
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sku_id: 1 }), 1)
    await press(option('颜色', '蓝'))
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sku_id: 4 }), 1)
  })

  it('with a 到货提醒 action, a sold-out SKU can be chosen and the dead buttons give way to it', async () => {
    const remind = jest.fn()
    const { add, buy } = open({ soldOutAction: (s) => ({ text: `到货提醒 ${s.sku_id}`, onClick: remind }) })
    // Still marked sold out, but no longer disabled.
    expect(option('尺码', 'M').getAttribute('aria-disabled')).toBeNull()
    expect(option('尺码', 'M').className).toContain('sku-sheet__option--sold-out')
    await press(option('尺码', 'M'))
    expect(option('尺码', 'M').getAttribute('aria-checked')).toBe('true')
    expect(textOf($('.sku-sheet__stock'))).toBe('无货')
    const buttons = document.querySelectorAll('.sku-sheet__action')
    expect(buttons).toHaveLength(1)
    expect(textOf(buttons[0])).toBe('到货提醒 2')
    await press(buttons[0])
    expect(remind).toHaveBeenCalledWith(expect.objectContaining({ sku_id: 2 }), 1)
    // Back to a SKU in stock: the usual buttons again.
    await press(option('尺码', 'S'))
    expect(textOf($('.sku-sheet__actions'))).toBe('加入购物车立即购买')
    expect(add).not.toHaveBeenCalled()
    expect(buy).not.toHaveBeenCalled()
  })

  it('opens on the requested sold-out SKU only when nothing is in stock and a reminder is offered', async () => {
    const out: SkuSheetGoods = { ...goods, sku_id: 2, skus: goods.skus.map((s) => ({ ...s, stock: 0 })) }
    open({ goods: out, soldOutAction: () => ({ text: '到货提醒', onClick: jest.fn() }) })
    expect(textOf($('.sku-sheet__chosen'))).toBe('已选：红 M')
    expect(textOf($('.sku-sheet__actions'))).toBe('到货提醒')
  })

  it('keeps sold-out options closed in an activity’s mode, where the activity is what ran out', async () => {
    open({ activityKind: 1, soldOutAction: () => ({ text: '到货提醒', onClick: jest.fn() }) })
    expect(option('颜色', '红').getAttribute('aria-disabled')).toBe('true')
    await press(option('颜色', '红'))
    expect(option('颜色', '蓝').getAttribute('aria-checked')).toBe('true')
    expect(document.querySelector('.sku-sheet__action--remind')).toBeNull()
  })
})
