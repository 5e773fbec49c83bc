#!/usr/bin/env node
/**
 * What the H5 cold first visit spends its main thread on (a measurement, not a test; issue 21): the production
 * build served by the local server, opened in Chromium with an empty cache, 4x CPU throttling and slow-4G-like
 * network throttling applied by DevTools, a performance trace recorded until the network is idle, then every main
 * thread task of 50 ms or more printed with what it ran (script evaluation, the functions called, timers, animation
 * frames, style and layout), and the functions that spent the most time in it (from the trace's CPU samples).
 *
 *   flock /tmp/bench.lock node scripts/bench/boot-trace.mjs [home|goods-info|shopping-cart ...]
 *
 * Env: TRACE_OUT=dir keeps the raw traces (trace-<page>.json, for chrome://tracing or DevTools);
 * TRACE_CPU=n sets the throttling rate (default 4); SKIP_H5_BUILD=1 serves dist/h5 as it is.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { SourceMapConsumer } from 'source-map-js'
import { CHROMIUM_ARGS, chromiumPath, ensureH5Build, startServer } from '../../tests/e2e/lib/env.mjs'
import { prepareShopper, seedAuth } from './shopper.mjs'

const CPU = Number(process.env.TRACE_CPU) || 4
const LONG = 50
/** Tasks listed: TRACE_LIST=ms lists shorter ones too (the blocking time still counts over 50 ms). */
const LIST = Number(process.env.TRACE_LIST) || LONG
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler'
].join(',')

async function record(browser, url, storage) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true
  })
  if (storage) await context.addInitScript(storage.script, storage.arg)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
  const events = []
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value))
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' })
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 })
  await page.waitForTimeout(1500)
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1)
          resolve({ at: Math.round(last.startTime), element: last.element?.outerHTML?.slice(0, 120) ?? last.url })
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        setTimeout(() => resolve(null), 1000)
      })
  )
  await cdp.send('Tracing.end')
  await done
  await context.close()
  return { events, lcp }
}

/** The renderer's main thread: the thread named CrRendererMain that ran the most tasks. */
function mainThread(events) {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain')
  let best = null
  let most = -1
  for (const n of names) {
    const count = events.filter((e) => e.pid === n.pid && e.tid === n.tid && e.name === 'RunTask').length
    if (count > most) [best, most] = [n, count]
  }
  return best
}

const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+\//, '').replace(/\?.*$/, '') || 'index.html' : '')

function label(e) {
  const d = e.args?.data ?? {}
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.compile':
      return `${e.name} ${short(d.url)}`
    case 'FunctionCall':
      return `FunctionCall ${d.functionName || '(anonymous)'} ${short(d.url)}:${d.lineNumber ?? ''}:${d.columnNumber ?? ''}`
    case 'TimerFire':
    case 'EventDispatch':
      return `${e.name} ${d.type ?? d.timerId ?? ''}`
    case 'ParseHTML':
      return `ParseHTML ${short(d.url)}`
    default:
      return e.name
  }
}

const maps = new Map()
let mapsDir = null

/**
 * A script position as its source file and line when the build has source maps (TARO_H5_SOURCE_MAP=1,
 * served with H5_DIST), else as the chunk's position. Lines are 0-based as in CPU profiles.
 */
function where(url, line, column) {
  const file = short(url)
  const fallback = `${file}:${line ?? ''}:${column ?? ''}`
  if (!mapsDir || !file.endsWith('.js') || typeof line !== 'number') return fallback
  if (!maps.has(file)) {
    const mapFile = path.join(mapsDir, `${file}.map`)
    maps.set(file, fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null)
  }
  const map = maps.get(file)
  if (!map) return fallback
  const pos = map.originalPositionFor({ line: line + 1, column })
  if (!pos.source) return fallback
  const source = pos.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\/)?node_modules\//, '')
  return `${source}:${pos.line}${pos.name ? ` (${pos.name})` : ''}`
}

