import fs from 'node:fs'
import path from 'node:path'

/**
 * The server's folders and the direction they import in (docs/architecture.md, docs/decisions/0032-flows-layer.md).
 * eslint.config.mjs turns these lists into import-x/no-restricted-paths zones; the gate test
 * (tests/gates/server-layers.test.js) reads the folder-level import graph of server/src with `folderGraph` and
 * asserts that no two folders import each other.
 *
 * Run directly (`node scripts/gates/server-layers.mjs`) it prints the graph and the two-way pairs.
 */

/** Start-up and wiring: may import anything, nothing imports it. */
export const ENTRY_FILES = ['server.ts', 'app.ts', 'routes.ts', 'providers.ts']
/** The root files below everything: configuration and the error type. */
export const FOUNDATION_FILES = ['config.ts', 'config-notices.ts', 'errors.ts', 'paths.ts', 'field-crypto.ts']
/** The operator console's API: on top of flows and areas. */
export const CONSOLE = ['admin']
/**
 * Development-only routes, and the seed's loader and demo data (db/seed/ but its reference/ data, which the areas read
 * and which stays with db/): they build on lib/ and the areas the way a script does, and only the entry imports them.
 */
export const DEV = ['dev', 'db/seed']
/** Work that spans areas: checkout, pay and paid, refund, receipt and settlement, sign-up, group expiry. */
export const FLOWS = ['flows']
/** One business area each; an area imports only the folders below it, never a sibling. */
export const AREAS = [
  'account',
  'catalogue',
  'order',
  'aftersale',
  'invoice',
  'shipping',
  'payment',
  'wallet',
  'pension',
  'bank',
  'content',
  'review',
  'support'
]
/** Below the areas: the outside world's sandboxes, helpers, the database. db may import lib, never the reverse. */
export const LOWER = ['providers', 'lib', 'db']

/**
 * Sibling-area imports let through, in { from: area, to: area, files: ['<file in to>'] } form. None: the last ones
 * (sign-up's welcome gifts, the profile's pension fields, the pension journey through the partner bank, the points
 * exchange, the shared WeChat platform token) moved to flows/ and lib/. Kept, empty, so an exception is named here;
 * a new entry needs a decision record saying why the work cannot live in flows/.
 */
export const KNOWN_SIBLING_IMPORTS = []

/**
 * Area files importing the seed's demo code (db/seed/, a layer above the areas). None: the catalogue drew category
 * icons from the demo artwork until categories had uploaded pictures (docs/decisions/0034-pictures.md). Kept, empty,
 * so an exception that must come back is named here, in { from: area, file: 'db/seed/...' } form.
 */
export const KNOWN_SEED_IMPORTS = []

/**
 * import-x/no-restricted-paths zones for eslint.config.mjs, generated from the lists above, paths from the repository
 * root. An area imports no sibling area, flows, console, dev or entry; flows import no console, dev or entry; the
 * lower folders import no area or anything above; lib sits above db, and the foundation files import no folder.
 */
