import fs from 'node:fs'
import path from 'node:path'
import { ROUTE_DOC_FILES, ROUTE_DOCS } from '../../contract/openapi'
import { contractEntries, entryOf, recursiveNames } from './contract-map'
import { buildDocument, exampleOf, type DocumentedRoute } from './document'
import { registeredRoutes } from './registered'
import { thrownErrnos } from './throws'
import { validatorOf } from './validate'

const ROOT = path.resolve(__dirname, '../..')

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`

/**
 * Everything the generator knows of the routes: registered (the server built once), matched to their contract
 * entries, given their docs and the errnos thrown under them; and what is missing (problems, one line each).
 */
export async function documentedRoutes() {
  const [registered, bySchema, thrown] = await Promise.all([registeredRoutes(), contractEntries(), thrownErrnos()])
  const routes: DocumentedRoute[] = registered.map((r) => {
    const entry = entryOf(bySchema, r.method, r.url, r.schema)
    const found = entry ? thrown.byEntry.get(`${entry.table}|${entry.key}`) : undefined
    return {
      ...r,
      entry,
      doc: ROUTE_DOCS[keyOf(r)],
      thrown: found?.errnos ?? [],
      pension: found?.pension ?? false
    }
  })
  return routes.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0))
}

/** What keeps a route out of a complete reference; the test and --check print these. */
export function problemsOf(routes: DocumentedRoute[]) {
  const problems: string[] = []
  const keys = new Set(routes.map(keyOf))
  const seen = new Map<string, string>()
  for (const [file, docs] of Object.entries(ROUTE_DOC_FILES)) {
    for (const key of Object.keys(docs)) {
      if (seen.has(key)) problems.push(`${key}: documented twice, in contract/openapi/${seen.get(key)} and ${file}`)
      seen.set(key, file)
    }
  }
  for (const key of Object.keys(ROUTE_DOCS)) {
    if (!keys.has(key)) problems.push(`${key}: documented in contract/openapi/ but not registered`)
  }
  for (const r of routes) {
    const key = keyOf(r)
    if (!r.doc?.summary?.trim()) problems.push(`${key}: no summary (add it to contract/openapi/)`)
    const ok = r.schema.response?.['200' as never]
    if (!ok) continue
    const example = exampleOf(r)
    const validate = validatorOf(ok)
    if (!validate(example)) {
      problems.push(`${key}: its example fails its response schema, ${JSON.stringify(validate.errors?.[0])}`)
    }
    if (r.doc?.request !== undefined) {
      const req = r.schema.body ?? r.schema.querystring
      const v = req ? validatorOf(req) : undefined
      if (!v || !v(r.doc.request)) problems.push(`${key}: its request example fails its request schema`)
    }
  }
  return problems
}

export async function buildOpenapi() {
  const routes = await documentedRoutes()
  const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version as string
  const document = buildDocument({ routes, recursive: await recursiveNames(), version })
  return { document, problems: problemsOf(routes), routes: routes.length }
}
