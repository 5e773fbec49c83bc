import assert from 'node:assert/strict'
import { ok } from '../../e2e/lib/order-helpers.mjs'

export const title = 'home → 分类 tab → search → result → goods-info, SKU sheet → add to cart → cart quantity'

export default async function ({ mp, step, login, token, api, see, renderParity }) {
  await step('log in', async () => {
    await login()
  })
  await step('分类 through the tab bar: top categories and their goods', async () => {
    await mp.go('switchTab', '/pages/home/index')
    await mp.tap({ cls: 'tab-bar__item', text: '分类' })
    await mp.waitRoute('/pages/goods-category/index')
    await mp.find({ cls: 'goods-category__top', text: '粮油调味' })
    await mp.tap({ cls: 'goods-category__top', text: '粮油调味' })
    await mp.find({ cls: 'goods-category__top--on', text: '粮油调味' })
    await mp.find({ cls: 'goods-card', text: '五常稻花香大米' })
  })
  await step('search 苹果 from goods-search', async () => {
    await mp.go('navigateTo', '/pages/goods-search/index')
    await mp.input({ placeholder: '搜索商品' }, '苹果')
    await mp.tap({ cls: 'goods-search__submit' })
    await mp.waitRoute('/pages/goods-search-result/index')
    assert.equal(decodeURIComponent(mp.page().options.keyword), '苹果')
    await mp.find({ cls: 'goods-card', text: '烟台红富士苹果' })
  })
  await step('goods-info of 烟台红富士苹果; stock asked for where the device is (getLocation)', async () => {
    // No address yet: the region for stock comes from the device's position (Alipay answers it as strings).
    const { latitude, longitude } = mp.host.currentLocation
    const before = mp.requests.length
    await mp.tap({ cls: 'goods-card', text: '烟台红富士苹果' })
    await mp.waitRoute('/pages/goods-info/index')
    await mp.find({ cls: 'goods-head__title', text: '烟台红富士苹果' })
    const located = await mp.waitFor(() => mp.requests.slice(before).find((r) => r.body?.longitude !== undefined), {
      what: 'a stock request with the position'
    })
    assert.deepEqual([located.body.longitude, located.body.latitude], [longitude, latitude], located.path)
  })
  await step('SKU sheet: choose 10斤装 and add it to the cart', async () => {
    await mp.tap({ cls: 'goods-bar__action', text: '加入购物车' })
    const option = await mp.find({ text: '10斤装', exact: true })
    await mp.tap(option)
    await see('已选：10斤装')
    await mp.tap({ cls: 'sku-sheet__action', text: '加入购物车' })
    await mp.waitFor(() => mp.requests.some((r) => r.path.endsWith('/cart/add')), { what: '/cart/add' })
    await mp.find({ cls: 'goods-bar__badge', text: '1' })
    const cart = await ok(api, '/cart/list', {}, token())
    assert.deepEqual(
      cart.list.map((l) => [l.title, l.spec_text, l.qty]),
      [['烟台红富士苹果', '10斤装', 1]]
    )
  })
  await step('the cart tab shows the line and its total', async () => {
    await mp.tap({ cls: 'goods-bar__icon', text: '购物车' })
    await mp.waitRoute('/pages/shopping-cart/index')
    await mp.find({ cls: 'cart-line', text: '烟台红富士苹果' })
    await see('69.90')
    assert.ok(mp.findAll({ cls: 'cart-bar__total' }).length, 'no cart total')
    await mp.find({ cls: 'tab-bar__badge', text: '1' })
  })
  await step('+ on the stepper: the total follows, /cart/edit saves it, the badge follows', async () => {
    const plus = mp.findAll({ cls: 'qty-stepper__btn', text: '+' })[0]
    assert.ok(plus, 'no + button')
    await mp.tap(plus)
    await mp.find({ cls: 'qty-stepper__value', text: '2' })
    await mp.waitFor(() => mp.requests.some((r) => r.path.endsWith('/cart/edit')), { what: '/cart/edit' })
    await mp.find({ cls: 'tab-bar__badge', text: '2' })
    await see('139.80')
    renderParity()
    assert.equal((await ok(api, '/cart/list', {}, token())).list[0].qty, 2)
  })
}
