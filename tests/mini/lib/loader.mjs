import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

/**
 * Loads a compiled mini program's files into a vm context the way the base library does: each file is a
 * CommonJS-like script (app.js requires ./common, ./vendors, ./taro, ./runtime; page files push into
 * `wx.webpackJsonp`), run once, with `require` resolving against the file's own folder inside the dist folder.
 */
export function createLoader(context, distDir) {
  const cache = new Map()
  const root = path.resolve(distDir)

  function resolve(from, request) {
    const base = request.startsWith('/') ? path.join(root, request) : path.resolve(from, request)
    for (const candidate of [base, `${base}.js`, path.join(base, 'index.js')]) {
      if (candidate.startsWith(root) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
    }
    throw new Error(`require: cannot find "${request}" from ${path.relative(root, from) || '.'}`)
  }

  function load(file) {
    if (cache.has(file)) return cache.get(file).exports
    const module = { exports: {} }
    cache.set(file, module)
    const code = fs.readFileSync(file, 'utf8')
    const fn = vm.runInContext(`(function (require, module, exports) {${code}\n})`, context, {
      filename: path.relative(root, file)
    })
    const dir = path.dirname(file)
    fn.call(context, (request) => load(resolve(dir, request)), module, module.exports)
    return module.exports
  }

  return {
    /** Runs a file of the dist folder (path relative to it, with or without .js) once. */
    require: (rel) => load(resolve(root, `./${rel.replace(/^\/+/, '')}`)),
    loaded: (rel) => cache.has(path.join(root, rel.endsWith('.js') ? rel : `${rel}.js`))
  }
}
