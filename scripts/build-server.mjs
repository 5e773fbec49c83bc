// npm run build:server: the API server as one CommonJS file, server/dist/server.js, for `npm start` in production.
// Packages stay external (node_modules is there at run time; PGlite finds its WebAssembly next to itself); our own
// code, and the app's constants and types it shares, are bundled. Type checking is `npm run typecheck`'s job.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outfile = path.join(root, 'server/dist/server.js')
const t0 = Date.now()
await build({
  absWorkingDir: root,
  entryPoints: ['server/src/server.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning'
})
console.log(`built ${path.relative(root, outfile)} in ${Date.now() - t0} ms`)
