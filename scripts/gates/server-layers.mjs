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
export const FOUNDATION_FILES = ['config.ts', 'errors.ts', 'paths.ts', 'field-crypto.ts']
/** The operator console's API: on top of flows and areas. */
export const CONSOLE = ['admin']
/** Development-only routes: only the entry registers them. */
export const DEV = ['dev']
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
  'review'
]
/** Below the areas: the outside world's sandboxes, helpers, the database. db may import lib, never the reverse. */
export const LOWER = ['providers', 'lib', 'db']

/** The folder (layer unit) a server/src-relative path belongs to. */
export function folderOf(rel) {
  const parts = rel.split('/')
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const { edges, twoWay } = folderGraph(process.cwd())
  for (const [key, files] of [...edges].sort()) console.log(`${key} (${files.length})`)
  console.log(`\n${twoWay.length} two-way pairs`)
  for (const [a, b] of twoWay) {
    console.log(`\n${a} <-> ${b}`)
    for (const f of [...edges.get(`${a} -> ${b}`), ...edges.get(`${b} -> ${a}`)]) console.log(`  ${f}`)
  }
}
