// The file-size rule: no source file of the app, the server, the console or the contract grows past MAX_LINES lines. A long file is a
// sign that two things live in one place; split it by what it does (see docs/design.md section 1).
import fs from 'node:fs'
import path from 'node:path'

export const MAX_LINES = 300
export const SOURCE_ROOTS = ['src', 'server/src', 'admin/src', 'contract']
const SOURCE_FILE = /\.(ts|tsx|js|jsx|mjs|cjs|scss)$/

/** Paths (a file, or a folder ending in '/') that may be longer, each with its reason. */
export const EXCEPTIONS = {
  'server/src/db/seed/': 'seed data: rows of demo goods, articles and banks, read as data rather than logic'
}

export const countLines = (text) => (text === '' ? 0 : text.replace(/\n$/, '').split('\n').length)

function walk(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, out)
    else if (SOURCE_FILE.test(entry.name)) out.push(full)
  }
  return out
}

const excepted = (rel, exceptions) =>
  Object.keys(exceptions).some((p) => (p.endsWith('/') ? rel.startsWith(p) : rel === p))

/** Source files over the limit under `roots` (relative to `root`), as { file, lines }, longest first. */
export function oversizedFiles(root, { roots = SOURCE_ROOTS, max = MAX_LINES, exceptions = EXCEPTIONS } = {}) {
  return roots
    .filter((r) => fs.existsSync(path.join(root, r)))
    .flatMap((r) => walk(path.join(root, r), []))
    .map((full) => ({
      file: path.relative(root, full).split(path.sep).join('/'),
      lines: countLines(fs.readFileSync(full, 'utf8'))
    }))
    .filter((f) => f.lines > max && !excepted(f.file, exceptions))
    .sort((a, b) => b.lines - a.lines)
}