/** Self time per function from the trace's CPU samples (ProfileChunk), between two trace timestamps. */
function cpuSamples(events, thread) {
  const nodes = new Map()
  const samples = []
  let t = 0
  for (const e of events) {
    if (e.name === 'Profile' && e.pid === thread.pid) t = e.args.data.startTime
    if (e.name !== 'ProfileChunk' || e.pid !== thread.pid) continue
    const c = e.args.data.cpuProfile ?? {}
    for (const n of c.nodes ?? []) nodes.set(n.id, n)
    const deltas = e.args.data.timeDeltas ?? []
    ;(c.samples ?? []).forEach((id, i) => {
      t += deltas[i] ?? 0
      samples.push({ t, id })
    })
  }
  const keyOf = (n) => {
    const f = n?.callFrame ?? {}
    return `${f.functionName || '(anonymous)'} ${where(f.url, f.lineNumber, f.columnNumber)}`
  }
  // Self time per function, and inclusive time (each function counted once per sample stack).
  return (from, to) => {
    const self = new Map()
    const total = new Map()
    for (let i = 0; i < samples.length - 1; i++) {
      const s = samples[i]
      if (s.t < from || s.t >= to) continue
      const dt = samples[i + 1].t - s.t
      const n = nodes.get(s.id)
      self.set(keyOf(n), (self.get(keyOf(n)) ?? 0) + dt)
      const seen = new Set()
      for (let p = n; p; p = nodes.get(p.parent)) {
        const key = keyOf(p)
        if (seen.has(key) || !p.callFrame?.url) continue
        seen.add(key)
        total.set(key, (total.get(key) ?? 0) + dt)
      }
    }
    const sorted = (m) => [...m.entries()].sort((a, b) => b[1] - a[1])
    return { self: sorted(self), total: sorted(total) }
  }
}

function analyse(events) {
  const thread = mainThread(events)
  const mine = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid) ?? mine[0]
  const t0 = nav.ts
  const tasks = mine.filter((e) => e.name === 'RunTask')
  const samplesIn = cpuSamples(events, thread)
  const out = []
  let blocking = 0
  for (const task of tasks) {
    const ms = task.dur / 1000
    if (ms > LONG) blocking += ms - LONG
    if (ms < LIST) continue
    out.push(`\ntask at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${ms.toFixed(0)} ms`)
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
    const stack = []
    for (const e of inside) {
      while (stack.length && e.ts >= stack.at(-1).ts + stack.at(-1).dur) stack.pop()
      if (e.dur >= 2000 && stack.length < 4) out.push(`${'  '.repeat(stack.length + 1)}${(e.dur / 1000).toFixed(1)} ms ${label(e)}`)
      stack.push(e)
    }
    const { self, total } = samplesIn(task.ts, task.ts + task.dur)
    if (self.length) out.push('  self time by function (CPU samples):')
    for (const [key, us] of self.slice(0, 12)) if (us >= 1000) out.push(`    ${(us / 1000).toFixed(1)} ms ${key}`)
    if (total.length) out.push('  total time by function:')
    for (const [key, us] of total.slice(0, Number(process.env.TRACE_TOTAL) || 0)) if (us >= 2000) out.push(`    ${(us / 1000).toFixed(1)} ms ${key}`)
  }
  const all = tasks.filter((t) => t.dur >= 1000)
  const busy = all.reduce((s, t) => s + t.dur, 0) / 1000
  out.unshift(`main thread: ${all.length} tasks, ${busy.toFixed(0)} ms busy; blocking time over ${LONG} ms: ${blocking.toFixed(0)} ms`)
  return out.join('\n')
}

async function main() {
  const dist = process.env.H5_DIST ? path.resolve(process.env.H5_DIST) : path.resolve('dist/h5')
  if (fs.existsSync(path.join(dist, 'js')) && fs.readdirSync(path.join(dist, 'js')).some((f) => f.endsWith('.map')))
    mapsDir = dist
  // A saved trace (TRACE_OUT) is analysed again without a browser.
  if (process.argv[2]?.endsWith('.json')) return console.log(analyse(JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))))
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['home', 'goods-info', 'shopping-cart']
  ensureH5Build()
  const server = await startServer()
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    const { login = null, skuId } = await prepareShopper(server.baseUrl)
    for (const name of pages) {
      const route = name === 'goods-info' ? `/pages/goods-info/index?sku_id=${skuId}` : `/pages/${name}/index`
      const storage = name === 'shopping-cart' && login ? { script: seedAuth, arg: login } : null
      const { events, lcp } = await record(browser, `${server.baseUrl}/#${route}`, storage)
      console.log(`\n== ${name} (cold, ${CPU}x CPU): LCP ${lcp?.at ?? '?'} ms ${lcp?.element ?? ''}`)
      console.log(analyse(events))
      if (process.env.TRACE_OUT) {
        fs.mkdirSync(process.env.TRACE_OUT, { recursive: true })
        fs.writeFileSync(path.join(process.env.TRACE_OUT, `trace-${name}.json`), JSON.stringify(events))
      }
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