export function serverZones(base = './server/src') {
  // db/seed/ as an importer or an import is its loader and demo data; db/seed/reference/ belongs to db/.
  const dir = (name) => `${base}/${name}`
  const seedParts = [`${base}/db/seed/*.ts`, `${base}/db/seed/!(reference)/**`]
  const paths = (names) => names.flatMap((n) => (n === 'db/seed' ? seedParts : [dir(n)]))
  const file = (name) => `${base}/${name}`
  const entry = ENTRY_FILES.map(file)
  const foundation = FOUNDATION_FILES.map(file)
  // db/ as a target is its own files and the schema; db/seed/ is a layer of its own (DEV above).
  const lowerTarget = (name) =>
    name === 'db' ? [`${base}/db/*.ts`, `${base}/db/!(seed)/**`, `${base}/db/seed/reference/**`] : [dir(name)]
  const zones = []
  const forbid = (targets, froms, message, except = () => []) => {
    for (const target of targets)
      for (const from of froms) {
        const ex = except(target, from)
        zones.push(ex.length ? { target, from, except: ex, message } : { target, from, message })
      }
  }
  const known = (target, from) =>
    KNOWN_SIBLING_IMPORTS.filter((k) => dir(k.from) === target && dir(k.to) === from).flatMap((k) =>
      k.files.map((f) => `./${f}`)
    )
  for (const area of AREAS)
    forbid(
      [dir(area)],
      AREAS.filter((a) => a !== area).map(dir),
      'An area never imports a sibling area: move the shared helper down to lib/, or the work that spans both to flows/.',
      known
    )
  forbid(
    AREAS.map(dir),
    paths([...FLOWS, ...CONSOLE, ...DEV]).concat(entry),
    'Areas sit below flows/, the console API (admin/), dev/ and the entry files: call them from there instead.',
    (target, from) =>
      seedParts.includes(from)
        ? KNOWN_SEED_IMPORTS.filter((k) => dir(k.from) === target).map((k) => `**/server/src/${k.file}`)
        : []
  )
  forbid(
    FLOWS.map(dir),
    paths([...CONSOLE, ...DEV]).concat(entry),
    'flows/ sit below the console API (admin/), dev/ and the entry files.'
  )
  forbid(
    [...LOWER.flatMap(lowerTarget), ...foundation],
    paths([...AREAS, ...FLOWS, ...CONSOLE, ...DEV]).concat(entry),
    'lib/, db/ and the root files sit below every area: they import no area, flow, console, dev or entry file.'
  )
  forbid(
    [...lowerTarget('db'), ...foundation],
    [dir('lib')],
    'db/ and the root files sit below lib/: lib imports db, not the reverse.'
  )
  forbid(foundation, [dir('db')], 'The root files (config, errors, paths, field-crypto) import no server folder.')
  forbid(paths(DEV), [...CONSOLE.map(dir), ...entry], 'dev/ imports areas and flows, never the console or the entry.')
  forbid(CONSOLE.map(dir), [...paths(DEV), ...entry], 'The console API never imports dev/ or the entry files.')
  return zones
}

/** The folder (layer unit) a server/src-relative path belongs to. */
export function folderOf(rel) {
  const parts = rel.split('/')
  if (parts[0] === 'db' && parts[1] === 'seed') return parts[2] === 'reference' ? 'db' : 'db/seed'
  if (parts.length === 1) {
    if (ENTRY_FILES.includes(parts[0])) return 'entry'
    if (FOUNDATION_FILES.includes(parts[0])) return 'foundation'
    return parts[0].replace(/\.ts$/, '')
  }
  return parts[0]
}

const IMPORT_RE =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'|import\(\s*'([^']+)'\s*\)/g

/** Relative specifiers imported by a file (static, re-exports, type-only and dynamic `import('...')`). */
export function relativeImports(text) {
  return [...text.matchAll(IMPORT_RE)].map((m) => m[1] ?? m[2]).filter((s) => s.startsWith('.'))
}

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) walk(p, out)
    else if (e.name.endsWith('.ts')) out.push(p)
  }
  return out
}

/**
 * The folder-level import graph of server/src under root: { edges: Map<'a -> b', string[] files>, twoWay: [a, b][] }.
 * An import that leaves server/src (contract/, node_modules) is not an edge.
 */
export function folderGraph(root) {
  const base = path.join(root, 'server/src')
  const edges = new Map()
  for (const file of walk(base)) {
    const rel = path.relative(base, file).split(path.sep).join('/')
    const from = folderOf(rel)
    for (const spec of relativeImports(fs.readFileSync(file, 'utf8'))) {
      const target = path
        .relative(base, path.resolve(path.dirname(file), spec))
        .split(path.sep)
        .join('/')
      if (target.startsWith('..')) continue
      const to = folderOf(target.endsWith('.ts') ? target : `${target}.ts`)
      if (to === from) continue
      const key = `${from} -> ${to}`
      edges.set(key, [...(edges.get(key) ?? []), `${rel} imports ${spec}`])
    }
  }
  const twoWay = []
  for (const key of edges.keys()) {
    const [a, b] = key.split(' -> ')
    if (a < b && edges.has(`${b} -> ${a}`)) twoWay.push([a, b])
  }
  return { edges, twoWay }
}

if (process.argv[1]?.endsWith(`${path.sep}server-layers.mjs`)) {
  const { edges, twoWay } = folderGraph(process.cwd())
  for (const [key, files] of [...edges].sort()) console.log(`${key} (${files.length})`)
  console.log(`\n${twoWay.length} two-way pairs`)
  for (const [a, b] of twoWay) {
    console.log(`\n${a} <-> ${b}`)
    for (const f of [...edges.get(`${a} -> ${b}`), ...edges.get(`${b} -> ${a}`)]) console.log(`  ${f}`)
  }
}
