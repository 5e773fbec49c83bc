import fs from 'node:fs'
import path from 'node:path'

/** Reads <dir>/app.json, or throws a readable error. */
export function readAppJson(dir) {
  const file = path.join(dir, 'app.json')
  if (!fs.existsSync(file)) throw new Error(`${file} is missing`)
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

/** WeChat writes subPackages, Alipay accepts subPackages too; older configs use subpackages. */
export function subPackagesOf(appJson) {
  return appJson.subPackages || appJson.subpackages || []
}

/** Every page path of an app.json, subpackage pages prefixed by their root. */
export function allPagePaths(appJson) {
  const main = appJson.pages || []
  const subs = subPackagesOf(appJson).flatMap((s) => (s.pages || []).map((p) => `${s.root.replace(/\/$/, '')}/${p}`))
  return [...main, ...subs]
}

/**
 * A subpackage that is one page's own folder ({ root: 'pages/order-detail', pages: ['index'] }): the page keeps
 * its path /pages/order-detail/index while leaving the main package (src/app.config.ts).
 */
export const isPageFolderPackage = (s) =>
  /^pages\/[^/]+\/?$/.test(s.root) && Array.isArray(s.pages) && s.pages.length === 1 && s.pages[0] === 'index'

/**
 * Compares an app.json's registry with the expected one: the same pages (home first in the main package),
 * each either in the main package or in a subpackage of its own folder; the same other subpackages with the
 * same pages; the tab pages in the main package (WeChat and Alipay refuse them in a subpackage); and a
 * preloadRule that names only pages of the app and subpackages it has. Returns error strings.
 */
export function checkPageList(appJson, expected, label = 'app.json') {
  const errors = []
  const main = appJson.pages || []
  const subs = subPackagesOf(appJson)
  const ofPages = subs.filter(isPageFolderPackage)
  const pages = [...main, ...ofPages.map((s) => `${s.root.replace(/\/$/, '')}/index`)]
  const diff = (have, want, what) => {
    const missing = want.filter((p) => !have.includes(p))
    const extra = have.filter((p) => !want.includes(p))
    if (missing.length) errors.push(`${label}: ${what} missing ${missing.join(', ')}`)
    if (extra.length) errors.push(`${label}: ${what} not in the spec ${extra.join(', ')}`)
    const dupes = have.filter((p, i) => have.indexOf(p) !== i)
    if (dupes.length) errors.push(`${label}: ${what} listed twice ${dupes.join(', ')}`)
  }
  diff(pages, expected.pages, 'pages')
  if (expected.pages.length && main[0] !== expected.pages[0]) {
    errors.push(`${label}: first page is ${main[0] || 'none'}, expected ${expected.pages[0]} (the launch page)`)
  }
  const others = subs.filter((s) => !isPageFolderPackage(s))
  diff(
    others.map((s) => s.root),
    expected.subPackages.map((s) => s.root),
    'subpackages'
  )
  for (const want of expected.subPackages) {
    const have = others.find((s) => s.root === want.root)
    if (have) diff(have.pages || [], want.pages, `subpackage ${want.root} pages`)
  }
  // WeChat lists tabs as tabBar.list, Alipay as tabBar.items.
  for (const tab of appJson.tabBar?.list || appJson.tabBar?.items || []) {
    if (!main.includes(tab.pagePath)) errors.push(`${label}: tab page ${tab.pagePath} is not in the main package`)
  }
  const names = new Set(subs.flatMap((s) => [s.root.replace(/\/$/, ''), ...(s.name ? [s.name] : [])]))
  const everyPage = allPagePaths(appJson)
  for (const [page, rule] of Object.entries(appJson.preloadRule || {})) {
    if (!everyPage.includes(page)) errors.push(`${label}: preloadRule for ${page}, which is not a page`)
    for (const pkg of rule.packages || []) {
      if (pkg !== '__APP__' && !names.has(pkg))
        errors.push(`${label}: preloadRule of ${page} names ${pkg}, no subpackage`)
    }
  }
  return errors
}

/**
 * Every page must ship its template, script and config. A style file is required only where the page's
 * source has a stylesheet (`needsStyle(page)`): Taro emits none for a page without one, and neither
 * WeChat nor Alipay requires a per-page style file. Returns error strings.
 */
export function checkPageFiles(dir, pagePaths, exts, label = path.basename(dir), needsStyle = () => true) {
  const errors = []
  for (const page of pagePaths) {
    const wanted = exts.filter((ext) => !STYLE_EXTS.includes(ext) || needsStyle(page))
    const missing = wanted.filter((ext) => !fs.existsSync(path.join(dir, `${page}.${ext}`)))
    if (missing.length) errors.push(`${label}: ${page} has no ${missing.map((e) => `.${e}`).join(', ')}`)
  }
  return errors
}

const STYLE_EXTS = ['wxss', 'acss']

export const MINI_EXTS = { weapp: ['wxml', 'js', 'wxss', 'json'], alipay: ['axml', 'js', 'acss', 'json'] }
