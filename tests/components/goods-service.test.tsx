import { act } from '@testing-library/react'
import Taro from '@tarojs/taro'
import GoodsService from '@/features/catalogue/goods-service'
import { ensureLogin } from '@/platform/login'
import { getCouponCenter, receiveCoupon } from '@/services/api/coupon'
import type { CouponCenterItem } from '@contract/schemas/coupon'
import type { GoodsInfo } from '@contract/schemas/goods'
import { $, mount, textOf } from '../jest/render'

jest.mock('@/services/api/coupon', () => ({ getCouponCenter: jest.fn(), receiveCoupon: jest.fn() }))
jest.mock('@/platform/login', () => ({ goLogin: jest.fn(), ensureLogin: jest.fn(() => true) }))

const centerMock = getCouponCenter as jest.MockedFunction<typeof getCouponCenter>
const receiveMock = receiveCoupon as jest.MockedFunction<typeof receiveCoupon>
const loginMock = ensureLogin as jest.MockedFunction<typeof ensureLogin>
const flush = () => act(() => new Promise((r) => setTimeout(r, 0)))

const offer = (id: number, name: string, over: Partial<CouponCenterItem> = {}): CouponCenterItem => ({
  coupon_id: id,
  name,
  kind: 1,
  threshold: 5000,
  amount: 800,
  rate: 100,
  max_discount: 0,
  category_id: 9,
  rule_text: '满50减8',
  scope_text: '仅限食品生鲜商品',
  remain: 10,
  received: 0,
  can_receive: true,
  valid_text: '领取后15天内有效',
  ...over
})

const info = {
  sku_id: 7,
  params: [
    { name: '品牌', value: '赣州果业' },
    { name: '规格', value: '5斤装 / 9斤装' }
  ],
  promises: [
    { key: 'ship', title: '24小时内发货', text: '付款后24小时内由仓库发出' },
    { key: 'freight', title: '满99元包邮', text: '订单商品满99元免运费，不满收运费8元' },
    { key: 'return', title: '不支持七天无理由退货', text: '生鲜等特殊商品，签收后如有质量问题请联系客服' }
  ]
} as unknown as GoodsInfo

const row = (label: string) =>
  Array.from(document.querySelectorAll<HTMLElement>('.goods-svc__row')).find((r) =>
    r.querySelector('.goods-svc__label')?.textContent?.includes(label)
  ) as HTMLElement
const tap = async (el: Element) => {
  await act(async () => void (el as HTMLElement).click())
  await flush()
}

describe('goods page 领券 · 服务 · 参数 · 客服', () => {
  beforeEach(() => {
    loginMock.mockReset().mockReturnValue(true)
    centerMock.mockReset()
    receiveMock.mockReset()
  })

  it('shows the promises on the row and their sentences in the 服务 sheet', async () => {
    await mount(GoodsService, { info, skuId: 7 })
    expect(textOf(row('服务'))).toContain('24小时内发货 · 满99元包邮 · 不支持七天无理由退货')
    expect(document.querySelector('[aria-label="服务说明"]')).toBeNull()
    await tap(row('服务'))
    const sheet = $('[role="dialog"][aria-label="服务说明"]')
    expect(textOf(sheet)).toContain('付款后24小时内由仓库发出')
    expect(textOf(sheet)).toContain('生鲜等特殊商品')
    await tap(sheet.querySelector('[aria-label="关闭"]') as Element)
    expect(document.querySelector('[aria-label="服务说明"]')).toBeNull()
  })

  it('lists every parameter in the 规格参数 table', async () => {
    await mount(GoodsService, { info, skuId: 7 })
    await tap(row('参数'))
    const rows = Array.from(document.querySelectorAll('[aria-label="规格参数"] [role="row"]')).map((r) =>
      Array.from(r.querySelectorAll('[role="rowheader"], [role="cell"]')).map((c) => textOf(c))
    )
    expect(rows).toEqual([
      ['品牌', '赣州果业'],
      ['规格', '5斤装 / 9斤装']
    ])
  })

  it('leaves out 服务 and 参数 when the goods have none, keeps 领券 and 客服', async () => {
    await mount(GoodsService, { info: { ...info, params: [], promises: [] }, skuId: 7 })
    expect(Array.from(document.querySelectorAll('.goods-svc__label')).map((l) => l.textContent)).toEqual([
      '领券',
      '客服'
    ])
  })

  it('领券 lists the coupons of this goods, claims one and shows it as 已领取', async () => {
    centerMock
      .mockResolvedValueOnce({
        list: [offer(1, '生鲜专享券'), offer(2, '满99减10', { received: 1, can_receive: false })]
      })
      .mockResolvedValueOnce({
        list: [
          offer(1, '生鲜专享券', { received: 1, can_receive: false }),
          offer(2, '满99减10', { received: 1, can_receive: false })
        ]
      })
    // /coupon/receive answers the coupon now held (the contract's UserCoupon).
    const { remain: _r, received: _d, can_receive: _c, valid_text: _v, ...template } = offer(1, '生鲜专享券')
    receiveMock.mockResolvedValue({ ...template, id: 101, status: 'unused', locked: false, valid_from: 0, valid_to: 0 })
    await mount(GoodsService, { info, skuId: 7 })
    await tap(row('领券'))
    await flush()
    expect(centerMock).toHaveBeenCalledWith({ sku_id: 7 })
    const sheet = $('[role="dialog"][aria-label="领券"]')
    const card = (name: string) =>
      Array.from(sheet.querySelectorAll('.mc-card')).find((c) => textOf(c).includes(name)) as HTMLElement
    expect(textOf(card('生鲜专享券'))).toContain('立即领取')
    expect(textOf(card('满99减10'))).toContain('已领取')
    expect(textOf(card('生鲜专享券'))).toContain('仅限食品生鲜商品')
    // The rules as the coupon centre shows them.
    await tap(card('生鲜专享券').querySelector('.mc-rules__toggle') as Element)
    expect(textOf(card('生鲜专享券'))).toContain('有效期：领取后15天内有效')
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
    await tap(card('生鲜专享券').querySelector('.mc-card__use') as Element)
    await flush()
    expect(receiveMock).toHaveBeenCalledWith({ coupon_id: 1 })
    expect(textOf(card('生鲜专享券'))).toContain('已领取')
    expect(card('生鲜专享券').querySelector('.mc-card__use')?.getAttribute('aria-disabled')).toBe('true')
  })

  it('领券 asks a visitor to log in first and opens nothing', async () => {
    loginMock.mockReturnValue(false)
    await mount(GoodsService, { info, skuId: 7 })
    await tap(row('领券'))
    expect(loginMock).toHaveBeenCalled()
    expect(centerMock).not.toHaveBeenCalled()
    expect(document.querySelector('[aria-label="领券"][role="dialog"]')).toBeNull()
  })

  it('客服 opens the customer-service page on H5', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
    await mount(GoodsService, { info, skuId: 7 })
    await tap(row('客服'))
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/customer-service/index' })
  })
})
