import Taro from '@tarojs/taro'
import RegionStock, { REGION_KEY, readChosenRegion, resetLocated } from '@/features/catalogue/region-stock'
import { clearDistrictCache } from '@/features/address/district-picker'
import { getLocation, isLocationSkipped } from '@/platform/location'
import { getAddressList } from '@/services/api/address'
import { getGoodsStock } from '@/services/api/catalogue'
import { getDistrictList } from '@/services/api/district'
import { ApiError } from '@/services/request'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import type { Address } from '@contract/schemas/address'
import type { GoodsStockResult } from '@contract/schemas/stock'
import { $, mount, textOf } from '../jest/render'

jest.mock('@/services/api/catalogue', () => ({ getGoodsStock: jest.fn() }))
jest.mock('@/services/api/address', () => ({ getAddressList: jest.fn() }))
jest.mock('@/services/api/district', () => ({ getDistrictList: jest.fn(), getDistrictChildren: jest.fn() }))
jest.mock('@/platform/location', () => ({ getLocation: jest.fn(), isLocationSkipped: jest.fn(() => false) }))

const stockMock = getGoodsStock as jest.MockedFunction<typeof getGoodsStock>
const addrMock = getAddressList as jest.MockedFunction<typeof getAddressList>
const locMock = getLocation as jest.MockedFunction<typeof getLocation>
const skipMock = isLocationSkipped as jest.MockedFunction<typeof isLocationSkipped>
const provincesMock = getDistrictList as jest.MockedFunction<typeof getDistrictList>

const XJ = { code: '650000', name: '新疆维吾尔自治区' }
const GD = { code: '440000', name: '广东省' }
const flush = () => new Promise((r) => setTimeout(r, 0))

/** What the server answers for a region: lamb (sku 7) none in 新疆, 3 in 广东, plenty elsewhere. */
function serverStock(body: { sku_ids: string; province?: string; longitude?: number }): GoodsStockResult {
  const region = body.province === '650000' || body.longitude === 87.6 ? XJ : body.province === '440000' ? GD : null
  const [stock, state, text] =
    region === XJ ? [0, 'out_of_stock', '无货'] : region === GD ? [3, 'low', '仅剩3件'] : [93, 'in_stock', '有货']
  return { region, list: [{ sku_id: Number(body.sku_ids), stock, state, text } as GoodsStockResult['list'][0]] }
}

const address = (over: Partial<Address>): Address => ({
  id: 1,
  name: '李四',
  phone: '13900139000',
  province_code: '650000',
  province: '新疆维吾尔自治区',
  city_code: '650100',
  city: '乌鲁木齐市',
  area_code: '650102',
  area: '天山区',
  detail: '人民路 1 号',
  is_default: true,
  full_address: '',
  ...over
})

async function show(onChange = jest.fn()) {
  const utils = await mount(RegionStock, { skuId: 7, onChange })
  await utils.act(async () => {
    for (let i = 0; i < 5; i++) await flush()
  })
  const tap = (el: Element) =>
    utils.act(async () => {
      ;(el as HTMLElement).click()
      for (let i = 0; i < 5; i++) await flush()
    })
  return { utils, tap, onChange, line: () => Array.from($('.region-stock__row').children, (c) => textOf(c)).join(' ') }
}

beforeEach(() => {
  Taro.removeStorageSync(REGION_KEY)
  resetLocated()
  clearDistrictCache()
  useAuthStore.setState({ ...AUTH_DEFAULTS })
  stockMock.mockReset().mockImplementation(async (body) => serverStock(body))
  addrMock.mockReset().mockResolvedValue([])
  locMock.mockReset().mockResolvedValue({ longitude: 0, latitude: 0 })
  skipMock.mockReset().mockReturnValue(false)
})

describe('RegionStock', () => {
  it('asks for the default address province first and says 无货 there', async () => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 3, accessToken: 't' })
    addrMock.mockResolvedValue([address({ id: 2, is_default: false, province_code: '110000' }), address({})])
    const { line, onChange } = await show()
    expect(stockMock).toHaveBeenCalledWith({ sku_ids: '7', province: '650000' }, { noTip: true })
    expect(line()).toBe('送至 新疆维吾尔自治区 无货 ›')
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'out_of_stock' }), XJ)
    expect(locMock).not.toHaveBeenCalled()
  })

  it('prefers the province picked before, and shows 仅剩 N 件', async () => {
    Taro.setStorageSync(REGION_KEY, GD)
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 3, accessToken: 't' })
    addrMock.mockResolvedValue([address({})])
    const { line } = await show()
    expect(stockMock).toHaveBeenCalledWith({ sku_ids: '7', province: '440000' }, { noTip: true })
    expect(addrMock).not.toHaveBeenCalled()
    expect(line()).toContain('广东省 仅剩3件')
  })

  it('falls back to the position without an address, and to nationwide without either', async () => {
    locMock.mockResolvedValue({ longitude: 87.6, latitude: 43.8 })
    const a = await show()
    expect(addrMock).not.toHaveBeenCalled()
    expect(stockMock).toHaveBeenLastCalledWith({ sku_ids: '7', longitude: 87.6, latitude: 43.8 }, { noTip: true })
    expect(a.line()).toContain('新疆维吾尔自治区 无货')
    a.utils.unmout()

    resetLocated()
    locMock.mockResolvedValue({ longitude: 0, latitude: 0 })
    const b = await show()
    expect(stockMock).toHaveBeenLastCalledWith({ sku_ids: '7' }, { noTip: true })
    expect(b.line()).toBe('送至 全国 有货 ›')
  })

  it('never asks for the position on a page that skips location', async () => {
    skipMock.mockReturnValue(true)
    const { line } = await show()
    expect(locMock).not.toHaveBeenCalled()
    expect(stockMock).toHaveBeenCalledWith({ sku_ids: '7' }, { noTip: true })
    expect(line()).toContain('全国 有货')
  })

  it('switches region through the district picker and remembers it', async () => {
    provincesMock.mockResolvedValue([
      { id: '110000', name: '北京市', has_children: false },
      { id: '650000', name: '新疆维吾尔自治区', has_children: false }
    ])
    const { tap, line } = await show()
    expect(line()).toContain('全国 有货')
    await tap($('.region-stock__row'))
    const xj = Array.from(document.querySelectorAll('[role="option"]')).find((o) => textOf(o).startsWith('新疆'))
    expect(xj).toBeTruthy()
    await tap(xj as Element)
    expect(stockMock).toHaveBeenLastCalledWith({ sku_ids: '7', province: '650000' }, { noTip: true })
    expect(line()).toBe('送至 新疆维吾尔自治区 无货 ›')
    expect(readChosenRegion()).toEqual(XJ)
  })

  it('offers a retry when the stock call fails', async () => {
    stockMock.mockRejectedValueOnce(new ApiError(1500, '服务繁忙', null))
    const { tap, line } = await show()
    expect(line()).toContain('查询失败，点击重试')
    await tap($('.region-stock__row'))
    expect(stockMock).toHaveBeenCalledTimes(2)
    expect(line()).toContain('有货')
  })
})
