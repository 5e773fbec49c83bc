#!/usr/bin/env node
/**
 * Page registry gate (npm run test:gates). scripts/page-registry.json is the one list of pages with
 * their title and status; src/app.config.ts registers from it. This checks that:
 * - the registry equals spec section 2 (scripts/gates/spec-pages.mjs), home first;
 * - every registered page has index.tsx and index.config.ts, and no unregistered page folder exists;
 * - registry fields are known and typed; each index.config.ts is exactly pageConfig('<key>') (titles and
 *   flags come from the registry at build time) and index.tsx renders PageLayout with that key;
 * - a page's status matches its code: 'coming-soon' pages render ComingSoon, 'built' pages do not.
 * Prints a markdown table page -> title -> status; exits 1 on any mismatch.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ADDED_PAGES, SPEC_PAGES, SPEC_SUBPACKAGES } from './gates/spec-pages.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const registry = JSON.parse(fs.readFileSync(path.join(root, 'scripts/page-registry.json'), 'utf8'))
const STATUSES = ['built', 'coming-soon']
const errors = []

/** [{ dir: 'pages' | 'pagesFace', entry }] for every registered page. */
const entries = [
  ...registry.pages.map((entry) => ({ dir: 'pages', entry })),
  ...registry.subPackages.flatMap((s) => s.pages.map((entry) => ({ dir: s.root, entry })))
]

function sameList(have, want, what) {
  const missing = want.filter((p) => !have.includes(p))
  const extra = have.filter((p) => !want.includes(p))
  const dupes = have.filter((p, i) => have.indexOf(p) !== i)
  if (missing.length) errors.push(`${what}: missing from the registry: ${missing.join(', ')}`)
  if (extra.length) errors.push(`${what}: registered but not in the spec: ${extra.join(', ')}`)
  if (dupes.length) errors.push(`${what}: registered twice: ${dupes.join(', ')}`)
}

// 1. The registry against the spec.
const mainPages = registry.pages.map((e) => e.page)
sameList(mainPages, [...SPEC_PAGES, ...ADDED_PAGES], 'pages')
if (mainPages[0] !== SPEC_PAGES[0]) errors.push(`pages: first page is ${mainPages[0]}, expected ${SPEC_PAGES[0]}`)
sameList(
  registry.subPackages.map((s) => s.root),
  SPEC_SUBPACKAGES.map((s) => s.root),
  'subpackages'
)
for (const want of SPEC_SUBPACKAGES) {
  const have = registry.subPackages.find((s) => s.root === want.root)
  if (have)
    sameList(
      have.pages.map((e) => e.page),
      want.pages,
      `subpackage ${want.root}`
    )
}

const FIELDS = {
  page: 'string',
  title: 'string',
  status: 'string',
  list: 'boolean',
  tab: 'boolean',
  tabText: 'string',
  share: 'boolean',
  login: 'boolean',
  main: 'boolean',
  preload: 'object'
}
/** Pages the mini programs keep in their main package: tab pages and those marked main (src/app.config.ts). */
const inMain = (entry) => entry.tab === true || entry.main === true

// 2. Fields, files and status of every registered page. The registry is the only place a page states its
// title and flags: index.config.ts is exactly the one-line pageConfig(key) and index.tsx passes the key.
for (const { dir, entry } of entries) {
  const label = `${dir}/${entry.page}`
  const key = dir === 'pages' ? entry.page : `${dir}/${entry.page}`
  for (const [field, value] of Object.entries(entry)) {
    if (!(field in FIELDS)) errors.push(`${label}: unknown registry field '${field}'`)
    else if (typeof value !== FIELDS[field]) errors.push(`${label}: '${field}' must be a ${FIELDS[field]}`)
  }
  if (!entry.title || typeof entry.title !== 'string') errors.push(`${label}: no title in the registry`)
  if (!STATUSES.includes(entry.status))
    errors.push(`${label}: status '${entry.status}' is not one of ${STATUSES.join(', ')}`)
  if (entry.tab && entry.login)
    errors.push(`${label}: a tab page cannot require login (the tab bar would bounce visitors)`)
  if (entry.main !== undefined && dir !== 'pages') errors.push(`${label}: 'main' applies to pages/ only`)
  // preloadRule names subpackages: each must be a registered page of its own subpackage, not in the main package.
  for (const next of entry.preload ?? []) {
    const target = registry.pages.find((e) => e.page === next)
    if (!Array.isArray(entry.preload) || typeof next !== 'string' || !target)
      errors.push(`${label}: preload '${next}' is not a registered page`)
    else if (inMain(target)) errors.push(`${label}: preload '${next}' is in the main package already`)
  }
  const tsx = path.join(root, 'src', dir, entry.page, 'index.tsx')
  const config = path.join(root, 'src', dir, entry.page, 'index.config.ts')
  if (!fs.existsSync(tsx)) errors.push(`${label}: index.tsx is missing`)
  if (!fs.existsSync(config)) errors.push(`${label}: index.config.ts is missing`)
  if (fs.existsSync(config)) {
    const source = fs.readFileSync(config, 'utf8')
    const body = source.replace(/^import .*$/gm, '').trim()
    if (body !== `export default definePageConfig(pageConfig('${key}'))`)
      errors.push(
        `${label}: index.config.ts must be exactly definePageConfig(pageConfig('${key}')), got: ${body.slice(0, 80)}`
      )
  }
  if (fs.existsSync(tsx)) {
    const source = fs.readFileSync(tsx, 'utf8')
    if (!source.includes(`page='${key}'`))
      errors.push(`${label}: index.tsx does not render PageLayout with page='${key}'`)
    if (/<PageLayout[^>]*\btitle=/.test(source))
      errors.push(`${label}: PageLayout takes the title from the registry, not a title prop`)
    const comingSoon = /components\/coming-soon['"]/.test(source)
    if (entry.status === 'coming-soon' && !comingSoon)
      errors.push(`${label}: marked coming-soon but does not render ComingSoon`)
    if (entry.status === 'built' && comingSoon) errors.push(`${label}: marked built but still renders ComingSoon`)
  }
}

// 3. No page folder outside the registry.
for (const dir of ['pages', ...registry.subPackages.map((s) => s.root)]) {
  const abs = path.join(root, 'src', dir)
  if (!fs.existsSync(abs)) continue
  const registered = new Set(entries.filter((e) => e.dir === dir).map((e) => e.entry.page))
  for (const d of fs.readdirSync(abs, { withFileTypes: true })) {
    if (d.isDirectory() && !registered.has(d.name)) errors.push(`src/${dir}/${d.name}: page folder is not registered`)
  }
}

// 4. The table.
const rows = entries.map(({ dir, entry }) => {
  const status = entry.status === 'built' ? 'built' : 'coming soon'
  return `| ${dir}/${entry.page} | ${entry.title} | ${status} |`
})
const built = entries.filter((e) => e.entry.status === 'built').length
console.log('| page | title | status |')
console.log('|---|---|---|')
console.log(rows.join('\n'))
console.log(`\n${entries.length} pages: ${built} built, ${entries.length - built} coming soon.`)

if (errors.length) {
  console.error(`\ncheck-pages: ${errors.length} problem(s):`)
  for (const e of errors) console.error(`- ${e}`)
  process.exit(1)
}
console.log('check-pages: registry, spec and page folders agree.')
