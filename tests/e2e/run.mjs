#!/usr/bin/env node
/**
 * Browser journeys (npm run test:e2e): the production H5 build served by the local server (fresh
 * DATA_DIR, free loopback port, NODE_ENV=development for the dev outbox) driven in Debian Chromium
 * through playwright-core. One journey per file in journeys/; each gets a fresh mobile browser
 * context (three at a time by default, E2E_CONCURRENCY) and the helpers of lib/helpers.mjs. `node tests/e2e/run.mjs login` runs the journeys whose
 * file name contains "login".
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, devices } from 'playwright-core'
import {
  ARTIFACTS,
  serializationMismatches,
  CHROMIUM_ARGS,
  chromiumPath,
  ensureAdminBuild,
  ensureH5Build,
  ROOT,
  startServer
} from './lib/env.mjs'
import { createHelpers } from './lib/helpers.mjs'
import { onScreen } from './lib/screen.mjs'

const JOURNEYS = path.join(ROOT, 'tests/e2e/journeys')
const filters = process.argv.slice(2)
const files = fs
  .readdirSync(JOURNEYS)
  .filter((f) => f.endsWith('.mjs'))
  .filter((f) => !filters.length || filters.some((x) => f.includes(x)))
  .sort()

// A journey that fails mid-step can leave a waiter (waitForRequest ...) rejecting after its context
// closed; that must not kill the run.
process.on('unhandledRejection', (err) =>
  console.log(`  (late rejection ignored: ${String(err?.message || err).split('\n')[0]})`)
)

fs.rmSync(ARTIFACTS, { recursive: true, force: true })
fs.mkdirSync(ARTIFACTS, { recursive: true })

/** A step this long is named in the log with its time. */
const SLOW_STEP_S = 8
let passed = 0
let failed = 0
let server
let browser
const t0 = Date.now()

async function runJourney(file) {
  const name = file.replace(/\.mjs$/, '')
  const mod = await import(pathToFileURL(path.join(JOURNEYS, file)).href)
  const context = await browser.newContext({ ...devices['iPhone 12'], locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })
  context.setDefaultTimeout(15_000)
  // Tests never leave 127.0.0.1: anything else is refused and recorded.
  const offsite = []
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && !url.protocol.startsWith('data'),
    (r) => {
      offsite.push(r.request().url())
      return r.abort()
    }
  )
  const page = onScreen(await context.newPage())
  const consoleLines = []
  page.on('console', (m) => consoleLines.push(`[${m.type()}] ${m.text()}`))
  page.on('pageerror', (e) => consoleLines.push(`[pageerror] ${e.stack || e.message}`))
  page.on('dialog', (d) => consoleLines.push(`[dialog ${d.type()}] ${d.message()}`))
  /** Every API request the page sends, with its headers, for journeys that check the network layer. */
  const apiRequests = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    // API calls are POSTs; images the server hosts under /api are plain GETs, not calls.
    if (url.pathname.startsWith('/api/') && req.method() === 'POST')
      apiRequests.push({ path: url.pathname, headers: req.headers(), method: req.method() })
  })

  // The contexts a journey opens beside its shopper's (console desks): on a failure their pages are captured too.
  const desks = []
  const journeyBrowser = new Proxy(browser, {
    get(target, prop) {
      if (prop === 'newContext')
        // Desks ask for reduced motion, which the console honours: a dialog that zooms in can move between
        // Playwright's stability check and its click, and the click lands on the mask (journeys 72 and 75 lost an
        // OK click that way under load).
        return async (opts = {}) => {
          const c = await target.newContext({ reducedMotion: 'reduce', ...opts })
          desks.push(watchDesk(c))
          return c
        }
      const v = Reflect.get(target, prop)
      return typeof v === 'function' ? v.bind(target) : v
    }
  })
  const helpers = createHelpers({ baseUrl: server.baseUrl, journey: name })
  let current = 'start'
  /** Each step's seconds: the slow ones are printed under the journey's line, so a CI log shows where time went. */
  const stepTimes = []
  const step = async (label, fn) => {
    current = label
    const began = Date.now()
    try {
      return await fn()
    } finally {
      stepTimes.push([label, (Date.now() - began) / 1000])
    }
  }
  const started = Date.now()
  try {
    await mod.default({
      ...helpers,
      page,
      context,
      browser: journeyBrowser,
      baseUrl: server.baseUrl,
      step,
      apiRequests,
      consoleLines,
      offsite
    })
    passed += 1
    console.log(`  ok   ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)${mod.title ? ` - ${mod.title}` : ''}`)
    for (const [label, seconds] of stepTimes)
      if (seconds >= SLOW_STEP_S) console.log(`       ${seconds.toFixed(1)} s: ${label}`)
  } catch (err) {
    failed += 1
    console.log(`  FAIL ${name} at step "${current}": ${err.message.split('\n')[0]}`)
    // What a CI log needs to find the failure without the artifacts: the line of the journey and, for a
    // Playwright timeout, the locator it was waiting for.
    const where = (err.stack || '').split('\n').find((l) => l.includes('/tests/e2e/'))
    const waited = err.message.split('\n').find((l) => l.includes('waiting for'))
    for (const line of [where, waited]) if (line) console.log(`       ${line.trim()}`)
    // A failure that lists its findings (an accessibility scan) prints them: the CI log is all there is.
    const findings = err.findings ?? []
    for (const line of findings.slice(0, 30)) console.log(`       ${line}`)
    const base = path.join(helpers.dir, 'FAILED')
    await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => {})
    const detail = [
      `journey: ${name}`,
      `step: ${current}`,
      `url: ${page.url()}`,
      '',
      err.stack || String(err),
      '',
      '--- console ---',
      ...consoleLines,
      '',
      '--- api requests ---',
      ...apiRequests.map((r) => `${r.method} ${r.path}`),
      '',
      '--- refused off-site requests ---',
      ...offsite
    ].join('\n')
    fs.writeFileSync(`${base}.txt`, detail)
    await captureDesks(desks, base)
    console.log(`       screenshot and console: ${path.relative(ROOT, base)}.{png,txt}`)
  } finally {
    await context.close().catch(() => {})
    for (const desk of desks) await desk.close().catch(() => {})
  }
}

