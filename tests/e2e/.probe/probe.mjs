import { chromium, devices } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath, startServer } from '/work/wt/goods/tests/e2e/lib/env.mjs'
import { createHelpers } from '/work/wt/goods/tests/e2e/lib/helpers.mjs'
import { addAddress, ok, placeOrder, skuOf, tokenOf } from '/work/wt/goods/tests/e2e/lib/order-helpers.mjs'
import { layoutProblems } from '/work/wt/goods/tests/e2e/lib/layout.mjs'

const server = await startServer({ logFile: '/tmp/goods-probe/server.log' })
const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS })
try {
  const h = createHelpers({ baseUrl: server.baseUrl, journey: 'probe' })
  const ctx = await browser.newContext({ ...devices['iPhone 12'], locale: 'zh-CN' })
  await ctx.route((u) => !['127.0.0.1', 'localhost'].includes(u.hostname) && !u.protocol.startsWith('data'), (r) => r.abort())
  const page = await ctx.newPage()
  await h.login(page, h.newPhone())
  const token = await tokenOf(h.storage, page)
  await addAddress(h.api, token)
  const sku = await skuOf(h.api, '赣南脐橙')
  const unpaid = await placeOrder(h.api, token, { items: [{ sku_id: sku, qty: 1 }] })
  const pages = (process.env.PAGES || '').split(',').filter(Boolean)
  const q = {
    'order-pay': `id=${unpaid.id}&order_no=${unpaid.order_no}`,
    'order-confirm': `from=buy&items=${sku}:1`,
    'me-invoice-apply': `order_id=${unpaid.id}`,
    'goods-info': `sku_id=${sku}`
  }
  for (const care of [false, true]) {
    for (const p of pages) {
      const params = [q[p], care ? 'care=1' : ''].filter(Boolean).join('&')
      await page.goto(h.hashUrl(`/pages/${p}/index${params ? `?${params}` : ''}`))
      await page.waitForTimeout(2500)
      const m = await layoutProblems(page, { care })
      const info = await page.evaluate(() => {
        const root = [...document.querySelectorAll('.taro_router > .taro_page')].find((el) => getComputedStyle(el).display !== 'none')
        return [...root.querySelectorAll('.nut-button, button')].filter((b) => b.getClientRects().length).map((b) => {
          const cs = getComputedStyle(b)
          return `${b.className} | bg=${cs.backgroundColor} img=${cs.backgroundImage.slice(0, 30)} border=${cs.borderTopColor} ${cs.borderTopStyle} h=${b.getBoundingClientRect().height.toFixed(0)} "${b.textContent.trim().slice(0, 10)}"`
        })
      })
      console.log(`== ${p} care=${care}\n  ${m.problems.join('\n  ')}\n  -- ${info.join('\n  -- ')}`)
      await page.screenshot({ path: `/tmp/goods-probe/${p}-${care ? 'care' : 'normal'}.png` })
    }
  }
} finally {
  await browser.close()
  await server.stop?.()
  server.child?.kill?.()
}
