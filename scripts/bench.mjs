#!/usr/bin/env node
/**
 * npm run bench (a measurement, not a test): Lighthouse (mobile defaults: emulated phone, simulated
 * slow 4G and 4x CPU) on home, goods detail and cart of the production H5 build served by the local
 * server, each on a cold first visit (empty HTTP cache) and a warm revisit (scripts/bench/lighthouse.mjs),
 * with the scripts home fetched until the network was idle, plus the package size table of the build
 * gates and what the H5 home first screen spends per npm package and app folder. Writes
 * bench/report.md (and the raw Lighthouse JSON as bench/lighthouse-<page>-<cold|warm>.json, git-ignored)
 * and prints the report.
 *
 * `npm run bench -- --sizes` skips Lighthouse and the server: it writes only the size table and the
 * breakdown, to bench/first-screen.md (quick; for page work checking what a change costs).
 *
 * The catalogue is a real shop's (issue 28): before Lighthouse runs, the goods those pages show get photo-like JPEGs
 * uploaded through the console (scripts/bench/photo-catalogue.mjs), and bench/photos.md records the cold visits with
 * them, what each page's LCP waited for and every picture each page downloaded with its shown size.
 * `npm run bench -- --photos` runs only that: the cold visits, then bench/photos.md (no warm runs, no size breakdown,
 * no console benches).
 *
 * Env: BENCH_RUNS=n runs each page n times and reports the median run by score, with the range of the runs
 * beside it (default 5: on two shared cores one run in four or five lands several points low, and the median of
 * three then moved with it).
 * H5_DIST, WEAPP_DIST, ALIPAY_DIST read builds made elsewhere (TARO_OUTPUT_ROOT) instead of dist/.
 * BENCH_MAPS_DIST reuses an H5 build made with TARO_H5_SOURCE_MAP=1 instead of making one.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureAdminBuild, ensureH5Build, H5_DIST, ROOT, startServer } from '../tests/e2e/lib/env.mjs'
import { allPagePaths, readAppJson } from './gates/app-json.mjs'
import { breakdownSection } from './bench-first-screen.mjs'
import { measurePages, PAGES, savedRun } from './bench/first-visit.mjs'
import { lighthouseSection, MODES, scriptsFetched, summarize } from './bench/lighthouse.mjs'
import { photoCatalogue } from './bench/photo-catalogue.mjs'
import { machineLoad, writePhotosReport } from './bench/photos-report.mjs'
import {
  distDir,
  formatBytes,
  h5RouteBundle,
  h5ShellBundle,
  LIMITS,
  miniRows,
  miniSizes,
  sizeTable,
  verdict
} from './gates/sizes.mjs'

const BENCH = path.join(ROOT, 'bench')
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 5)

function sizeSection() {
  const rows = []
  const notes = []
  for (const platform of ['weapp', 'alipay']) {
    const dir = distDir(ROOT, platform)
    try {
      const app = readAppJson(dir)
      rows.push(...miniRows(platform, miniSizes(dir, app)))
      notes.push(`${platform}: ${allPagePaths(app).length} pages`)
    } catch (err) {
      notes.push(`${platform}: no build (${err.message})`)
    }
  }
  try {
    const home = h5RouteBundle(H5_DIST)
    rows.push({
      what: 'h5 shell JS, before any page (gzip)',
      bytes: h5ShellBundle(H5_DIST).gzip,
      ...LIMITS.h5ShellJsGzip
    })
    rows.push({ what: 'h5 home first-screen JS (gzip)', bytes: home.gzip, ...LIMITS.h5HomeJsGzip })
    notes.push(`h5 home loads ${home.files.map((f) => `${f.rel} (${formatBytes(f.gzip)} gzip)`).join(', ')}`)
  } catch (err) {
    notes.push(`h5: ${err.message}`)
  }
  return { table: sizeTable(rows), notes, rows }
}

/** `--sizes`: the size table and the breakdown only, to bench/first-screen.md. */
function sizesOnly() {
  const sizes = sizeSection()
  const lines = [
    `# H5 first screen ${new Date().toISOString()}`,
    '',
    '## Package sizes',
    '',
    sizes.table,
    '',
    ...sizes.notes.map((n) => `- ${n}`),
    '',
    '## H5 first screen by package',
    '',
    ...breakdownSection(H5_DIST),
    ''
  ]
  const report = lines.join('\n')
  fs.writeFileSync(path.join(BENCH, 'first-screen.md'), report)
  console.log(`\n${report}`)
  console.log(`bench: written to ${path.relative(ROOT, path.join(BENCH, 'first-screen.md'))}`)
}

