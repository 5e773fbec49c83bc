import {
  clampQuantity,
  findSku,
  initialSelection,
  missingSpecsText,
  optionState,
  quantityBounds,
  skuOffer,
  stockText,
  toggleOption
} from '../../src/components/sku-sheet/sku-logic'
import type { GoodsActivity, GoodsSku } from '@contract/schemas/goods'

function sku(id: number, color: string, size: string, stock: number, extra: Partial<GoodsSku> = {}): GoodsSku {
  return {
    sku_id: id,
    specs: [
      { name: '颜色', value: color },
      { name: '尺码', value: size }
    ],
    spec_text: `${color} ${size}`,
    image: `/img/${id}`,
    price: 1000 + id,
    market_price: 2000,
    stock,
    cashback: 10,
    limit_per_user: 0,
    activities: [],
    ...extra
  }
}

function flash(skuId: number, extra: Partial<GoodsActivity> = {}): GoodsActivity {
  return {
    id: 90 + skuId,
    sku_id: skuId,
    kind: 1,
    title: '秒杀',
    price: 500,
    start_time: 0,
    end_time: 0,
    state: 'ongoing',
    stock: null,
    sold: 0,
    limit_per_user: 0,
    group_size: null,
    group_seconds: null,
    items: [],
    original_price: 0,
    ...extra
  }
}

const specs = [
  { name: '颜色', values: ['红', '蓝'] },
  { name: '尺码', values: ['S', 'M', 'L'] }
]
// 蓝 L does not exist; 红 M is sold out.
const skus = [
  sku(1, '红', 'S', 5),
  sku(2, '红', 'M', 0),
  sku(3, '红', 'L', 50),
  sku(4, '蓝', 'S', 3),
  sku(5, '蓝', 'M', 8)
]

describe('option states', () => {
  it('disables a value that leads to no SKU with the rest chosen, and one whose SKUs are all sold out', () => {
    const chosen = { 颜色: '蓝' }
    expect(optionState(skus, chosen, '尺码', 'L')).toBe('none')
    expect(optionState(skus, chosen, '尺码', 'S')).toBe('available')
    expect(optionState(skus, { 颜色: '红' }, '尺码', 'M')).toBe('sold-out')
    // Nothing else chosen: M exists in stock for 蓝, so it is available.
    expect(optionState(skus, {}, '尺码', 'M')).toBe('available')
  })

  it('leaves the option own group out, so switching colour stays possible', () => {
    expect(optionState(skus, { 颜色: '红', 尺码: 'S' }, '颜色', '蓝')).toBe('available')
    // With L chosen, 蓝 has no SKU.
    expect(optionState(skus, { 颜色: '红', 尺码: 'L' }, '颜色', '蓝')).toBe('none')
  })

  it('toggles: chooses an available value, clears a chosen one, ignores a disabled one', () => {
    expect(toggleOption(skus, {}, '颜色', '红')).toEqual({ 颜色: '红' })
    expect(toggleOption(skus, { 颜色: '红' }, '颜色', '红')).toEqual({})
    const blue = { 颜色: '蓝' }
    expect(toggleOption(skus, blue, '尺码', 'L')).toBe(blue)
  })
})

describe('finding the SKU', () => {
  it('maps a complete selection to its SKU and an incomplete one to none', () => {
    expect(findSku(specs, skus, { 颜色: '蓝', 尺码: 'M' })?.sku_id).toBe(5)
    expect(findSku(specs, skus, { 颜色: '蓝' })).toBeNull()
    expect(findSku(specs, skus, { 颜色: '蓝', 尺码: 'L' })).toBeNull()
    expect(missingSpecsText(specs, { 颜色: '蓝' })).toBe('请选择 尺码')
    expect(missingSpecsText(specs, {})).toBe('请选择 颜色 尺码')
  })

  it('takes the one SKU of goods without specs', () => {
    const single = [{ ...skus[0], specs: [] }]
    expect(findSku([], single, {})?.sku_id).toBe(1)
  })

  it('starts from the requested SKU when it can be bought, else the first that can', () => {
    expect(initialSelection(skus, 5)).toEqual({ 颜色: '蓝', 尺码: 'M' })
    expect(initialSelection(skus, 2)).toEqual({ 颜色: '红', 尺码: 'S' })
    expect(initialSelection([sku(9, '红', 'S', 0)], 9)).toEqual({})
  })
})

describe('quantity bounds', () => {
  it('is bounded by stock when there is no limit', () => {
    expect(quantityBounds(skuOffer(skus[0]))).toEqual({ min: 1, max: 5, limitedBy: 'stock' })
  })

  it('is bounded by the per-user limit when it bites, and by stock when stock is lower', () => {
    expect(quantityBounds(skuOffer(sku(7, '红', 'S', 50, { limit_per_user: 2 })))).toEqual({
      min: 1,
      max: 2,
      limitedBy: 'limit'
    })
    expect(quantityBounds(skuOffer(sku(7, '红', 'S', 1, { limit_per_user: 2 })))).toEqual({
      min: 1,
      max: 1,
      limitedBy: 'stock'
    })
  })

  it('allows nothing for a sold-out SKU or none', () => {
    expect(quantityBounds(skuOffer(skus[1])).max).toBe(0)
    expect(quantityBounds(null)).toEqual({ min: 1, max: 0, limitedBy: 'none' })
  })

  it('clamps typed and stepped values into the bounds', () => {
    const b = { min: 1, max: 3, limitedBy: 'limit' as const }
    expect(clampQuantity(0, b)).toBe(1)
    expect(clampQuantity(9, b)).toBe(3)
    expect(clampQuantity(2.7, b)).toBe(2)
    expect(clampQuantity(Number.NaN, b)).toBe(1)
    expect(clampQuantity(5, { min: 1, max: 0, limitedBy: 'none' })).toBe(1)
  })
})

describe('activity mode', () => {
  it('uses the running activity: its price, its own stock and the stricter limit', () => {
    const s = sku(1, '红', 'S', 40, { limit_per_user: 5, activities: [flash(1, { stock: 6, limit_per_user: 3 })] })
    expect(skuOffer(s, 1)).toMatchObject({ price: 500, stock: 6, limit: 3 })
    expect(skuOffer(s)).toMatchObject({ price: 1001, stock: 40, limit: 5 })
  })

  it('makes SKUs without a running activity of that kind unbuyable', () => {
    const withSale = sku(1, '红', 'S', 40, { activities: [flash(1)] })
    const upcoming = sku(4, '蓝', 'S', 40, { activities: [flash(4, { state: 'upcoming' })] })
    const list = [withSale, upcoming]
    expect(skuOffer(upcoming, 1).stock).toBe(0)
    expect(optionState(list, {}, '颜色', '蓝', 1)).toBe('sold-out')
    expect(optionState(list, {}, '颜色', '红', 1)).toBe('available')
  })
})

describe('stock text', () => {
  it('says 有货, 仅剩 N 件 or 无货', () => {
    expect(stockText(50)).toBe('有货')
    expect(stockText(10)).toBe('仅剩 10 件')
    expect(stockText(1)).toBe('仅剩 1 件')
    expect(stockText(0)).toBe('无货')
    expect(stockText(-2)).toBe('无货')
  })
})
