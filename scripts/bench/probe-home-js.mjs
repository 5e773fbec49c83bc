// Quick probe (not part of the bench): which scripts the home route fetches until the network is idle, gzip -9
// from disk. `node scripts/bench/probe-home-js.mjs [route]`.
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath, startServer } from '../../tests/e2e/lib/env.mjs'
import { gzipSize } from '../gates/sizes.mjs'

const route = process.argv[2] || '/pages/home/index'
const server = await startServer({ logFile: '/tmp/peak/probe-server.log' })
const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
  const seen = []
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return
    seen.push({ url: res.url(), enc: res.headers()['content-encoding'] || '-', cc: res.headers()['cache-control'] })
  })
  await page.goto(`${server.baseUrl}/#${route}`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  let total = 0
  for (const s of seen) {
    const rel = new URL(s.url).pathname.slice(1)
    const abs = path.join(server.dataDir, 'h5', rel)
    const gz = fs.existsSync(abs) ? gzipSize(fs.readFileSync(abs)) : 0
    total += gz
    console.log(`${rel} ${(gz / 1024).toFixed(1)} KB gzip, sent ${s.enc}, ${s.cc}`)
  }
  console.log(`${seen.length} scripts, ${(total / 1024).toFixed(1)} KB gzip -9`)
  await page.screenshot({ path: '/tmp/peak/home.png' })
} finally {
  await browser.close()
  await server.stop()
}
