import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** Personal-data keys for the production server (decision 0018): fresh for each run, never committed. */
const DATA_KEYS = {
  DATA_KEYS: `k1:${crypto.randomBytes(32).toString('base64')}`,
  DATA_HASH_KEY: crypto.randomBytes(32).toString('base64')
}
import crypto from 'node:crypto'

/**
 * Production runs the compiled server: npm run build:server, then `npm start` (scripts/start.mjs) with
 * NODE_ENV=production runs server/dist/server.js with node, no TypeScript loader. Both are exercised here as an
 * operator would run them, on a fresh data folder.
 */
const ROOT = path.resolve(__dirname, '../..')
const START = path.join(ROOT, 'scripts/start.mjs')

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [START], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  const out = { stdout: '', stderr: '' }
  child.stdout!.on('data', (d) => (out.stdout += d))
  child.stderr!.on('data', (d) => (out.stderr += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, out, exited }
}

describe('the compiled server', () => {
  let dir: string
  let running: ChildProcess | undefined
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-dist-'))
    fs.mkdirSync(path.join(dir, 'h5'))
    fs.writeFileSync(path.join(dir, 'h5/index.html'), '<!doctype html><html><body><div id="app"></div></body></html>')
    const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { cwd: ROOT })
    assert.equal(build.status, 0, String(build.stderr))
  })
  after(() => {
    running?.kill('SIGKILL')
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const production = {
    NODE_ENV: 'production',
    SSO_SECRET: 'sso',
    PAYMENT_SECRET: 'pay',
    SKIP_H5_BUILD: '1',
    ...DATA_KEYS
  }

  it('refuses the sandboxes in production with one line and exit code 1', async () => {
    const { out, exited } = start({ ...production, DATA_DIR: path.join(dir, 'refused'), H5_DIR: path.join(dir, 'h5') })
    assert.equal(await exited, 1)
    assert.equal(
      out.stderr.trim(),
      'mall: production refuses sandbox providers: set SMS_PROVIDER, PAYMENT_PROVIDER, BANK_PROVIDER, ' +
        'ESIGN_PROVIDER, EXPRESS_PROVIDER, OAUTH_PROVIDER to a real provider, or DEMO_MODE=1 to run a demo on the sandboxes'
    )
  })

  it('starts from server/dist with DEMO_MODE=1, announces the sandboxes and answers /api/health', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const env = {
      ...production,
      DEMO_MODE: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: path.join(dir, 'data'),
      H5_DIR: path.join(dir, 'h5'),
      LOG_LEVEL: 'info'
    }
    const { child, out, exited } = start(env)
    running = child
    const t0 = Date.now()
    for (;;) {
      if (child.exitCode !== null) assert.fail(`exited ${child.exitCode}: ${out.stderr}${out.stdout}`)
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false
      )
      // The ready line is written right after listen: /api/health can answer before the pipe delivers it.
      if (ok && out.stdout.includes('mall ready')) break
      assert.ok(Date.now() - t0 < 90_000, `no /api/health and ready line within 90 s: ${out.stdout}`)
      await new Promise((r) => setTimeout(r, 50))
    }
    const ready = /mall ready on \S+ \(database: pglite\) in (\d+) ms/.exec(out.stdout)
    assert.ok(ready, out.stdout)
    assert.match(out.stdout, /DEMO_MODE=1: running on sandbox providers \(SMS_PROVIDER, PAYMENT_PROVIDER/)
    // Compiled and in the started process itself: no TypeScript loader child behind it.
    const line = out.stdout.split('\n').find((l) => l.includes('mall ready'))!
    assert.equal(JSON.parse(line).pid, child.pid)
    const page = await fetch(`${base}/sandbox/bank/sms`)
    assert.equal(page.status, 200)
    assert.match(await page.text(), /data-sandbox-banner[^>]*>演示环境/)
    assert.match(String(page.headers.get('content-security-policy')), /default-src 'self'/)
    child.kill('SIGTERM')
    assert.equal(await exited, 0)
    running = undefined
  })
})
