import type { RouteDoc } from '../../contract/openapi/types'
import type { ContractEntry } from './contract-map'
import { errnoCatalogue, GENERIC, type ErrnoInfo } from './errnos-catalogue'
import type { RegisteredRoute } from './registered'
import { localResolver, sample } from './sample'
import { hoistRecursive, openapiPath, plain, sortKeys } from './schema'
import { validatorOf } from './validate'

type Json = Record<string, unknown>

/** One route as the document sees it: as registered, where its contract entry is, and what is said of it. */
export interface DocumentedRoute extends RegisteredRoute {
  entry?: ContractEntry
  doc?: RouteDoc
  /** Errnos found under the route's handler (scripts/gen-openapi/throws.ts). */
  thrown: number[]
  /** The route is in the pension half (PENSION_ENABLED=0 closes it). */
  pension: boolean
}

const REFUSAL = { $ref: '#/components/schemas/Refusal' }
const json = (schema: unknown, extra: Json = {}) => ({ content: { 'application/json': { schema, ...extra } } })

/** The errnos a route may answer: the generic ones for its kind, those thrown under it, those its doc adds. */
export function errnosOf(r: DocumentedRoute): number[] {
  const set = new Set<number>([GENERIC.invalid, GENERIC.internal, ...r.thrown, ...(r.doc?.errnos ?? [])])
  if (r.access === 'user' || r.access === 'staff') set.add(GENERIC.session)
  if (r.access === 'staff') set.add(GENERIC.forbidden)
  if (r.rateGroup) set.add(GENERIC.rate)
  if (r.pension) set.add(GENERIC.pension)
  set.delete(1)
  return [...set].sort((a, b) => a - b)
}

const isRaw = (r: RegisteredRoute) => {
  const ok = plain(r.schema.response?.['200' as never]) as Json | undefined
  return ok?.type === 'string'
}

/** The example answer of a route: its doc's, or one made from its schema; wrapped in the envelope for JSON. */
export function exampleOf(r: DocumentedRoute): unknown {
  const ok = plain(r.schema.response?.['200' as never]) as Json
  const resolve = localResolver(ok)
  if (isRaw(r)) return r.doc?.example ?? `(${String(ok.description ?? 'the body')})`
  const data = (ok.properties as Json).data
  return { errno: 1, error: '', data: r.doc && 'example' in r.doc ? r.doc.example : sample(data, 'data', resolve) }
}

const ACCESS_TEXT: Record<RegisteredRoute['access'], string> = {
  visitor: 'Open to visitors; a logged-in caller sends its token too.',
  user: 'Needs a login: `Authorization: Bearer <token>` (a visitor gets errno 1006 before the body is read).',
  staff: 'Console: the staff session cookie; a write also sends the `x-csrf-token` header.',
  'staff-login': 'Console, no session needed.',
  gateway: 'Called by a payment gateway, which signs what it sends.'
}

function describe(r: DocumentedRoute, errnos: ErrnoInfo[]) {
  const lines = [r.doc?.description, ACCESS_TEXT[r.access]]
  if (r.perm && r.access === 'staff' && r.perm !== 'session') lines.push(`Permission: \`${r.perm}\`.`)
  if (r.rateGroup) lines.push(`Rate-limited per IP in the \`${r.rateGroup}\` group (HTTP 429, errno 1004).`)
  if (r.entry) lines.push(`Contract: \`contract/${r.entry.file}.ts\` \`${r.entry.table}['${r.entry.key}']\`.`)
  lines.push('', '| errno | name | meaning |', '|---|---|---|')
  for (const e of errnos) lines.push(`| ${e.errno} | ${e.name} | ${e.description ?? ''} |`)
  return lines.filter((l) => l !== undefined).join('\n')
}

function parameters(r: RegisteredRoute, names: string[]) {
  const out: Json[] = []
  const add = (where: 'path' | 'query', schema: unknown) => {
    const s = plain(schema) as Json | undefined
    const props = (s?.properties ?? {}) as Record<string, unknown>
    const required = new Set((s?.required as string[] | undefined) ?? [])
    for (const [name, p] of Object.entries(props)) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: p })
    }
  }
  add('path', r.schema.params)
  for (const name of names) {
    if (!out.some((p) => p.name === name)) out.push({ name, in: 'path', required: true, schema: { type: 'string' } })
  }
  add('query', r.schema.querystring)
  return out
}

