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
        if (src[j] === '\\') j += 2
        else if (src[j] === '[') ((inClass = true), j++)
        else if (src[j] === ']') ((inClass = false), j++)
        else if (src[j] === '/' && !inClass) break
        else j++
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

/** Findings {file, line, token} in one source text. */
export function findBrowserGlobalsInText(text, file = '') {
  const code = codeOnly(text)
  const hits = []
  for (const { name, re } of BROWSER_GLOBALS) {
    for (const m of code.matchAll(re)) {
      hits.push({ file, line: code.slice(0, m.index).split('\n').length, token: name })
    }
  }
  return hits.sort((a, b) => a.line - b.line)
}

/**
 * Scans our sources (src/**) for browser-only globals, skipping the folders allowed to guard them
 * (platform/). Returns findings with paths relative to srcDir.
 */
export function findBrowserGlobals(srcDir, allowDirs = ['platform']) {
  const hits = []
  for (const f of walk(srcDir)) {
    if (!/\.(t|j)sx?$/.test(f.rel)) continue
    if (allowDirs.some((d) => f.rel === d || f.rel.startsWith(`${d}/`))) continue
    hits.push(...findBrowserGlobalsInText(fs.readFileSync(f.abs, 'utf8'), path.posix.join('src', f.rel)))
  }
  return hits
}
