/**
 * The server's folders import one way (docs/architecture.md, server layers): the folder-level import graph of
 * server/src, type-only and dynamic imports included, has no pair of folders importing each other. Lint refuses the
 * single import that breaks a layer (import-direction.test.js); this reads the whole graph, so a new folder or a new
 * two-way pair fails `npm test` too.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  AREAS,
  CONSOLE,
  DEV,
  ENTRY_FILES,
  FLOWS,
  FOUNDATION_FILES,
  KNOWN_SIBLING_IMPORTS,
  LOWER,
  folderGraph,
  relativeImports
} from '../../scripts/gates/server-layers.mjs'

const root = path.resolve(__dirname, '../..')
const base = path.join(root, 'server/src')

describe("the server's import graph", () => {
  const { edges, twoWay } = folderGraph(root)

  it('has no two folders importing each other', () => {
    expect(twoWay.map(([a, b]) => `${a} <-> ${b}`)).toEqual([])
  })

  it('knows every folder and root file of server/src as one layer', () => {
    const folders = [...CONSOLE, ...DEV, ...FLOWS, ...AREAS, ...LOWER]
    const files = [...ENTRY_FILES, ...FOUNDATION_FILES]
    const unknown = fs
      .readdirSync(base, { withFileTypes: true })
      .filter((e) => (e.isDirectory() ? !folders.includes(e.name) : e.name.endsWith('.ts') && !files.includes(e.name)))
      .map((e) => e.name)
    expect(unknown).toEqual([])
  })

  it('has areas importing no sibling but the known ones, and every known one is still there', () => {
    const siblings = [...edges.keys()].filter((k) => {
      const [a, b] = k.split(' -> ')
      return AREAS.includes(a) && AREAS.includes(b)
    })
    const known = KNOWN_SIBLING_IMPORTS.map((k) => `${k.from} -> ${k.to}`)
    expect(siblings.sort()).toEqual([...new Set(known)].sort())
    // Each excepted file is still imported: a fixed exception leaves the list.
    for (const k of KNOWN_SIBLING_IMPORTS)
      for (const f of k.files)
        expect(
          edges.get(`${k.from} -> ${k.to}`).some((line) => line.includes(`${k.to}/${f.replace(/\.ts$/, '')}`))
        ).toBe(true)
  })

  it('lets no lower folder import an area, flows, the console, dev or the entry', () => {
    const up = [...AREAS, ...FLOWS, ...CONSOLE, ...DEV, 'entry']
    const bad = [...edges.keys()].filter((k) => {
      const [a, b] = k.split(' -> ')
      return [...LOWER, 'foundation'].includes(a) && up.includes(b)
    })
    expect(bad).toEqual([])
    expect(edges.has('db -> lib')).toBe(false)
  })

  it('reads static, type-only, re-exported and dynamic imports', () => {
    const text = [
      "import { a } from '../order/x'",
      "import type { B } from './y'",
      "export { c } from '../lib/z'",
      "export * from './w'",
      "const m = await import('../flows/v')",
      "import 'node:fs'",
      "import { T } from '@contract/enums'"
    ].join('\n')
    expect(relativeImports(text)).toEqual(['../order/x', './y', '../lib/z', './w', '../flows/v'])
  })

  it('finds a two-way pair when two folders import each other', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'))
    const write = (rel, text) => {
      fs.mkdirSync(path.dirname(path.join(tmp, 'server/src', rel)), { recursive: true })
      fs.writeFileSync(path.join(tmp, 'server/src', rel), text)
    }
    write('wallet/coupon.ts', "import type { Line } from '../order/lines'\nexport const c = 1\n")
    write('order/lines.ts', "import { c } from '../wallet/coupon'\nexport type Line = typeof c\n")
    write('lib/x.ts', 'export const x = 1\n')
    try {
      expect(folderGraph(tmp).twoWay).toEqual([['order', 'wallet']])
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  })
})
