import assert from 'node:assert/strict'
import { storedSlice } from '../lib/helpers.mjs'

export const title =
  'my favourites: listed from the server, removed one by selection, then cleared (page kit list page)'

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y, button }) {
  const phone = newPhone()
  let token
  const picked = []

  await step('log in and favourite three goods through the API', async () => {
    await login(page, phone)
    token = storedSlice(await storage(page), 'auth').accessToken
    const found = await api('/api/v1/goods/search', { page: 1, page_size: 3 })
    assert.equal(found.errno, 1, found.error)
    for (const g of found.data.list.slice(0, 3)) {
      const res = await api('/api/v1/collect/add', { spu_id: g.spu_id, sku_id: g.sku_id }, token)
      assert.equal(res.errno, 1, res.error)
      picked.push(g)
    }
  })

  await step('my-favorite lists them', async () => {
    await page.goto(hashUrl('/pages/my-favorite/index'))
    for (const g of picked) await page.locator('.goods-card', { hasText: g.title }).first().waitFor()
    await page.getByText(`共${picked.length}件商品`).waitFor()
    await shot(page, 'favorites')
    await a11y(page, 'my-favorite')
  })

  await step('管理 → pick one → 取消收藏 → confirm: it is gone here and on the server', async () => {
    await page.getByRole('button', { name: '管理' }).tap()
    await page.getByRole('checkbox', { name: `选择 ${picked[0].title}` }).tap()
    await button(page, '取消收藏(1)').tap()
    await page.locator('.taro-modal__foot >> text=确定').tap()
    await page.getByText(`共${picked.length - 1}件商品`).waitFor()
    assert.equal(await page.locator('.goods-card', { hasText: picked[0].title }).count(), 0)
    const left = await api('/api/v1/collect/list', {}, token)
    assert.deepEqual(
      left.data.list.map((c) => c.sku_id).sort(),
      picked
        .slice(1)
        .map((g) => g.sku_id)
        .sort()
    )
  })

  await step('清空 → confirm: the empty state with 去逛逛', async () => {
    await button(page, '清空').tap()
    await page.locator('.taro-modal__foot >> text=确定').tap()
    await page.getByText('还没有收藏的商品').waitFor()
    await page.locator('.taro-modal__foot').waitFor({ state: 'hidden' })
    const left = await api('/api/v1/collect/list', {}, token)
    assert.equal(left.data.total, 0)
    await a11y(page, 'my-favorite empty')
  })
}
