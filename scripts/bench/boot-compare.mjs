#!/usr/bin/env node
/**
 * Two or more H5 builds compared on a cold first visit (a measurement, not a test; issue 21,
 * docs/decisions/0031-h5-paint-then-boot.md): each build served by its own development server, loaded in alternation
 * in a fresh Chromium context with 4x CPU throttling, N rounds. Per build it prints the evaluation time of app.js (the
 * `long-animation-frame` entry's script timing: compile and run of the entry) and the page's blocking time (the sum
 * over 50 ms of its long tasks, until the network is idle), each load's value and the median. Alternating the builds
 * keeps a shared machine's load swings out of the comparison.
 *
 *   flock /tmp/bench.lock node scripts/bench/boot-compare.mjs dist/h5 /tmp/other-h5 [...]
 *
 * Env: N=rounds (default 8); ROUTE=/pages/goods-info/index?sku_id=1 (default /pages/home/index).
 */
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath, launchServer } from '../../tests/e2e/lib/env.mjs'

const builds = process.argv.slice(2).map((dir) => path.resolve(dir))
if (builds.length < 2) {
  console.error('usage: node scripts/bench/boot-compare.mjs <h5 build> <h5 build> [...]')
  process.exit(2)
}
const ROUNDS = Math.max(1, Number(process.env.N) || 8)
const ROUTE = process.env.ROUTE || '/pages/home/index'

/** Installed before the page's first script: the script timings of long animation frames, and the long tasks. */
function observe() {
  window.__scripts = []
  window.__long = []
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries())
      for (const s of frame.scripts)
        window.__scripts.push({ file: s.sourceURL.split('/').pop(), kind: s.invokerType, ms: s.duration })
  }).observe({ type: 'long-animation-frame', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push(e.duration)
  }).observe({ type: 'longtask', buffered: true })
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const servers = []
const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS })
try {
  for (const dir of builds)
    servers.push(
      await launchServer({
        logFile: path.join(os.tmpdir(), `boot-compare-${servers.length}.log`),
        tmpPrefix: 'boot-compare-',
        h5Dir: () => dir,
        env: { SERIALIZATION_CHECK: '0', SKIP_ADMIN_BUILD: '1' }
      })
    )
  const results = builds.map(() => [])
  for (let round = 0; round < ROUNDS; round++) {
    for (let b = 0; b < builds.length; b++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 })
      try {
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.addInitScript(observe)
        await page.goto(`${servers[b].baseUrl}/#${ROUTE}`, { waitUntil: 'networkidle' })
        const { scripts, long } = await page.evaluate(() => ({ scripts: window.__scripts, long: window.__long }))
        const app = scripts.find((s) => /^app\./.test(s.file) && s.kind === 'classic-script')
        results[b].push({
          app: Math.round(app?.ms ?? NaN),
          blocking: Math.round(long.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0))
        })
      } finally {
        await context.close()
      }
    }
  }
  console.log(`${ROUTE}, ${ROUNDS} cold loads per build at 4x CPU, in alternation`)
  builds.forEach((dir, b) => {
    const app = results[b].map((r) => r.app)
    const blocking = results[b].map((r) => r.blocking)
    console.log(
      `${dir}: app.js evaluation ${app.join(' ')} (median ${median(app)} ms); ` +
        `blocking time ${blocking.join(' ')} (median ${median(blocking)} ms)`
    )
  })
} finally {
  await browser.close()
  for (const server of servers) await server.stop().catch(() => {})
}
