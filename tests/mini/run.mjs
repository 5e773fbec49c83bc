#!/usr/bin/env node
/**
 * Mini-program journeys (npm run test:mini): the production WeChat (dist/weapp) and Alipay (dist/alipay) builds
 * run in Node by the harness of lib/ against the local server (fresh DATA_DIR, free loopback port). Every journey
 * of journeys/ runs on both platforms, each run on a freshly launched program. A run fails on a thrown error, an
 * error the program logged, a platform API called with options the platform does not take, or a setData over
 * 1 MB. `node tests/mini/run.mjs cart` runs the journeys whose file name contains "cart"; MINI_PLATFORMS=weapp
 * runs one platform; WEAPP_DIST / ALIPAY_DIST run builds from other folders. Builds are expected fresh (.ci/run builds first; locally: NODE_ENV=production npm run
 * build:weapp / build:alipay).
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT, serializationMismatches } from '../e2e/lib/env.mjs'
import { createJourneyHelpers } from './lib/helpers.mjs'
import { startServer } from './lib/server.mjs'
import { launchMiniProgram } from './lib/session.mjs'

const JOURNEYS = path.join(ROOT, 'tests/mini/journeys')
const ARTIFACTS = path.join(ROOT, 'tests/mini/artifacts')
const PLATFORMS = (process.env.MINI_PLATFORMS || 'weapp,alipay').split(',').filter(Boolean)
const filters = process.argv.slice(2)
const files = fs
  .readdirSync(JOURNEYS)
  .filter((f) => f.endsWith('.mjs'))
  .filter((f) => !filters.length || filters.some((x) => f.includes(x)))
  .sort()

let current = null
// A rejection nobody handles inside the program is the program's error (the platforms report it as such).
process.on('unhandledRejection', (err) => {
  if (current) current.errors.push(`unhandled rejection: ${err?.stack || err}`)
  else console.log(`  (late rejection: ${String(err?.message || err).split('\n')[0]})`)
})

fs.rmSync(ARTIFACTS, { recursive: true, force: true })
fs.mkdirSync(ARTIFACTS, { recursive: true })

let passed = 0
let failed = 0
const t0 = Date.now()
let server

/** dist/<platform>, or WEAPP_DIST / ALIPAY_DIST (a build made with TARO_OUTPUT_ROOT elsewhere), as the build gates. */
const distOf = (p) => path.resolve(ROOT, process.env[`${p.toUpperCase()}_DIST`] || path.join('dist', p))

function checkBuilds() {
  for (const p of PLATFORMS) {
    const appJson = path.join(distOf(p), 'app.json')
    if (!fs.existsSync(appJson)) throw new Error(`dist/${p} is missing: NODE_ENV=production npm run build:${p} first`)
  }
}

async function runJourney(file, platform) {
  const name = `${file.replace(/\.mjs$/, '')} [${platform}]`
  const mod = await import(pathToFileURL(path.join(JOURNEYS, file)).href)
  const mp = launchMiniProgram({ platform, distDir: distOf(platform), server })
  current = mp
  const helpers = createJourneyHelpers({ mp, server })
  let where = 'launch'
  const noErrors = () => assert.deepEqual(mp.errors, [], `the program reported errors on ${mp.route()}`)
  const step = async (label, fn) => {
    where = label
    await fn()
    await mp.settle()
    noErrors()
  }
  const started = Date.now()
  try {
    if (!mod.keepLaunch) await mp.start()
    await mod.default({ ...helpers, mp, step, platform, server })
    noErrors()
    passed += 1
    console.log(`  ok   ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)${mod.title ? ` - ${mod.title}` : ''}`)
  } catch (err) {
    failed += 1
    console.log(`  FAIL ${name} at step "${where}": ${String(err.message).split('\n').slice(0, 6).join('\n       ')}`)
    const out = path.join(ARTIFACTS, `${file.replace(/\.mjs$/, '')}-${platform}.txt`)
    fs.writeFileSync(
      out,
      [
        `journey: ${name}`,
        `step: ${where}`,
        `page stack: ${mp.pages().join(' > ')}`,
        '',
        err.stack || String(err),
        '',
        '--- errors ---',
        ...mp.errors,
        '',
        '--- page text ---',
        (() => {
          try {
            return mp.pageText()
          } catch (e) {
            return `(no tree: ${e.message})`
          }
        })(),
        '',
        '--- console ---',
        ...mp.log.console,
        '',
        '--- requests ---',
        ...mp.requests.map((r) => `${r.method} ${r.path}`),
        '',
        '--- lifecycle ---',
        ...mp.log.lifecycle
      ].join('\n')
    )
    console.log(`       details: ${path.relative(ROOT, out)}`)
  } finally {
    current = null
  }
}

try {
  if (!files.length) throw new Error(`no journeys match ${filters.join(' ')}`)
  checkBuilds()
  server = await startServer({ logFile: path.join(ARTIFACTS, 'server.log') })
  console.log(`mini: ${files.length} journeys × ${PLATFORMS.join(' + ')} against ${server.baseUrl}`)
  for (const file of files) for (const platform of PLATFORMS) await runJourney(file, platform)
} catch (err) {
  failed += 1
  console.log(`mini: setup failed: ${err.stack || err.message}`)
} finally {
  await server?.stop().catch(() => {})
}

// The server compared every answer with what its route's response schema sent (tests/e2e/lib/env.mjs).
const mismatches = serializationMismatches(path.join(ARTIFACTS, 'server.log'))
if (mismatches.length) {
  failed += 1
  console.log(`  FAIL response schemas changed ${mismatches.length} answer(s) the mini programs received:`)
  for (const m of mismatches) console.log(`       ${m}`)
}

console.log(`mini: finished in ${((Date.now() - t0) / 1000).toFixed(0)} s; ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
