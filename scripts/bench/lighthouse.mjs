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
import lighthouse from 'lighthouse'
import { gzipSize } from '../gates/sizes.mjs'

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
 * Returns the scores Lighthouse reports and the scripts the page fetched until the network was idle.
 */
export async function runLighthouse(url, { port, context, mode, keepStorage }) {
  if (mode === 'cold' && keepStorage) await clearHttpCache(context)
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: mode === 'warm' || keepStorage
  })
  const lhr = result.lhr
  const num = (id) => lhr.audits[id]?.numericValue ?? NaN
  return {
    lhr,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcp: num('first-contentful-paint'),
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
