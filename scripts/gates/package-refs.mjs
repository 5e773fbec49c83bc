import fs from 'node:fs'
import path from 'node:path'
import { walk } from './fs-utils.mjs'
import { subPackagesOf } from './app-json.mjs'

/**
 * What each kind of compiled file points at: scripts `require("./x")`, templates `<import src>` / `<include
 * src>`, stylesheets `@import "x"`, page and component configs `usingComponents`.
 */
const PATTERNS = {
  js: [/\brequire\(\s*["']([^"']+)["']\s*\)/g],
  wxml: [/<(?:import|include)\s+src=["']([^"']+)["']/g],
  axml: [/<(?:import|include)\s+src=["']([^"']+)["']/g],
  wxss: [/@import\s+["']([^"']+)["']/g],
  acss: [/@import\s+["']([^"']+)["']/g]
}
/** Extensions tried for a reference without one (a script's require, a component's path). */
const GUESS = { js: ['', '.js'], json: ['.json', '.js'] }

/** The package a build-relative file belongs to: a subpackage root, or '' for the main package. */
function packageOf(rel, roots) {
  return roots.find((r) => rel.startsWith(`${r}/`)) ?? ''
}

/**
 * Every reference of a compiled mini program must reach a file that exists, in the main package or the
 * referring file's own subpackage: WeChat and Alipay load a subpackage only with its pages, so the main package
 * cannot use a subpackage's file, nor one subpackage another's. A page moved into a subpackage
 * (src/app.config.ts) and Taro's optimizeMainPackage (sub-common copies) both rewrite these references; this
 * proves they still resolve. Returns error strings.
 */
export function checkPackageRefs(dir, appJson, label = path.basename(dir)) {
  const roots = subPackagesOf(appJson).map((s) => s.root.replace(/\/$/, ''))
  const errors = []
  for (const file of walk(dir)) {
    const ext = path.extname(file.rel).slice(1)
    const text = () => fs.readFileSync(path.join(dir, file.rel), 'utf8')
    const refs = []
    if (PATTERNS[ext]) {
      const source = text()
      for (const re of PATTERNS[ext]) for (const m of source.matchAll(re)) refs.push({ to: m[1], guess: GUESS.js })
    } else if (ext === 'json' && file.rel !== 'app.json' && !file.rel.endsWith('project.config.json')) {
      const using = JSON.parse(text()).usingComponents ?? {}
      for (const to of Object.values(using)) refs.push({ to: String(to), guess: GUESS.json })
    }
    const from = packageOf(file.rel, roots)
    for (const { to, guess } of refs) {
      // Plugins (plugin://), npm-style names and the platform's own paths are not files of this build.
      if (!to.startsWith('.') && !to.startsWith('/')) continue
      const base = to.startsWith('/')
        ? to.slice(1)
        : path.posix.normalize(path.posix.join(path.posix.dirname(file.rel), to))
      const target = guess.map((g) => `${base}${g}`).find((c) => fs.existsSync(path.join(dir, c)))
      if (!target) {
        errors.push(`${label}: ${file.rel} refers to ${to}, which does not exist`)
        continue
      }
      const into = packageOf(target, roots)
      if (into && into !== from) {
        errors.push(`${label}: ${file.rel} (${from || 'main package'}) refers to ${target} in subpackage ${into}`)
      }
    }
  }
  return errors
}
