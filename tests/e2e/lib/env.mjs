import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
export const ARTIFACTS = process.env.E2E_ARTIFACTS || path.join(ROOT, 'tests/e2e/artifacts')
/** Screenshots at CSS pixels unless E2E_SHOT_SCALE=device (docs/testing.md, "Browser journeys"). */
export const SHOT_SCALE = process.env.E2E_SHOT_SCALE === 'device' ? 'device' : 'css'
/** The H5 build the journeys serve: dist/h5, or H5_DIST (built with TARO_OUTPUT_ROOT=H5_DIST). */
export const H5_DIST = process.env.H5_DIST ? path.resolve(ROOT, process.env.H5_DIST) : path.join(ROOT, 'dist/h5')

/** docs/design.md section 5: the flags Debian's Chromium needs here (no GPU, no sandbox, nothing phoning home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync'
]

/** Debian's chromium binary: CHROME_PATH, else the first of the usual names on PATH. */
export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    const res = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' })
    if (res.status === 0 && res.stdout.trim()) return res.stdout.trim()
  }
  throw new Error('chromium not found: apt-get install -y chromium, or set CHROME_PATH')
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0
  const st = fs.statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  return fs.readdirSync(p).reduce((m, name) => Math.max(m, newestMtime(path.join(p, name))), st.mtimeMs)
}

/**
 * Builds the production H5 app once when dist/h5 is missing or older than the sources.
 * SKIP_H5_BUILD=1 from the caller reuses whatever build exists (iterating on journeys).
 */
export function ensureH5Build() {
  const index = path.join(H5_DIST, 'index.html')
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0
  if (process.env.SKIP_H5_BUILD === '1') {
    if (!built) throw new Error('SKIP_H5_BUILD=1 but dist/h5 has no build')
    return false
  }
  const sources = Math.max(
    ...['src', 'config', 'babel.config.js', '.env.production'].map((p) => newestMtime(path.join(ROOT, p)))
  )
  if (built && built >= sources) return false
  console.log(built ? 'e2e: H5 build is stale, rebuilding (production)...' : 'e2e: building H5 (production)...')
  const res = spawnSync('npm', ['run', 'build:h5'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', TARO_OUTPUT_ROOT: H5_DIST }
  })
  if (res.status !== 0) throw new Error('H5 build failed')
  return true
}

/**
 * Builds the operator console (admin/dist) when missing or older than its sources, before the server starts, so
 * the server's own startup build (server/src/admin/static.ts) never runs inside its health-check deadline.
 */
export function ensureAdminBuild() {
  const index = path.join(ROOT, 'admin/dist/index.html')
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0
  const sources = Math.max(
    ...['admin/src', 'admin/index.html', 'admin/vite.config.ts', 'contract'].map((p) => newestMtime(path.join(ROOT, p)))
  )
  if (built && built >= sources) return false
  console.log('e2e: building the operator console...')
  const res = spawnSync('npm', ['run', 'build:admin'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] })
  if (res.status !== 0) throw new Error('console build failed')
  return true
}

/**
 * The subscription-message templates the journeys' server is configured with (NOTICE_WECHAT_TEMPLATES,
 * NOTICE_ALIPAY_TEMPLATES; docs/operations.md, Templates to register): the ones the pay result asks for. Journey 81
 * registers them at its local WeChat and Alipay gateways (lib/notice-fakes.mjs) and checks each message's template id.
 */
export const NOTICE_TEMPLATES = {
  wechat: { shipped: 'e2eWxShipped0001', received: 'e2eWxReceived0001', cashback_settled: 'e2eWxCashback0001' },
  alipay: { shipped: 'e2eApShipped0001', received: 'e2eApReceived0001', cashback_settled: 'e2eApCashback0001' }
}

/**
 * The API server on a free loopback port with a fresh data directory. NODE_ENV=development so the
 * dev outbox and expire-session endpoints exist; SKIP_H5_BUILD=1 because the build above is fresh.
 */
export async function startServer({ logFile = path.join(ARTIFACTS, 'server.log'), env = {} } = {}) {
  return launchServer({
    logFile,
    tmpPrefix: 'mall-e2e-',
    // Serve a private copy of the build: a rebuild of dist/h5 during the run (another terminal, a
    // watcher) would otherwise swap chunk hashes under the open page.
    h5Dir: (dataDir) => {
      const h5Dir = path.join(dataDir, 'h5')
      fs.cpSync(H5_DIST, h5Dir, { recursive: true })
      return h5Dir
    },
    env: {
      SKIP_ADMIN_BUILD: '1',
      // Journeys ship, approve refunds and review withdrawals themselves (dev routes or the console), never a timer.
      SANDBOX_MERCHANT: '0',
      NOTICE_WECHAT_TEMPLATES: JSON.stringify(NOTICE_TEMPLATES.wechat),
      NOTICE_ALIPAY_TEMPLATES: JSON.stringify(NOTICE_TEMPLATES.alipay),
      ...env
    }
  })
}

/**
 * One development server process for a test harness (the browser journeys, the mini-program journeys): a fresh
 * DATA_DIR under a temporary folder, a free loopback port, the H5 folder the caller chooses, and a stop that
 * removes it all. Resolves once /api/health answers.
 */
export async function launchServer({ logFile, tmpPrefix, h5Dir, env = {} }) {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix))
  const baseUrl = `http://127.0.0.1:${port}`
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  const log = fs.openSync(logFile, 'w')
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'data'),
      H5_DIR: h5Dir(dataDir),
      PUBLIC_URL: baseUrl,
      SKIP_H5_BUILD: '1',
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      // Every answer is compared with what its route's response schema sent; the runners read the log
      // (serializationMismatches below).
      SERIALIZATION_CHECK: '1',
      ...env
    }
  })
  let exited = null
  child.on('exit', (code, signal) => (exited = { code, signal }))
  const deadline = Date.now() + 90_000
  for (;;) {
    if (exited) throw new Error(`server exited early (${JSON.stringify(exited)}); see ${logFile}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer /api/health within 90 s; see ${logFile}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    baseUrl,
    dataDir,
    logFile,
    async stop() {
      if (!exited) {
        child.kill('SIGTERM')
        const t0 = Date.now()
        while (!exited && Date.now() - t0 < 10_000) await new Promise((r) => setTimeout(r, 100))
        if (!exited) child.kill('SIGKILL')
      }
      fs.closeSync(log)
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/**
 * The answers whose route's response schema dropped or changed a field, from a journeys' server log
 * (SERIALIZATION_CHECK=1; the message is server/src/lib/serialization-check.ts's SERIALIZATION_MISMATCH). One line
 * per route and difference.
 */
export function serializationMismatches(logFile) {
  if (!fs.existsSync(logFile)) return []
  const found = new Set()
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('response schema changed an answer')) continue
    try {
      const entry = JSON.parse(line)
      found.add(`${entry.route}: ${entry.difference}`)
    } catch {
      found.add(line.slice(0, 300))
    }
  }
  return [...found]
}
