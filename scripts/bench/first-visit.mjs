/**
 * The Lighthouse runs of `npm run bench`: home, goods-info and cart of the one-command server, each cold (a first
 * visit, empty HTTP cache) and, unless only cold is asked for, warm (a revisit), `runs` times per page and visit; the
 * median run by score is kept with the range of all runs, and its result is saved as bench/lighthouse-<page>-<visit>.json
 * (the pictures it downloaded beside it, -pictures.json).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath, freePort } from '../../tests/e2e/lib/env.mjs'
import { formatBytes } from '../gates/sizes.mjs'
import { runLighthouse, scriptsFetched, spread } from './lighthouse.mjs'
import { prepareShopper, seedAuth } from './shopper.mjs'

export const PAGES = ['home', 'goods-info', 'shopping-cart']

/** The run in the middle when sorted by `key`. */
export function median(runs, key) {
  const sorted = [...runs].sort((a, b) => a[key] - b[key])
  return sorted[Math.floor(sorted.length / 2)]
}

/** Where one page's median run is saved; `what` '' for the Lighthouse result, '-pictures' for its pictures. */
export const savedRun = (dir, name, mode, what = '') => path.join(dir, `lighthouse-${name}-${mode}${what}.json`)

/**
 * Runs Lighthouse on the three pages. modes: ['cold', 'warm'] or ['cold']. Answers the results per page (each mode:
 * the median run, its range, its scripts and pictures, and every run's score and LCP) and the shopper's notes.
 */
export async function measurePages(server, { modes, runs: RUNS, dir }) {
  const port = await freePort()
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'))
  let context
  try {
    const shopper = await prepareShopper(server.baseUrl)
    // A persistent context is the browser's default one, which Lighthouse's tab shares (storage included).
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      headless: true,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`]
    })
    const seedLogin = async () => {
      if (!shopper.login) return
      const page = await context.newPage()
      await page.goto(`${server.baseUrl}/`)
      await page.evaluate(seedAuth, shopper.login)
      await page.close()
    }
    // Home and goods-info as a visitor from a shared link; the cart as the shopper with one item.
    const targets = [
      ['home', '/pages/home/index', false],
      ['goods-info', `/pages/goods-info/index${shopper.skuId ? `?sku_id=${shopper.skuId}` : ''}`, false],
      ['shopping-cart', '/pages/shopping-cart/index', true]
    ]
    const results = []
    for (const [name, route, keepStorage] of targets) {
      const url = `${server.baseUrl}/#${route}`
      if (keepStorage) await seedLogin()
      const byMode = {}
      // Cold runs first; the warm ones then find the cache the last cold run left.
      for (const mode of modes) {
        // A run Lighthouse could not finish (NO_NAVSTART now and then on a loaded machine) is run again, up to
        // twice the runs asked for; if none finishes, the failed one is reported with its error.
        const done = []
        let failed = null
        for (let i = 0; i < RUNS * 2 && done.length < RUNS; i++) {
          const run = await runLighthouse(url, { port, context, mode, keepStorage })
          if (run.errors.length) {
            failed = run
            console.log(`bench: ${name} ${mode} run failed (${run.errors[0]}), running again`)
          } else done.push(run)
        }
        const best = done.length ? median(done, 'score') : failed
        byMode[mode] = {
          ...best,
          range: done.length > 1 ? spread(done) : null,
          all: done.map((r) => ({ score: r.score, lcp: r.lcp, benchmarkIndex: r.benchmarkIndex })),
          scripts: scriptsFetched(best.lhr, path.join(server.dataDir, 'h5'))
        }
        fs.writeFileSync(savedRun(dir, name, mode), JSON.stringify(best.lhr))
        fs.writeFileSync(savedRun(dir, name, mode, '-pictures'), JSON.stringify(best.pictures ?? null))
        console.log(
          `bench: ${name} ${mode} score ${best.score}, accessibility ${best.a11y}, LCP ${Math.round(best.lcp)} ms, ` +
            `TBT ${Math.round(best.tbt)} ms, CLS ${best.cls.toFixed(3)}, JS ${formatBytes(byMode[mode].scripts.gzip)} gzip`
        )
      }
      results.push({ name, route, ...byMode })
    }
    return { results, chromium: context.browser()?.version() ?? '', notes: shopper.notes }
  } finally {
    await context?.close().catch(() => {})
    fs.rmSync(profile, { recursive: true, force: true })
  }
}
