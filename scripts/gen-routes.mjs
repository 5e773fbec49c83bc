#!/usr/bin/env node
/**
 * Writes src/navigation/routes.ts (paths) and route-params.ts (parameters) from scripts/page-registry.json, the one place pages and their
 * parameters are declared (docs/architecture-app.md). `--check` writes nothing and fails when a file
 * is not what the registry says (tests/gates/routes.test.js runs it).
 *   node scripts/gen-routes.mjs [--check]
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** Two files, each under the file-size gate: the paths, and the parameters. */
const OUT = {
  routes: path.join(root, 'src/navigation/routes.ts'),
  params: path.join(root, 'src/navigation/route-params.ts')
}
/** The types a parameter may have: what a URL query can carry, or a union of string literals. */
const TYPE = /^(string|number|boolean|string \| number|'[\w-]+'( \| '[\w-]+')*)$/

export function renderRoutes(registry, pageParams = { pages: {} }) {
  const declared = pageParams.pages ?? {}
  const pages = [
    ...registry.pages.map((p) => ({ ...p, name: p.page })),
    ...registry.subPackages.flatMap((s) => s.pages.map((p) => ({ ...p, name: `${s.root}/${p.page}` })))
  ].map((p) => ({ ...p, params: declared[p.name] }))
  const problems = Object.keys(declared)
    .filter((name) => !pages.some((p) => p.name === name))
    .map((name) => `page-params.json: '${name}' is not a page of the registry`)
  const key = (name) => (/^[a-z]\w*$/i.test(name) ? name : `'${name}'`)
  const paramsOf = (p) =>
    Object.entries(p.params ?? {}).map(([raw, type]) => {
      const optional = raw.endsWith('?')
      const name = optional ? raw.slice(0, -1) : raw
      if (!/^[A-Za-z_]\w*$/.test(name)) problems.push(`${p.name}: parameter '${raw}' is not a plain name`)
      if (typeof type !== 'string' || !TYPE.test(type)) problems.push(`${p.name}.${name}: unknown type '${type}'`)
      return `${name}${optional ? '?' : ''}: ${type}`
    })
  const HEADER =
    '// Generated from scripts/page-registry.json by scripts/gen-routes.mjs (npm run gen:routes): do not edit.'
  const routes = [
    HEADER,
    "import type { RouteParams } from './route-params'",
    '',
    "export type { NoParams, RouteParams } from './route-params'",
    '',
    'export type PageName = keyof RouteParams',
    '',
    '/** The tab pages (registry order): opened with switchTab, never with parameters. */',
    `export const TAB_PAGE_NAMES = [${pages
      .filter((p) => p.tab)
      .map((p) => `'${p.name}'`)
      .join(', ')}] as const`,
    '',
    'export type TabPageName = (typeof TAB_PAGE_NAMES)[number]',
    '',
    '/**',
    " * A page's path: '/pages/<name>/index', or '/<root>/<page>/index' for a subpackage page ('<root>/<page>').",
    ' * Worked out rather than listed, so that no list of pages ships to the client.',
    ' */',
    'export function pagePath(name: PageName): string {',
    "  return name.includes('/') ? `/${name}/index` : `/pages/${name}/index`",
    '}',
    ''
  ]
  const params = [
    HEADER,
    '',
    '/** No parameters: passing any is a type error. */',
    'export type NoParams = Record<string, never>',
    '',
    '/** What each page takes; a parameter marked ? may be left out. */',
    'export interface RouteParams {',
    ...pages.map((p) => {
      const list = paramsOf(p)
      return list.length
        ? [`  ${key(p.name)}: {`, ...list.map((l) => `    ${l}`), '  }'].join('\n')
        : `  ${key(p.name)}: NoParams`
    }),
    '}',
    ''
  ]
  return { routes: routes.join('\n'), params: params.join('\n'), problems }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'))
  const rendered = renderRoutes(read('scripts/page-registry.json'), read('scripts/page-params.json'))
  const { problems } = rendered
  if (problems.length) {
    console.error(`gen-routes: ${problems.join('\n')}`)
    process.exit(1)
  }
  const files = [
    [OUT.routes, rendered.routes],
    [OUT.params, rendered.params]
  ]
  if (process.argv.includes('--check')) {
    const stale = files.filter(([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text)
    if (stale.length) {
      const names = stale.map(([file]) => path.relative(root, file)).join(', ')
      console.error(`gen-routes: ${names} not what the registry says: run npm run gen:routes`)
      process.exit(1)
    }
    console.log('gen-routes: src/navigation/routes.ts and route-params.ts match the registry.')
  } else {
    for (const [file, text] of files) fs.writeFileSync(file, text)
    console.log('gen-routes: wrote src/navigation/routes.ts and route-params.ts')
  }
}
