#!/usr/bin/env node
/**
 * Page registry gate (npm run test:gates). scripts/page-registry.json is the one list of pages with
 * their title and status; src/app.config.ts registers from it. This checks that:
 * - the registry equals spec section 2 (scripts/gates/spec-pages.mjs), home first;
 * - every registered page has index.tsx and index.config.ts, and no unregistered page folder exists;
 * - each index.config.ts carries the registry's title (and index.tsx shows it), pull-to-refresh exactly
 *   on list pages;
 * - a page's status matches its code: 'coming-soon' pages render ComingSoon, 'built' pages do not.
 * Prints a markdown table page -> title -> status; exits 1 on any mismatch.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SPEC_PAGES, SPEC_SUBPACKAGES } from './gates/spec-pages.mjs'

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
sameList(mainPages, SPEC_PAGES, 'pages')
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

/** The string value of `key: '...'` in a page config, or undefined. */
function configString(source, key) {
  const m = source.match(new RegExp(`${key}\\s*:\\s*(['"])(.*?)\\1`))
  return m ? m[2] : undefined
}

const configFlag = (source, key) => new RegExp(`${key}\\s*:\\s*true`).test(source)

// 2. Files, titles, flags and status of every registered page.
for (const { dir, entry } of entries) {
  const label = `${dir}/${entry.page}`
  if (!entry.title || typeof entry.title !== 'string') errors.push(`${label}: no title in the registry`)
  if (!STATUSES.includes(entry.status))
    errors.push(`${label}: status '${entry.status}' is not one of ${STATUSES.join(', ')}`)
  const tsx = path.join(root, 'src', dir, entry.page, 'index.tsx')
  const config = path.join(root, 'src', dir, entry.page, 'index.config.ts')
  if (!fs.existsSync(tsx)) errors.push(`${label}: index.tsx is missing`)
  if (!fs.existsSync(config)) errors.push(`${label}: index.config.ts is missing`)
  if (fs.existsSync(config)) {
    const source = fs.readFileSync(config, 'utf8')
    const title = configString(source, 'navigationBarTitleText')
    if (title !== entry.title)
      errors.push(`${label}: index.config.ts title is '${title}', registry says '${entry.title}'`)
    const refresh = configFlag(source, 'enablePullDownRefresh')
    if (refresh !== !!entry.list) {
      errors.push(
        `${label}: enablePullDownRefresh is ${refresh}, registry marks it ${entry.list ? '' : 'not '}a list page`
      )
    }
  }
  if (fs.existsSync(tsx)) {
    const source = fs.readFileSync(tsx, 'utf8')
    // The page shows the same title its config declares (PageLayout's title prop or its own heading).
    if (entry.title && !source.includes(`'${entry.title}'`) && !source.includes(`"${entry.title}"`)) {
      errors.push(`${label}: index.tsx never shows the registry title '${entry.title}'`)
    }
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
