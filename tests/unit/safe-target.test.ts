import { safeTarget } from '../../src/utils/route'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

describe('safeTarget', () => {
  it('keeps an in-app page address with its query', () => {
    expect(safeTarget('/pages/order-detail/index?id=3')).toBe('/pages/order-detail/index?id=3')
    expect(safeTarget('/pagesFace/middle/index')).toBe('/pagesFace/middle/index')
  })

  it('adds the leading slash and drops a hash mark', () => {
    expect(safeTarget('pages/my-order/index')).toBe('/pages/my-order/index')
    expect(safeTarget('#/pages/my-order/index?tab=1')).toBe('/pages/my-order/index?tab=1')
  })

  it('decodes an address that a link encoded once more than the page params undo', () => {
    expect(safeTarget('%2Fpages%2Forder-detail%2Findex%3Fid%3D3')).toBe('/pages/order-detail/index?id=3')
    expect(safeTarget('/pages/goods-info/index%3Fsku_id%3D5')).toBe('/pages/goods-info/index?sku_id=5')
  })

  it.each([
    'https://evil.example/pages/home/index',
    '//evil.example/pages/home/index',
    'javascript:alert(1)',
    '/pages/../../x/index',
    '/pages/home/other',
    '/opa-bank-list',
    '',
    null,
    undefined
  ])('falls back to home for %p', (url) => {
    expect(safeTarget(url)).toBe('/pages/home/index')
  })

  it('takes its own fallback and excluded pages', () => {
    const options = { fallback: '/pages/user-config/index', exclude: ['/pages/login/index'] }
    expect(safeTarget('/pages/login/index?goUrl=x', options)).toBe('/pages/user-config/index')
    expect(safeTarget('nope', options)).toBe('/pages/user-config/index')
    expect(safeTarget('/pages/my-order/index', options)).toBe('/pages/my-order/index')
  })
})