/** Writes bench/report.md from the Lighthouse results (and the size table and breakdown) and prints it. */
function writeReport(results, meta) {
  const sizes = sizeSection()
  const breakdown = breakdownSection(H5_DIST)
  const lines = [
    `# Benchmark ${new Date().toISOString()}`,
    '',
    `Lighthouse ${results[0]?.cold.lhr.lighthouseVersion} (mobile: emulated phone, simulated throttling), Chromium ${meta.chromium}, ` +
      `${RUNS} run(s) per page (median by score), production H5 build served by the local server, ${os.cpus().length} CPUs.`,
    '',
    '## Lighthouse',
    '',
    ...lighthouseSection(results),
    ...results.flatMap((r) => MODES.flatMap((m) => r[m].errors.map((e) => `- ${r.name} ${m}: Lighthouse error: ${e}`))),
    ...meta.notes.map((n) => `- ${n}`),
    '',
    '## Package sizes',
    '',
    sizes.table,
    '',
    ...sizes.notes.map((n) => `- ${n}`),
    ...sizes.rows
      .filter((r) => verdict(r.bytes, r) !== 'ok')
      .map((r) => `- ${r.what} is ${verdict(r.bytes, r) === 'fail' ? 'over its hard limit' : 'over budget'}`),
    '',
    '## H5 first screen by package',
    '',
    ...breakdown,
    ''
  ]
  const report = lines.join('\n')
  fs.writeFileSync(path.join(BENCH, 'report.md'), report)
  console.log(`\n${report}`)
  console.log(`bench: report written to ${path.relative(ROOT, path.join(BENCH, 'report.md'))}`)
}

/**
 * BENCH_FROM_JSON=1: the report again from the Lighthouse results the last run saved (bench/lighthouse-*.json),
 * without running Lighthouse (a run that stopped before writing the report, or a report format change).
 */
function reportFromJson() {
  const results = PAGES.map((name) => {
    const byMode = {}
    for (const mode of MODES) {
      const lhr = JSON.parse(fs.readFileSync(savedRun(BENCH, name, mode), 'utf8'))
      byMode[mode] = { ...summarize(lhr), scripts: scriptsFetched(lhr, H5_DIST) }
    }
    return { name, route: new URL(byMode.cold.lhr.requestedUrl).hash.slice(1), ...byMode }
  })
  const chromium = results[0].cold.lhr.environment?.hostUserAgent?.match(/Chrome\/([\d.]+)/)?.[1] ?? ''
  writeReport(results, { chromium, notes: ['report rebuilt from the saved Lighthouse results (BENCH_FROM_JSON=1)'] })
}

/** The operator console's budgets (issue 17, scripts/bench/admin.ts -> bench/admin.md), appended to the report. */
function benchAdmin() {
  ensureAdminBuild()
  const res = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench/admin.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit']
  })
  if (res.status !== 0) throw new Error('bench: the console bench failed')
  fs.appendFileSync(path.join(BENCH, 'report.md'), `\n${fs.readFileSync(path.join(BENCH, 'admin.md'), 'utf8')}`)
  // Issue 18: the console's streamed export of 100,000 orders (time and peak memory) -> bench/export.md.
  const exp = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench/export.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit']
  })
  if (exp.status !== 0) throw new Error('bench: the export bench failed')
  fs.appendFileSync(path.join(BENCH, 'report.md'), `\n${fs.readFileSync(path.join(BENCH, 'export.md'), 'utf8')}`)
}

async function main() {
  fs.mkdirSync(BENCH, { recursive: true })
  ensureH5Build()
  if (process.argv.includes('--sizes')) return sizesOnly()
  if (process.env.BENCH_FROM_JSON === '1') return reportFromJson()
  const photosOnly = process.argv.includes('--photos')
  const loadBefore = machineLoad()
  // Without the journeys' answer check (it serializes every answer twice): the bench times what shoppers get.
  const server = await startServer({ logFile: path.join(BENCH, 'server.log'), env: { SERIALIZATION_CHECK: '0' } })
  let measured
  let catalogue
  try {
    catalogue = await photoCatalogue(server)
    console.log(`bench: photo catalogue ${JSON.stringify(catalogue)}`)
    measured = await measurePages(server, { modes: photosOnly ? ['cold'] : MODES, runs: RUNS, dir: BENCH })
  } finally {
    await server.stop().catch(() => {})
  }
  const { results, chromium, notes } = measured
  writePhotosReport(BENCH, results, {
    catalogue,
    chromium,
    lighthouse: results[0]?.cold.lhr.lighthouseVersion,
    dpr: results[0]?.cold.pictures?.dpr ?? 1,
    loadBefore,
    loadAfter: machineLoad()
  })
  if (photosOnly) return
  writeReport(results, { chromium, notes })
  benchAdmin()
}

main().catch((err) => {
  console.error(`bench: ${err.stack || err.message}`)
  process.exit(1)
})
