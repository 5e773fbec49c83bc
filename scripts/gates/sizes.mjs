import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { walk } from './fs-utils.mjs'
import { subPackagesOf } from './app-json.mjs'

export const KB = 1024
export const MB = 1024 * 1024

/**
 * The build folder of a platform: `<root>/dist/<platform>`, or the folder WEAPP_DIST, ALIPAY_DIST or
 * H5_DIST names (relative to root), for work that builds elsewhere with TARO_OUTPUT_ROOT.
 */
export function distDir(root, platform) {
  const named = process.env[`${platform.toUpperCase()}_DIST`]
  return named ? path.resolve(root, named) : path.join(root, 'dist', platform)
}

/** docs/design.md section 6. budget = warn past it; limit = fail past it. */
export const LIMITS = {
  // Issue 21: what every WeChat user downloads before the first screen; the goal is 600 KB, past 700 KB fails
  // (docs/design.md's 1.5 MB / 2 MB were the platform's ceiling, not a goal). docs/decisions/0010-mini-subpackages.md
  mainPackage: { budget: 600 * KB, limit: 700 * KB },
  subPackage: { limit: 2 * MB },
  wholeBuild: { limit: 8 * MB },
  // Issue 7: the shell every page loads first (index.html's scripts: framework, router, app, page kit
  // core); the kit's components load with the pages that use them. Issue 21 (Preact in production H5,
  // docs/decisions/0011-h5-preact.md) brought it from 110 to 76 KB: held at 90 / 100 KB so the gain stays.
  h5ShellJsGzip: { budget: 90 * KB, limit: 100 * KB },
  // Issue 8 / docs/design.md section 6: the real home's first screen (shell + the home route's chunks); issue 21 holds all
  // the scripts home fetches until idle (this plus the template's lazy blocks, about 7 KB) to 120 KB.
  h5HomeJsGzip: { budget: 105 * KB, limit: 113 * KB }
}

/** Source maps and licence notes are not uploaded with a mini program. */
const shipped = (rel) => !rel.endsWith('.map') && !rel.endsWith('.LICENSE.txt')

/** Bytes of a mini-program build split the way the platform counts them: main package, each subpackage, total. */
export function miniSizes(dir, appJson) {
  const roots = subPackagesOf(appJson).map((s) => s.root.replace(/\/$/, ''))
  const sub = Object.fromEntries(roots.map((r) => [r, 0]))
  let main = 0
  let total = 0
  for (const f of walk(dir).filter((f) => shipped(f.rel))) {
    total += f.size
    const root = roots.find((r) => f.rel.startsWith(`${r}/`))
    if (root) sub[root] += f.size
    else main += f.size
  }
  return { main, sub, total }
}

export const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length

/**
 * The JS files index.html loads up front (entry, runtime, vendors), as paths relative to dir: script tags, or the
 * preloads the boot gate starts in a production build (docs/decisions/0031-h5-paint-then-boot.md).
 */