function responses(r: DocumentedRoute, example: unknown) {
  const schemas = plain(r.schema.response) as Record<string, Json>
  const out: Record<string, Json> = {}
  if (isRaw(r)) {
    for (const [status, s] of Object.entries(schemas)) {
      const code = status.toUpperCase()
      if (code === '304') out[code] = { description: String(s.description ?? 'Not modified') }
      else if (code === '200') {
        const type = String(s.description ?? 'text/plain')
          .split(',')[0]
          .trim()
        out[code] = { description: 'The body itself', content: { [type]: { schema: s, example } } }
      } else out[code] = { description: 'A refusal page or envelope', ...json(s) }
    }
  } else {
    const ok = schemas['200']
    const envelope = { ...ok, properties: { ...(ok.properties as Json), errno: { type: 'integer', const: 1 } } }
    const description = 'Success (errno 1), or a refusal in the same HTTP 200 (spec section 7): see the errno table.'
    out['200'] = { description, ...json({ anyOf: [envelope, REFUSAL] }, { examples: { success: { value: example } } }) }
  }
  if (r.rateGroup) out['429'] = { description: 'Over the rate limit (errno 1004)', ...json(REFUSAL) }
  if (r.access === 'staff') {
    out['401'] = { description: 'No staff session (errno 1006)', ...json(REFUSAL) }
    out['403'] = { description: 'CSRF token missing or wrong, or no permission (errno 1003)', ...json(REFUSAL) }
  }
  if (!out['4XX']) out['4XX'] = { description: 'Body too large (413) or not JSON (415): errno 1001', ...json(REFUSAL) }
  out['500'] = { description: 'Unexpected failure (errno 1500)', ...json(REFUSAL) }
  return out
}

function security(r: RegisteredRoute) {
  if (r.access === 'user') return [{ bearer: [] }]
  if (r.access === 'visitor') return [{}, { bearer: [] }]
  if (r.access === 'staff') return r.method === 'GET' ? [{ staffSession: [] }] : [{ staffSession: [], csrf: [] }]
  return [{}]
}

const operationId = (method: string, url: string) =>
  `${method.toLowerCase()}${url.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`

const tagOf = (r: DocumentedRoute) =>
  r.entry ? `${r.entry.file.startsWith('admin/') ? 'console' : 'shop'}: ${r.entry.file.split('/')[1]}` : 'other'

export interface BuildInput {
  routes: DocumentedRoute[]
  recursive: Map<string, string>
  version: string
}

/** The OpenAPI 3.1 document of the routes, deterministic: the same routes give the same bytes. */
export function buildDocument({ routes, recursive, version }: BuildInput) {
  const catalogue = errnoCatalogue()
  const components: Record<string, unknown> = {}
  const paths: Record<string, Record<string, unknown>> = {}
  for (const r of routes) {
    const { path, names } = openapiPath(r.url)
    const local: Record<string, unknown> = {}
    const schemaOf = (s: unknown) => hoistRecursive(plain(s), recursive, local)
    const hoisted = Object.fromEntries(Object.entries(r.schema).map(([k, v]) => [k, schemaOf(v)]))
    const route = { ...r, schema: hoisted as RegisteredRoute['schema'] }
    Object.assign(components, local)
    const errnos = errnosOf(r).map((n) => catalogue.get(n) ?? { errno: n, name: 'UNKNOWN' })
    const op: Json = {
      operationId: operationId(r.method, r.url),
      summary: r.doc?.summary ?? '',
      description: describe(r, errnos),
      tags: [tagOf(r)],
      security: security(r),
      'x-errnos': errnos.map((e) => e.errno),
      parameters: parameters(route, names),
      responses: responses(route, exampleOf(r))
    }
    if (route.schema.body) {
      // A body made from the schema is shown only when the schema takes it (a pattern it cannot meet, say).
      const made = sample(plain(r.schema.body), 'body', localResolver(plain(r.schema.body)))
      const body = r.doc?.request ?? (validatorOf(r.schema.body)(made) ? made : undefined)
      op.requestBody = { required: true, ...json(route.schema.body, body === undefined ? {} : { example: body }) }
    }
    paths[path] = { ...paths[path], [r.method.toLowerCase()]: op }
  }
  const errnoTable = [...catalogue.values()].map((e) => ({ errno: e.errno, name: e.name, description: e.description }))
  return sortKeys({
    openapi: '3.1.0',
    info: {
      title: 'Mili Mall API',
      version,
      description:
        'The shop (`/api/v1`, `/api/service`, `/api/pension`, `/api/payment`) and operator console (`/api/admin`) ' +
        'API, generated from the route schemas of `contract/` by `npm run gen:openapi` (docs/api/README.md). ' +
        'Every JSON answer is `{ errno, error, data }`; errno 1 is success, any other is a refusal whose `error` ' +
        'is the message to show. Money is integer cents.'
    },
    servers: [{ url: 'http://localhost:3000', description: 'npm run dev:server' }],
    tags: [...new Set(routes.map(tagOf))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        ...components,
        Refusal: {
          type: 'object',
          description: 'A refusal: any errno but 1, the message a user reads, sometimes a few fields (tries_left...)',
          required: ['errno', 'error'],
          properties: { errno: { type: 'integer', not: { const: 1 } }, error: { type: 'string' }, data: {} }
        }
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The shop session token from a login route' },
        staffSession: { type: 'apiKey', in: 'cookie', name: 'mall_admin', description: 'The console session' },
        csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token', description: "The console session's CSRF token" }
      }
    },
    'x-errno-catalogue': errnoTable
  })
}
