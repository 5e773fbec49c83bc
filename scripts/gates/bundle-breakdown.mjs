import fs from 'node:fs'
import path from 'node:path'
// source-map-js ships with postcss (a dev dependency of the build); its consumer is synchronous.
import { SourceMapConsumer } from 'source-map-js'
import { gzipSize } from './sizes.mjs'

export const UNMAPPED = '(unmapped: webpack glue, minifier output)'

/** Deepest folders shown on their own inside src/; everything else folds into its first folder. */
const SRC_TWO_LEVELS = new Set(['components', 'pages', 'hooks', 'platform', 'services'])

/**
 * Who a source-map entry belongs to: the npm package (`@scope/name`, `name`, with ` (css)` for
 * stylesheets a package inlines into JS), the app folder (`src/components/tab-bar`, `src/utils`),
 * or `webpack runtime`.
 */
export function ownerOf(source) {
  const clean = String(source)
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/[?#].*$/, '')
  const css = /\.(css|scss|sass|less)$/.test(clean) ? ' (css)' : ''
  const nm = clean.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/')
    return (parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]) + css
  }
  if (/^(webpack\/|\(webpack\))/.test(clean)) return 'webpack runtime'
  const src = clean.match(/(?:^|\/)src\/(.*)$/)
  if (src) {
    const parts = src[1].split('/')
    if (parts.length === 1) return `src/${parts[0]}`
    const depth = SRC_TWO_LEVELS.has(parts[0]) && parts.length > 2 ? 2 : 1
    return `src/${parts.slice(0, depth).join('/')}`
  }
  return clean.replace(/^(\.\.?\/)+/, '') || UNMAPPED
}

/**
 * Splits one minified file into the text each owner contributed, by walking its source map: every
 * mapping segment runs from its column to the next mapping on the same line (or the line's end).
 */
export function textByOwner(code, map) {
  const consumer = new SourceMapConsumer(typeof map === 'string' ? JSON.parse(map) : map)
  const lines = code.split('\n')
  const segments = lines.map(() => [])
  consumer.eachMapping((m) => {
    const line = segments[m.generatedLine - 1]
    if (line) line.push({ column: m.generatedColumn, owner: m.source ? ownerOf(m.source) : UNMAPPED })
  })
  const parts = new Map()
  const add = (owner, text) => {
    if (!text) return
    const list = parts.get(owner) || []
    list.push(text)
    parts.set(owner, list)
  }
  lines.forEach((text, i) => {
    const segs = segments[i].sort((a, b) => a.column - b.column)
    add(UNMAPPED, text.slice(0, segs.length ? segs[0].column : text.length))
    segs.forEach((s, j) => add(s.owner, text.slice(s.column, j + 1 < segs.length ? segs[j + 1].column : text.length)))
    if (i + 1 < lines.length) add(segs.length ? segs[segs.length - 1].owner : UNMAPPED, '\n')
  })
  return new Map([...parts].map(([owner, list]) => [owner, list.join('')]))
}

/**
 * Gzip bytes of one file shared out among its owners: each owner's text is gzipped on its own and
 * the shares are scaled so they add up to the file's real gzip size (what the browser downloads).
 */
export function fileBreakdown(code, map) {
  const texts = textByOwner(code, map)
  const total = gzipSize(Buffer.from(code))
  const alone = [...texts].map(([owner, text]) => ({
    owner,
    raw: Buffer.byteLength(text),
    solo: gzipSize(Buffer.from(text))
  }))
  const soloSum = alone.reduce((s, r) => s + r.solo, 0) || 1
  return alone.map((r) => ({ owner: r.owner, raw: r.raw, gzip: (r.solo * total) / soloSum }))
}

/**
 * Per-owner raw and gzip bytes over the given files of a build made with source maps (each
 * `<file>.map` beside its file). Rows sorted by gzip, largest first; gzip rounded to whole bytes.
 */
export function bundleBreakdown(dir, rels) {
  const sums = new Map()
  const unmappedFiles = []
  for (const rel of rels) {
    const file = path.join(dir, rel)
    const code = fs.readFileSync(file, 'utf8')
    const mapFile = `${file}.map`
    const rows = fs.existsSync(mapFile)
      ? fileBreakdown(code, fs.readFileSync(mapFile, 'utf8'))
      : [{ owner: `${UNMAPPED} ${rel}`, raw: Buffer.byteLength(code), gzip: gzipSize(Buffer.from(code)) }]
    if (!fs.existsSync(mapFile)) unmappedFiles.push(rel)
    for (const r of rows) {
      const acc = sums.get(r.owner) || { owner: r.owner, raw: 0, gzip: 0 }
      acc.raw += r.raw
      acc.gzip += r.gzip
      sums.set(r.owner, acc)
    }
  }
  const rows = [...sums.values()].map((r) => ({ ...r, gzip: Math.round(r.gzip) })).sort((a, b) => b.gzip - a.gzip)
  return { rows, unmappedFiles }
}

/** Markdown table of breakdown rows: owner, raw, gzip and share of the gzip total. */
export function breakdownTable(rows) {
  const total = rows.reduce((s, r) => s + r.gzip, 0) || 1
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`
  return [
    '| package or app folder | raw | gzip | share |',
    '|---|---:|---:|---:|',
    ...rows.map((r) => `| ${r.owner} | ${kb(r.raw)} | ${kb(r.gzip)} | ${((100 * r.gzip) / total).toFixed(1)}% |`)
  ].join('\n')
}