export function entryScripts(dir) {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8')
  const tags =
    /<script\b[^>]*\bsrc=["']([^"']+)["']|<link\b[^>]*\brel=["']preload["'][^>]*\bas=["']script["'][^>]*\bhref=["']([^"']+)["']/g
  return [...html.matchAll(tags)]
    .map((m) => m[1] ?? m[2])
    .filter((src) => !/^(https?:)?\/\//.test(src))
    .map((src) => src.replace(/^\.?\//, '').split('?')[0])
}

/**
 * One entry of Taro's generated route table, as the minifier writes it: keys quoted or not (Taro's
 * default terser output quotes them; config/prod.ts does not), `load` as a function, a method or an
 * arrow. Taro's source is `load: function(context, params) { ...; return [page, context, params] }`,
 * so the chunks are everything before the last two names of the returned array.
 */
const ROUTE_RE =
  /["']?path["']?:"([^"]+)",(?:["']?load["']?:function\s*\([^)]*\)\{return|load\([^)]*\)\{return|["']?load["']?:\([^)]*\)=>)\s*\[(.*?),[\w$]+,[\w$]+\]/g

/**
 * Chunk ids each route loads lazily, read from Taro's generated route table (minified webpack 5):
 * {path:"pages/x/index",load:function(a,o){return[n.e(12).then(...),a,o]}}.
 */
export function routeChunks(source) {
  const routes = {}
  for (const m of source.matchAll(ROUTE_RE)) {
    routes[m[1]] = [...m[2].matchAll(/[\w$]+\.e\((\d+)\)/g)].map((x) => x[1])
  }
  return routes
}

/** The app entry is the script that holds Taro's route table. */
function routeTableSource(dir) {
  for (const rel of entryScripts(dir)) {
    const text = fs.readFileSync(path.join(dir, rel), 'utf8')
    if (Object.keys(routeChunks(text)).length) return text
  }
  throw new Error(`${dir}: no entry script holds the route table`)
}

/** The file of a JS chunk id: <id>.js or <id>.<hash>.js anywhere under dir. */
function chunkFile(files, id) {
  const re = new RegExp(`(^|/)${id}(\\.[\\w-]+)?\\.js$`)
  return files.find((f) => re.test(f))
}

/** JS index.html loads before any route (the shell), gzip bytes each. */
export function h5ShellBundle(dir) {
  const files = entryScripts(dir).map((rel) => {
    const buf = fs.readFileSync(path.join(dir, rel))
    return { rel, bytes: buf.length, gzip: gzipSize(buf) }
  })
  return { files, bytes: files.reduce((s, f) => s + f.bytes, 0), gzip: files.reduce((s, f) => s + f.gzip, 0) }
}

/** JS the home route needs before it can paint: entry scripts + the chunks its route loads. Gzip bytes each. */
export function h5RouteBundle(dir, route = 'pages/home/index') {
  const jsFiles = walk(dir)
    .map((f) => f.rel)
    .filter((f) => f.endsWith('.js'))
  const chunks = routeChunks(routeTableSource(dir))[route]
  if (!chunks) throw new Error(`${dir}: route ${route} is not in the route table`)
  const rels = [...entryScripts(dir), ...chunks.map((id) => chunkFile(jsFiles, id) || `<missing chunk ${id}>`)]
  const files = rels.map((rel) => {
    const abs = path.join(dir, rel)
    if (!fs.existsSync(abs)) return { rel, bytes: 0, gzip: 0, missing: true }
    const buf = fs.readFileSync(abs)
    return { rel, bytes: buf.length, gzip: gzipSize(buf) }
  })
  return { route, files, bytes: files.reduce((s, f) => s + f.bytes, 0), gzip: files.reduce((s, f) => s + f.gzip, 0) }
}

/**
 * Every page must load lazily through its own chunk: its route calls at least one chunk no other
 * route uses, and that chunk is not one index.html loads up front. Returns error strings.
 */
export function checkLazyPages(dir, pagePaths) {
  const errors = []
  const routes = routeChunks(routeTableSource(dir))
  const usage = new Map()
  for (const ids of Object.values(routes)) for (const id of new Set(ids)) usage.set(id, (usage.get(id) || 0) + 1)
  for (const page of pagePaths) {
    const ids = routes[page]
    if (!ids) errors.push(`h5: ${page} is not in the route table`)
    else if (ids.length === 0) errors.push(`h5: ${page} is bundled into the entry, not loaded lazily`)
    else if (!ids.some((id) => usage.get(id) === 1))
      errors.push(`h5: ${page} has no chunk of its own (shares ${ids.join(', ')})`)
  }
  return errors
}

/** A size row's verdict: 'fail' past the hard limit, 'warn' past the budget, else 'ok'. */
export function verdict(bytes, { budget, limit } = {}) {
  if (limit !== undefined && bytes > limit) return 'fail'
  if (budget !== undefined && bytes > budget) return 'warn'
  return 'ok'
}

export function formatBytes(n) {
  if (n >= MB) return `${(n / MB).toFixed(2)} MB`
  return `${(n / KB).toFixed(1)} KB`
}

/** Markdown table of rows {what, bytes, budget?, limit?}; each row gets its verdict. */
export function sizeTable(rows) {
  const lines = ['| what | size | budget | hard limit | status |', '|---|---:|---:|---:|---|']
  for (const r of rows) {
    const status = verdict(r.bytes, r)
    lines.push(
      `| ${r.what} | ${formatBytes(r.bytes)} | ${r.budget ? formatBytes(r.budget) : '-'} | ${r.limit ? formatBytes(r.limit) : '-'} | ${status === 'ok' ? 'ok' : status.toUpperCase()} |`
    )
  }
  return lines.join('\n')
}

/** A subpackage that is one page's own folder (src/app.config.ts). */
const PAGE_FOLDER_ROOT = /^pages\/[^/]+$/

/** Size rows for one mini-program build. */
export function miniRows(platform, sizes) {
  const rows = []
  if (platform === 'weapp') rows.push({ what: 'weapp main package', bytes: sizes.main, ...LIMITS.mainPackage })
  else rows.push({ what: `${platform} main package`, bytes: sizes.main })
  // A page's own subpackage (root pages/<page>) is one row for all of them, the largest, each held to the
  // subpackage limit through it; other subpackages (pagesFace) get a row each.
  const entries = Object.entries(sizes.sub)
  const ofPages = entries.filter(([root]) => PAGE_FOLDER_ROOT.test(root)).sort((a, b) => b[1] - a[1])
  for (const [root, bytes] of entries.filter(([root]) => !PAGE_FOLDER_ROOT.test(root))) {
    rows.push({ what: `${platform} subpackage ${root}`, bytes, ...LIMITS.subPackage })
  }
  if (ofPages.length) {
    const [root, bytes] = ofPages[0]
    const sum = ofPages.reduce((s, [, b]) => s + b, 0)
    rows.push({
      what: `${platform} page subpackages: ${ofPages.length}, ${formatBytes(sum)} in all; the largest, ${root}`,
      bytes,
      ...LIMITS.subPackage
    })
  }
  rows.push({ what: `${platform} whole build`, bytes: sizes.total, ...LIMITS.wholeBuild })
  return rows
}
