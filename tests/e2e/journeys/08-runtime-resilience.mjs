import assert from 'node:assert/strict'

export const title =
  'a page chunk that fails once loads on the retry; one that keeps failing shows 网络异常 with 重试; errors reach the report endpoint'

/** The initial scripts and styles (index.html): everything else is a lazily loaded chunk. */
async function initialAssets(baseUrl) {
  const html = await (await fetch(`${baseUrl}/`)).text()
  return new Set([...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]))
}

/** The dev listing of client error reports, newest first. */
async function reports(api) {
  const env = await api('/api/dev/reports', { limit: 200 })
  assert.equal(env.errno, 1, env.error)
  return env.data.list
}

async function waitForReport(api, match) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const hit = (await reports(api)).find(match)
    if (hit) return hit
    if (Date.now() > deadline) throw new Error('the report did not reach the server')
    await new Promise((r) => setTimeout(r, 200))
  }
}

export default async function ({ page, context, step, hashUrl, baseUrl, api, shot }) {
  const initial = await initialAssets(baseUrl)
  const isChunk = (url) => /^\/(js|css)\//.test(url.pathname) && !initial.has(url.pathname)

  await step('every page chunk (JS and CSS) fails its first request: the retry loads the page', async () => {
    const failed = new Set()
    await context.route(isChunk, (r) => {
      const path = new URL(r.request().url()).pathname
      if (failed.has(path)) return r.fallback()
      failed.add(path)
      return r.abort('failed')
    })
    await page.goto(hashUrl('/pages/login/index'))
    await page.locator('input[placeholder="请输入手机号"]').waitFor({ state: 'visible', timeout: 20_000 })
    assert.ok(
      [...failed].some((p) => p.endsWith('.js')),
      'no JS chunk was failed'
    )
    assert.ok(
      [...failed].some((p) => p.endsWith('.css')),
      'no CSS chunk was failed'
    )
    assert.equal(await page.locator('#chunk-load-error').count(), 0)
    await context.unroute(isChunk)
  })

  await step(
    'a page chunk that keeps failing: 网络异常，页面加载失败 with 重试, reported as a chunk error',
    async () => {
      await context.route(isChunk, (r) => r.abort('failed'))
      await page.goto(hashUrl('/pages/service-terms/index'))
      const screen = page.locator('#chunk-load-error')
      await screen.getByText('网络异常，页面加载失败').waitFor({ state: 'visible', timeout: 20_000 })
      await shot(page, 'chunk-error')
      const report = await waitForReport(api, (r) => r.kind === 'chunk')
      assert.match(report.message, /chunk/i)
    }
  )

  await step('重试 with the network back reloads the page', async () => {
    await context.unroute(isChunk)
    await page.locator('#chunk-load-error button', { hasText: '重试' }).tap()
    await page.locator('.page-layout').first().waitFor({ state: 'visible', timeout: 20_000 })
    assert.equal(await page.locator('#chunk-load-error').count(), 0)
  })

  await step('an uncaught error is reported with its page; Script error is not', async () => {
    await page.goto(hashUrl('/pages/login/index'))
    await page.locator('input[placeholder="请输入手机号"]').waitFor({ state: 'visible', timeout: 20_000 })
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e uncaught boom')
      })
      window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }))
    })
    const report = await waitForReport(api, (r) => r.message.includes('e2e uncaught boom'))
    assert.equal(report.kind, 'error')
    assert.equal(report.page, '/pages/login/index')
    assert.equal(report.platform, 'h5')
    assert.ok(!(await reports(api)).some((r) => /Script error/.test(r.message)), 'Script error was reported')
  })
}
