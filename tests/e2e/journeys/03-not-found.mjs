import assert from 'node:assert/strict'

export const title = 'an unknown route shows the 404 page and its button leads home'

export default async function ({ button, field, page, step, shot, route, hashUrl }) {
  await step('open a route that does not exist', async () => {
    await page.goto(hashUrl('/pages/no-such-page/index'))
    await page.getByText('404', { exact: true }).waitFor({ state: 'visible', timeout: 20_000 })
    await page.getByText('页面不存在', { exact: true }).waitFor({ state: 'visible' })
    await shot(page, 'not-found')
  })

  await step('返回首页 goes home and the 404 view is gone', async () => {
    await button(page, '返回首页').tap()
    await page.waitForURL((url) => url.hash.includes('/pages/home/index'))
    assert.equal(route(page), '/pages/home/index')
    await page.getByText('404', { exact: true }).waitFor({ state: 'hidden' })
    await shot(page, 'home-after-404')
  })

  await step('a known page still opens normally afterwards', async () => {
    await page.goto(hashUrl('/pages/login/index'))
    await field(page, '请输入手机号').waitFor()
    assert.equal(await page.getByText('页面不存在', { exact: true }).isVisible(), false, 'the 404 view stayed up')
  })
}
