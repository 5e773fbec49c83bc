/**
 * One Lighthouse run of `npm run bench`, cold or warm, and what JavaScript the page fetched.
 *
 * Cold is a shopper's first visit (a shared link): nothing in the browser's HTTP cache. Home and goods-info
 * are measured as a visitor with Lighthouse's own reset (HTTP cache and the origin's storage cleared before
 * the run); the cart needs the login seeded into localStorage, so for it the bench clears only the HTTP cache
 * (the same CDP call Lighthouse's reset makes) and keeps the storage. Warm is a revisit: the cache kept from
 * the run before (what the bench measured until issue 21, with disableStorageReset).
 */
import fs from 'node:fs'
import path from 'node:path'
import { formatBytes, gzipSize } from '../gates/sizes.mjs'
import { picturesOf } from './pictures.mjs'

/**
 * Issue 8 on home, goods-info and cart (tighter than docs/design.md section 6's Core Web Vitals "good"); issue 21
 * holds the cold first visit to them with LCP 1.8 s, and the scripts home fetches to 120 KB gzip -9.
 */
export const BUDGET = { score: 95, lcp: 1800, tbt: 200, cls: 0.05, a11y: 95 }
const HOME_JS_GZIP = 120 * 1024
export const MODES = ['cold', 'warm']

const mark = (ok) => (ok ? 'ok' : 'OVER')

/** Clears the browser's HTTP cache through a page of the context (the cache is the browser's, shared). */
async function clearHttpCache(context) {
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.clearBrowserCache')
  } finally {
    await page.close()
  }
}

/**
 * mode 'cold' | 'warm'; keepStorage: the page needs the seeded login (cold then clears the HTTP cache only).
 * Returns the scores Lighthouse reports and the pictures the page downloaded with the size it showed them at.
 */
export async function runLighthouse(url, { port, context, mode, keepStorage }) {
  if (mode === 'cold' && keepStorage) await clearHttpCache(context)
  // Imported here, not at the top: the report's formatting below is tested without Lighthouse (ESM only).
  const { default: lighthouse } = await import('lighthouse')
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: mode === 'warm' || keepStorage
  })
  return { ...summarize(result.lhr), pictures: picturesOf(result.lhr, result.artifacts) }
}

/** What the report shows of one Lighthouse result (also read back from bench/lighthouse-*.json). */
export function summarize(lhr) {
  const num = (id) => lhr.audits[id]?.numericValue ?? NaN
  return {
    lhr,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcp: num('first-contentful-paint'),
    // Lighthouse's measure of how fast the machine was during the run (higher is faster): simulated timings
    // scale the CPU work observed, so on a loaded machine TBT and LCP grow with it.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    errors: lhr.runtimeError ? [lhr.runtimeError.message] : []
  }
}

/**
 * The same-origin scripts a Lighthouse run fetched (its network-requests audit: everything until the network
 * was idle), each with the bytes sent (transferSize: brotli from the server) and its gzip -9 size read from the
 * build on disk, so the total compares with the size gates' numbers.
 */
export function scriptsFetched(lhr, h5Dir) {
  const items = lhr.audits['network-requests']?.details?.items ?? []
  const origin = new URL(lhr.finalDisplayedUrl || lhr.requestedUrl).origin
  const files = items
    .filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin))
    .map((r) => {
      const rel = new URL(r.url).pathname.replace(/^\//, '')
      const abs = path.join(h5Dir, rel)
      return {
        rel,
        sent: r.transferSize ?? 0,
        gzip: fs.existsSync(abs) ? gzipSize(fs.readFileSync(abs)) : 0
      }
    })
  return {
    files,
    gzip: files.reduce((s, f) => s + f.gzip, 0),
    sent: files.reduce((s, f) => s + f.sent, 0)
  }
}

/** The lowest and highest score, LCP and TBT over a page's runs (the report prints them beside the median run). */
export function spread(runs) {
  const of = (key) => [Math.min(...runs.map((r) => r[key])), Math.max(...runs.map((r) => r[key]))]
  return { runs: runs.length, score: of('score'), lcp: of('lcp'), tbt: of('tbt') }
}

/** " (lo-hi)" after a median when the page ran more than once. */
function within(range, key, unit = '') {
  if (!range) return ''
  const [lo, hi] = range[key].map(Math.round)
  return ` (${lo}–${hi}${unit})`
}

/** The Lighthouse table, cold and warm per page, and the scripts home fetched on its cold visit. */
export function lighthouseSection(results) {
  const row = (r, mode) => {
    const m = r[mode]
    return (
      `| ${r.name} | ${mode} | ${m.score} ${mark(m.score >= BUDGET.score)}${within(m.range, 'score')} | ` +
      `${Math.round(m.lcp)} ms ${mark(m.lcp <= BUDGET.lcp)}${within(m.range, 'lcp', ' ms')} | ` +
      `${Math.round(m.tbt)} ms ${mark(m.tbt <= BUDGET.tbt)}${within(m.range, 'tbt', ' ms')} | ${m.cls.toFixed(3)} ${mark(m.cls <= BUDGET.cls)} | ${Math.round(m.fcp)} ms | ` +
      `${m.a11y} ${mark(m.a11y >= BUDGET.a11y)} | ${formatBytes(m.scripts.sent)} | ${m.benchmarkIndex} |`
    )
  }
  const home = results.find((r) => r.name === 'home')?.cold.scripts
  return [
    `| page | visit | performance (>= ${BUDGET.score}) | LCP (<= ${BUDGET.lcp} ms) | TBT (<= ${BUDGET.tbt} ms) | CLS (<= ${BUDGET.cls}) | FCP | accessibility (>= ${BUDGET.a11y}) | JS sent | machine speed |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.flatMap((r) => MODES.map((mode) => row(r, mode))),
    '',
    'Each cell is the median run by score; in brackets, the lowest and highest of all the runs. ' +
      "Machine speed is Lighthouse's benchmark index during the run (higher is faster). The simulated timings " +
      'scale the CPU work observed, so on a loaded machine TBT and LCP grow with the load: compare runs at a ' +
      'similar index.',
    '',
    ...(home
      ? [
          `Home, cold, fetched ${home.files.length} scripts until the network was idle: ${formatBytes(home.gzip)} gzip -9 ` +
            `(goal <= ${formatBytes(HOME_JS_GZIP)}: ${mark(home.gzip <= HOME_JS_GZIP)}), ${formatBytes(home.sent)} as sent ` +
            `(brotli): ${home.files.map((f) => `${f.rel} ${formatBytes(f.gzip)}`).join(', ')}.`
        ]
      : [])
  ]
}
