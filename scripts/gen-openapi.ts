// npm run gen:openapi: writes docs/api/openapi.json, the OpenAPI 3.1 reference of every route the server registers,
// from the contract's route schemas and the route docs of contract/openapi/ (docs/api/README.md).
// --check (npm run test:gates): fails when the written file is not what the routes make now, or a route is not
// documented (no summary, or an example its own response schema refuses).
import fs from 'node:fs'
import path from 'node:path'
import { buildOpenapi } from './gen-openapi/build'

const ROOT = path.resolve(__dirname, '..')
const OUT = path.join(ROOT, 'docs/api/openapi.json')

async function main() {
  const check = process.argv.includes('--check')
  const t0 = Date.now()
  const { document, problems, routes } = await buildOpenapi()
  const text = `${JSON.stringify(document, null, 2)}\n`
  for (const p of problems) console.error(`gen-openapi: ${p}`)
  if (check) {
    const current = fs.existsSync(OUT) ? fs.readFileSync(OUT, 'utf8') : ''
    if (current !== text) console.error('gen-openapi: docs/api/openapi.json is not current: run npm run gen:openapi')
    if (current !== text || problems.length) process.exit(1)
    console.log(`gen-openapi: docs/api/openapi.json is current (${routes} routes, ${Date.now() - t0} ms)`)
    return
  }
  fs.mkdirSync(path.dirname(OUT), { recursive: true })
  fs.writeFileSync(OUT, text)
  console.log(`gen-openapi: wrote docs/api/openapi.json (${routes} routes, ${Date.now() - t0} ms)`)
  if (problems.length) process.exit(1)
}

main().then(
  // The server's modules leave timers behind (caches, the sold-out gate); the document is written: leave.
  () => process.exit(process.exitCode ?? 0),
  (err) => {
    console.error(err)
    process.exit(1)
  }
)
