import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from '../tests/e2e/lib/env.mjs'
import { breakdownTable, bundleBreakdown } from './gates/bundle-breakdown.mjs'
import { formatBytes, h5RouteBundle } from './gates/sizes.mjs'

/** An H5 build with source maps (config/prod.ts, TARO_H5_SOURCE_MAP=1) in a temporary folder. */
function mappedBuild() {
  if (process.env.BENCH_MAPS_DIST) return { dir: path.resolve(ROOT, process.env.BENCH_MAPS_DIST), temp: false }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-maps-'))
  console.log('bench: building H5 with source maps for the first-screen breakdown...')
  const res = spawnSync('npm', ['run', 'build:h5'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', TARO_H5_SOURCE_MAP: '1', TARO_OUTPUT_ROOT: dir }
  })
  if (res.status !== 0) throw new Error('H5 build with source maps failed')
  return { dir, temp: true }
}

/** Rows under this many gzip bytes are summed into one line. */
const SMALL = 200

/**
 * What the home first screen spends per npm package and app folder (gzip, shared out by source map;
 * see scripts/gates/bundle-breakdown.mjs), as markdown lines; servedDir is the build being measured,
 * compared with the mapped one.
 */
export function breakdownSection(servedDir) {
  const { dir, temp } = mappedBuild()
  try {
    const bundle = h5RouteBundle(dir)
    const { rows, unmappedFiles } = bundleBreakdown(
      dir,
      bundle.files.filter((f) => !f.missing).map((f) => f.rel)
    )
    const sum = (pick) => rows.filter(pick).reduce((s, r) => s + r.gzip, 0)
    const app = sum((r) => r.owner.startsWith('src/') || r.owner.startsWith('config/'))
    const runtime = sum((r) => r.owner === 'webpack runtime' || r.owner.startsWith('(unmapped'))
    const small = rows.filter((r) => r.gzip < SMALL)
    const shown = rows.filter((r) => r.gzip >= SMALL)
    if (small.length) {
      shown.push({
        owner: `${small.length} smaller (${small.map((r) => r.owner).join(', ')})`,
        raw: small.reduce((s, r) => s + r.raw, 0),
        gzip: small.reduce((s, r) => s + r.gzip, 0)
      })
    }
    let served = null
    try {
      served = h5RouteBundle(servedDir).gzip
    } catch {
      // no served build to compare with
    }
    return [
      `Home first-screen JS ${formatBytes(bundle.gzip)} gzip: npm packages ${formatBytes(bundle.gzip - app - runtime)}, ` +
        `app code (src/, config/stubs/) ${formatBytes(app)}, webpack runtime and glue ${formatBytes(runtime)}. ` +
        "Each file's gzip bytes are shared among the packages whose code it holds (each part gzipped alone, " +
        "scaled to the file's real size), from a production build with source maps.",
      '',
      breakdownTable(shown),
      '',
      ...(served !== null && Math.abs(served - bundle.gzip) > 512
        ? [
            `- the served build (${formatBytes(served)}) differs from the mapped one: sources changed between the builds`
          ]
        : []),
      ...unmappedFiles.map((f) => `- ${f} has no source map; counted as one line`)
    ]
  } finally {
    if (temp) fs.rmSync(dir, { recursive: true, force: true })
  }
}
