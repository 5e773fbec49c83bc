import fs from 'node:fs'
import path from 'node:path'
import { entryScripts } from './sizes.mjs'

/** config/compile-hints.ts writes it at the top of each first-screen script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * The H5 boot as docs/decisions/0031-h5-paint-then-boot.md has it, read from a production build: index.html runs no
 * script file itself, its boot gate lists every preloaded entry script (in order), and every script of the build starts
 * with V8's compile hint. Returns the problems found.
 */
export function checkH5Boot(dir) {
  const errors = []
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8')
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/g))
    if (!/^(https?:)?\/\//.test(m[1])) errors.push(`h5: index.html runs ${m[1]} itself, not through its boot gate`)
  const listed = /var files = (\[[^\]]*\])/.exec(html)
  const files = entryScripts(dir)
  if (!listed) errors.push("h5: index.html has no boot gate list (src/index.html's `var files`)")
  else if (JSON.stringify(JSON.parse(listed[1])) !== JSON.stringify(files.map((f) => `/${f}`)))
    errors.push(`h5: the boot gate lists ${listed[1]}, the preloads are ${files.join(', ')}`)
  if (!files.length) errors.push('h5: index.html preloads no entry script')
  const scripts = fs.existsSync(path.join(dir, 'js'))
    ? fs
        .readdirSync(path.join(dir, 'js'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => `js/${f}`)
    : []
  for (const rel of [...new Set([...files, ...scripts])]) {
    const head = fs.readFileSync(path.join(dir, rel), 'utf8').slice(0, COMPILE_HINT.length)
    if (head !== COMPILE_HINT) errors.push(`h5: ${rel} does not start with V8's compile hint`)
  }
  return errors
}
