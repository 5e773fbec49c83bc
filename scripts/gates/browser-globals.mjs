import fs from 'node:fs'
import path from 'node:path'
import { walk } from './fs-utils.mjs'

/**
 * Blanks comments and string/template text (keeping ${...} expressions and line breaks) so a token
 * scan only sees code. Regex literals are recognised by the usual "previous token" rule.
 */
export function codeOnly(src) {
  let out = ''
  let i = 0
  const stack = [] // template literal nesting: each entry is the brace depth when ${ opened
  let braceDepth = 0
  let lastSig = ''
  const blank = (s) => s.replace(/[^\n]/g, ' ')
  const readQuoted = (q) => {
    let j = i + 1
    while (j < src.length && src[j] !== q && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1
    return j + 1
  }
  const readTemplateChunk = () => {
    // From i (just after ` or }) to the closing ` or the next ${
    let j = i
    while (j < src.length) {
      if (src[j] === '\\') j += 2
      else if (src[j] === '`') return { end: j + 1, opensExpr: false }
      else if (src[j] === '$' && src[j + 1] === '{') return { end: j + 2, opensExpr: true }
      else j++
    }
    return { end: j, opensExpr: false }
  }
  const emitTemplate = () => {
    const { end, opensExpr } = readTemplateChunk()
    out += blank(src.slice(i, end - (opensExpr ? 2 : 1))) + (opensExpr ? '${' : '`')
    i = end
    if (opensExpr) stack.push(braceDepth)
    lastSig = opensExpr ? '{' : '`'
  }
  while (i < src.length) {
    const c = src[i]
    const n = src[i + 1]
    if (c === '/' && n === '/') {
      const end = src.indexOf('\n', i)
      const stop = end === -1 ? src.length : end
      out += blank(src.slice(i, stop))
      i = stop
    } else if (c === '/' && n === '*') {
      const end = src.indexOf('*/', i + 2)
      const stop = end === -1 ? src.length : end + 2
      out += blank(src.slice(i, stop))
      i = stop
    } else if (c === "'" || c === '"') {
      const end = readQuoted(c)
      out += c + blank(src.slice(i + 1, end - 1)) + c
      i = end
      lastSig = c
    } else if (c === '`') {
      out += '`'
      i++
      emitTemplate()
    } else if (c === '/' && (lastSig === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(lastSig))) {
      let j = i + 1
      let inClass = false
      while (j < src.length && src[j] !== '\n') {
        if (src[j] === '\\') {
          j += 2
          continue
        }
        if (src[j] === '/' && !inClass) break
        if (src[j] === '[') inClass = true
        else if (src[j] === ']') inClass = false
        j++
      }
      out += '/' + blank(src.slice(i + 1, j)) + '/'
      i = j + 1
      lastSig = '/x'
    } else if (c === '{') {
      braceDepth++
      out += c
      i++
      lastSig = c
    } else if (c === '}') {
      if (stack.length && stack[stack.length - 1] === braceDepth) {
        stack.pop()
        out += '}'
        i++
        emitTemplate()
      } else {
        braceDepth--
        out += c
        i++
        lastSig = c
      }
    } else {
      out += c
      if (!/\s/.test(c)) lastSig = /[\w$)\]]/.test(c) ? 'w' : c
      i++
    }
  }
  return out
}

/** Browser-only globals: present in H5, absent (or only shimmed) in mini programs. */
export const BROWSER_GLOBALS = [
  { name: 'window.', re: /(?<![\w$.])window\s*(?:\.|\[)/g },
  { name: 'document.', re: /(?<![\w$.])document\s*(?:\.|\[)/g },
  { name: 'localStorage', re: /(?<![\w$])localStorage\b/g },
  { name: 'sessionStorage', re: /(?<![\w$])sessionStorage\b/g }
]

/**
 * `if (process.env.TARO_ENV === 'h5') ...`: Taro replaces the expression at build time, so mini
 * programs drop the guarded block (or single statement).
 */
const H5_GUARD =
  /if\s*\(\s*(?:process\.env\.TARO_ENV\s*===?\s*(['"])h5\1|(['"])h5\2\s*===?\s*process\.env\.TARO_ENV)\s*\)\s*/g

/** Blanks what H5 guards cover (positions kept); guards are found in the original text. */
function blankH5Blocks(original, code) {
  let out = code
  for (const m of original.matchAll(H5_GUARD)) {
    const start = m.index + m[0].length
    let end
    if (code[start] === '{') {
      let depth = 0
      end = code.length
      for (let i = start; i < code.length; i++) {
        if (code[i] === '{') depth++
        else if (code[i] === '}' && --depth === 0) {
          end = i + 1
          break
        }
      }
    } else {
      // A single statement: up to its semicolon or the end of the line.
      const semi = code.indexOf(';', start)
      const eol = code.indexOf('\n', start)
      end = Math.min(semi === -1 ? code.length : semi, eol === -1 ? code.length : eol)
    }
    out = out.slice(0, start) + out.slice(start, end).replace(/[^\n]/g, ' ') + out.slice(end)
  }
  return out
}

/** Findings {file, line, token} in one source text; H5-only blocks are allowed. */
export function findBrowserGlobalsInText(text, file = '') {
  const code = blankH5Blocks(text, codeOnly(text))
  const hits = []
  for (const { name, re } of BROWSER_GLOBALS) {
    for (const m of code.matchAll(re)) {
      hits.push({ file, line: code.slice(0, m.index).split('\n').length, token: name })
    }
  }
  return hits.sort((a, b) => a.line - b.line)
}

/**
 * Scans our sources (src/**) for browser-only globals. Allowed: the folders that guard them
 * (platform/), H5-only files (Taro's `name.h5.ts` platform files never reach a mini program) and
 * blocks under a literal `process.env.TARO_ENV === 'h5'` test. Paths are reported from the repo root.
 */
export function findBrowserGlobals(srcDir, allowDirs = ['platform']) {
  const hits = []
  for (const f of walk(srcDir)) {
    if (!/\.(t|j)sx?$/.test(f.rel) || /\.h5\.(t|j)sx?$/.test(f.rel)) continue
    if (allowDirs.some((d) => f.rel === d || f.rel.startsWith(`${d}/`))) continue
    hits.push(...findBrowserGlobalsInText(fs.readFileSync(f.abs, 'utf8'), path.posix.join('src', f.rel)))
  }
  return hits
}
