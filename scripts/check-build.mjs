#!/usr/bin/env node
/**
 * Mini-program and H5 build gates (run by `npm test` through test:gates). Deterministic: it reads the
 * production builds in dist/ (building any that is missing or older than its sources) and checks
 * the page registry, per-page files, the mini-program header, browser-only globals and package sizes.
 * The rules live in scripts/gates/*.mjs and are unit-tested in tests/gates/ with fixture folders.
 *
 * Env: GATES_NO_BUILD=1 never builds (a missing or stale build fails instead). WEAPP_DIST, ALIPAY_DIST
 * and H5_DIST check (and build into) other folders than dist/<platform>.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expectedRegistry } from './gates/spec-pages.mjs'
import { allPagePaths, checkPageFiles, checkPageList, MINI_EXTS, readAppJson } from './gates/app-json.mjs'
import { staleReason } from './gates/fs-utils.mjs'
import { checkHeaderMarker } from './gates/markers.mjs'
import { checkPackageRefs } from './gates/package-refs.mjs'
import { findBrowserGlobals } from './gates/browser-globals.mjs'
import {
  checkLazyPages,
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
import { checkH5Boot } from './gates/h5-boot.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = (p) => distDir(root, p)
const PLATFORMS = ['weapp', 'alipay', 'h5']
/** Everything that changes the build output. */
const INPUTS = ['src', 'contract', 'config', 'babel.config.js', '.env.production', 'scripts/page-registry.json'].map(
  (p) => path.join(root, p)
)
/** The file each build writes last-ish; its mtime stands for the whole output. */
const MARKER = { weapp: 'app.json', alipay: 'app.json', h5: 'index.html' }

const errors = []
const warnings = []

function ensureBuild(platform) {
  const reason = staleReason(path.join(dist(platform), MARKER[platform]), INPUTS)
  if (!reason) return console.log(`build ${platform}: fresh, reused`)
  if (process.env.GATES_NO_BUILD === '1') return errors.push(`${platform}: build is ${reason} (GATES_NO_BUILD=1)`)
  console.log(`build ${platform}: ${reason}, building (production)...`)
  const started = Date.now()
  const res = spawnSync('npm', ['run', `build:${platform}`], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', TARO_OUTPUT_ROOT: dist(platform) }
  })
  if (res.status !== 0) return errors.push(`${platform}: build failed (npm run build:${platform})`)
  console.log(`build ${platform}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

for (const p of PLATFORMS) ensureBuild(p)

const expected = expectedRegistry()
const rows = []

for (const platform of ['weapp', 'alipay']) {
  let app
  try {
    app = readAppJson(dist(platform))
  } catch (err) {
    errors.push(`${platform}: ${err.message}`)
    continue
  }
  errors.push(...checkPageList(app, expected, `${platform} app.json`))
  const hasStylesheet = (page) => ['scss', 'css'].some((ext) => fs.existsSync(path.join(root, 'src', `${page}.${ext}`)))
  errors.push(...checkPageFiles(dist(platform), allPagePaths(app), MINI_EXTS[platform], platform, hasStylesheet))
  errors.push(...checkPackageRefs(dist(platform), app, platform))
  rows.push(...miniRows(platform, miniSizes(dist(platform), app)))
}

errors.push(...checkHeaderMarker({ weapp: dist('weapp'), alipay: dist('alipay'), h5: dist('h5') }))

// Source lint, not a bundle scan: in mini programs Taro's ProvidePlugin swaps `window`/`document` for
// its runtime shims and the minifier renames them, so the weapp bundle no longer shows our uses.
for (const hit of findBrowserGlobals(path.join(root, 'src'))) {
  errors.push(`${hit.file}:${hit.line}: browser-only global ${hit.token} outside src/platform/`)
}

let homeBundle
try {
  homeBundle = h5RouteBundle(dist('h5'), 'pages/home/index')
  rows.push({
    what: 'h5 shell JS, before any page (gzip)',
    bytes: h5ShellBundle(dist('h5')).gzip,
    ...LIMITS.h5ShellJsGzip
  })
  rows.push({ what: 'h5 home first-screen JS (gzip)', bytes: homeBundle.gzip, ...LIMITS.h5HomeJsGzip })
  errors.push(
    ...checkLazyPages(dist('h5'), [...expected.pages, ...allPagePaths({ subPackages: expected.subPackages })])
  )
  // The paint-then-boot gate and the compile hints (docs/decisions/0031-h5-paint-then-boot.md).
  errors.push(...checkH5Boot(dist('h5')))
  // Taro's H5 Swiper (and previewImage, built on it) is Swiper.js, about 44 KB brotli: the pages a first-time
  // shopper lands on scroll-snap instead and load the previewer on tap (src/utils/preview-image.h5.ts).
  for (const route of ['pages/home/index', 'pages/goods-info/index', 'pages/shopping-cart/index']) {
    for (const f of h5RouteBundle(dist('h5'), route).files) {
      if (!f.missing && fs.readFileSync(path.join(dist('h5'), f.rel), 'utf8').includes('taro-swiper-core'))
        errors.push(`h5: ${route} loads Swiper.js up front (${f.rel}): load it on demand`)
    }
  }
} catch (err) {
  errors.push(`h5: ${err.message}`)
}

console.log('\n## Package sizes\n')
console.log(sizeTable(rows))
if (homeBundle) {
  console.log('\nH5 home loads: ' + homeBundle.files.map((f) => `${f.rel} ${formatBytes(f.gzip)}`).join(', '))
}
for (const r of rows) {
  const v = verdict(r.bytes, r)
  if (v === 'fail') errors.push(`${r.what}: ${formatBytes(r.bytes)} is over the hard limit ${formatBytes(r.limit)}`)
  if (v === 'warn') warnings.push(`${r.what}: ${formatBytes(r.bytes)} is over the budget ${formatBytes(r.budget)}`)
}

console.log('')
for (const w of warnings) console.log(`WARN ${w}`)
for (const e of errors) console.log(`FAIL ${e}`)
console.log(`check-build: ${errors.length} failed, ${warnings.length} warnings`)
process.exit(errors.length ? 1 : 0)