/**
 * Records a desk context's API answers and console lines, so a failure can say what the console last heard. The
 * journey's own close is held back until the runner has captured its pages (`desk.close`).
 */
function watchDesk(context) {
  const log = []
  const close = context.close.bind(context)
  context.close = async () => {}
  context.on('response', (res) => {
    const url = new URL(res.url())
    if (url.pathname.startsWith('/api/'))
      log.push(
        `${new Date().toISOString().slice(11, 23)} ${res.status()} ${res.request().method()} ${url.pathname}${url.search}`
      )
  })
  context.on('page', (p) => p.on('console', (m) => log.push(`[${m.type()}] ${m.text()}`)))
  return { context, log, close }
}

/** Screenshots every page of every desk and prints each desk's last API answers (the CI log is all there is). */
async function captureDesks(desks, base) {
  for (const [i, { context, log }] of desks.entries()) {
    for (const [j, p] of context.pages().entries())
      await p.screenshot({ path: `${base}-desk${i}-${j}.png`, fullPage: true }).catch(() => {})
    fs.writeFileSync(`${base}-desk${i}.txt`, log.join('\n'))
    if (log.length) console.log(`       desk ${i}, last answers:`)
    for (const line of log.slice(-8)) console.log(`         ${line}`)
  }
}

try {
  if (!files.length) throw new Error(`no journeys match ${filters.join(' ')}`)
  ensureH5Build()
  ensureAdminBuild()
  server = await startServer()
  browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS })
  console.log(`e2e: ${files.length} journeys against ${server.baseUrl} (chromium ${browser.version()})`)
  // Journeys use their own users, so they run side by side in separate browser contexts; the waits
  // inside them are event-driven. E2E_CONCURRENCY=1 runs them one at a time.
  // File order: journeys share one shop, and later ones change what earlier ones read (70 and 77 publish a home page
  // with a goods list on top, 70 sets a theme colour), so 09 and 20 must see the seeded home first; starting every
  // long journey first broke exactly that. A journey that exports `startFirst = true` holds in any order (81 runs a
  // server of its own; the a11y sweep checks rules that hold for any home or theme) and is long, so it starts first
  // and the run does not end on it alone.
  const first = new Set()
  for (const file of files)
    if ((await import(pathToFileURL(path.join(JOURNEYS, file)).href)).startFirst) first.add(file)
  const queue = [...files.filter((f) => first.has(f)), ...files.filter((f) => !first.has(f))]
  const workers = Math.max(1, Number(process.env.E2E_CONCURRENCY) || 3)
  await Promise.all(
    Array.from({ length: Math.min(workers, queue.length) }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await runJourney(file)
    })
  )
} catch (err) {
  failed += 1
  console.log(`e2e: setup failed: ${err.stack || err.message}`)
} finally {
  await browser?.close().catch(() => {})
  await server?.stop().catch(() => {})
}

// The server compared every answer with what its route's response schema sent (SERIALIZATION_CHECK=1, env.mjs):
// a field the schema dropped or changed is a failure even when no journey looked at it.
const mismatches = serializationMismatches(path.join(ARTIFACTS, 'server.log'))
if (mismatches.length) {
  failed += 1
  console.log(`  FAIL response schemas changed ${mismatches.length} answer(s) the journeys received:`)
  for (const m of mismatches) console.log(`       ${m}`)
}

console.log(
  `e2e: finished in ${((Date.now() - t0) / 1000).toFixed(0)} s, artifacts in ${path.relative(ROOT, ARTIFACTS)}/`
)
console.log(`e2e: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
