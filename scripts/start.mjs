// npm start: the compiled server (server/dist, from npm run build:server) when NODE_ENV=production, else the
// TypeScript sources through tsx, so `npm install && npm start` works on a fresh clone without a build step.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'server/dist/server.js')

if (process.env.NODE_ENV === 'production') {
  if (!fs.existsSync(dist)) {
    console.error('mall: server/dist/server.js is missing: run `npm run build:server` first')
    process.exit(1)
  }
  // In this process, so the server's own SIGINT/SIGTERM handling applies; stack traces point into server/src.
  process.setSourceMapsEnabled(true)
  await import(pathToFileURL(dist).href)
} else {
  const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')
  const child = spawn(process.execPath, [tsx, path.join(root, 'server/src/server.ts')], { cwd: root, stdio: 'inherit' })
  // The server shuts down cleanly on these; pass them on and leave with its exit code.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}
