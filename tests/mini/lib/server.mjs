import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, ROOT } from '../../e2e/lib/env.mjs'

/**
 * The API server for the mini-program journeys, started as tests/e2e/lib/env.mjs does (fresh DATA_DIR, free
 * loopback port, NODE_ENV=development for the dev SMS outbox and the sandbox payment routes), without an H5 build:
 * the mini programs only call the API. H5_DIR points at an empty folder so no stale build is served.
 */
export async function startServer({ logFile }) {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-mini-'))
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
      H5_DIR: path.join(dataDir, 'no-h5'),
      PUBLIC_URL: baseUrl,
      SKIP_H5_BUILD: '1',
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn'
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
