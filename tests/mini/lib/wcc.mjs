import { createRequire } from 'node:module'
import vm from 'node:vm'

/**
 * WeChat's own template compiler (`wcc`, shipped for Linux in the npm package miniprogram-compiler) renders a
 * weapp page from the same data the harness rebuilt its tree from: the text the view layer would show. Comparing
 * the two checks the harness's reading of base.wxml (a render-parity check). Compiled once per dist folder.
 */
const require = createRequire(import.meta.url)
const compiled = new Map()

function gwx(distDir) {
  if (!compiled.has(distDir)) {
    const { wxmlToJs } = require('miniprogram-compiler')
    const source = wxmlToJs(distDir)
    // The compiled templates expect a browser-like global (window) and report missing templates on the console.
    const sandbox = { console: { ...console, log() {}, warn() {}, error() {} } }
    sandbox.window = sandbox
    vm.createContext(sandbox)
    compiled.set(distDir, vm.runInContext(`(function (global) {${source}\n})`, sandbox)(sandbox))
  }
  return compiled.get(distDir)
}

/** Text of a wcc virtual tree (strings are text nodes), expanding the recursive `comp` component Taro uses deep down. */
function textOfVdom(node, renderComp) {
  if (typeof node === 'string') return node
  if (!node) return ''
  if (/^(wx-)?comp$/.test(node.tag)) return textOfVdom(renderComp(node), renderComp)
  return (node.children ?? []).map((c) => textOfVdom(c, renderComp)).join('')
}

/** The text wcc renders for page `route` (e.g. pages/login/index) of the weapp dist from page data `data`. */
export function renderedText(distDir, route, data) {
  const $gwx = gwx(distDir)
  const render = $gwx(`${route}.wxml`)
  if (typeof render !== 'function') throw new Error(`wcc has no template ${route}.wxml`)
  const comp = $gwx('comp.wxml')
  const renderComp = (node) => {
    const props = node.attr ?? node.raw ?? {}
    if (!props.i) throw new Error(`a comp node without its data: ${JSON.stringify(node).slice(0, 200)}`)
    return comp({ i: props.i, l: props.l ?? '' }, {}, {})
  }
  return textOfVdom(render(JSON.parse(JSON.stringify(data)), {}, {}), renderComp)
}
