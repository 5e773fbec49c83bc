import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * ESLint rule: no import cycle through the project's own TypeScript files, type-only imports included.
 * import-x/no-cycle skips `import type`, but a type import is how a reader follows the code, and a circle of them
 * is a circle of understanding (docs/decisions/0006-server-areas.md). Imports are read with TypeScript's own
 * pre-processor (static, type-only, re-exports and dynamic `import()`), relative ones, the app's `@/` alias and `@contract/`.
 * Options: `{ roots: ['src', 'server/src'] }`, folders (from the working directory) whose files make the graph.
 */

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']
/** path -> { mtimeMs, deps } so one lint run reads each file once. */
const cache = new Map()

function resolve(from, spec, cwd) {
  let base
  if (spec.startsWith('@/')) base = path.join(cwd, 'src', spec.slice(2))
  else if (spec.startsWith('@contract/')) base = path.join(cwd, 'contract', spec.slice('@contract/'.length))
  else if (spec.startsWith('./') || spec.startsWith('../')) base = path.resolve(path.dirname(from), spec)
  else return null
  if (/\.(ts|tsx)$/.test(base) && fs.existsSync(base)) return base
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext
  return null
}

function depsOf(file, cwd, inRoots) {
  let stat
  try {
    stat = fs.statSync(file)
  } catch {
    return []
  }
  const hit = cache.get(file)
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit.deps
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
  const deps = [
    ...new Set(info.importedFiles.map((f) => resolve(file, f.fileName, cwd)).filter((d) => d && inRoots(d)))
  ]
  cache.set(file, { mtimeMs: stat.mtimeMs, deps })
  return deps
}

/** The shortest path from `start` back to `target`, or null. */
function pathBack(start, target, cwd, inRoots) {
  const prev = new Map([[start, null]])
  const queue = [start]
  while (queue.length) {
    const at = queue.shift()
    for (const next of depsOf(at, cwd, inRoots)) {
      if (next === target) {
        const route = [at]
        for (let p = prev.get(at); p; p = prev.get(p)) route.unshift(p)
        return route
      }
      if (!prev.has(next)) {
        prev.set(next, at)
        queue.push(next)
      }
    }
  }
  return null
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles between project files, type-only imports included' },
    schema: [{ type: 'object', properties: { roots: { type: 'array', items: { type: 'string' } } } }],
    messages: { cycle: 'Import cycle (type imports count): {{route}}. Move the shared part down a layer.' }
  },
  create(context) {
    const cwd = context.cwd
    const roots = (context.options[0]?.roots ?? ['src', 'server/src']).map((r) => path.join(cwd, r) + path.sep)
    const inRoots = (f) => roots.some((r) => f.startsWith(r))
    const file = context.filename
    if (!inRoots(file)) return {}
    const rel = (f) => path.relative(cwd, f)
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return
      const target = resolve(file, source.value, cwd)
      if (!target || !inRoots(target)) return
      const back = target === file ? [] : pathBack(target, file, cwd, inRoots)
      if (back)
        context.report({ node, messageId: 'cycle', data: { route: [file, ...back, file].map(rel).join(' -> ') } })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source)
    }
  }
}
