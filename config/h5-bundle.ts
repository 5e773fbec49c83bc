import path from 'node:path'
import type { IH5Config } from '@tarojs/taro/types/compile'

type Chain = Parameters<NonNullable<IH5Config['webpackChain']>>[0]

const stub = (file: string) => path.resolve(__dirname, 'stubs', file)

/**
 * Modules Taro's H5 runtime imports that the target browsers (Chrome 109+, iOS 18.5+; docs/design.md
 * section 5) or this app never need, each replaced by a tiny local module. The gzip bytes each saved
 * on the home first screen were measured when it was added; `npm run bench` lists what is left.
 */
const H5_STUBS: Record<string, string> = {
  // Taro's request imports both for their side effect only; fetch and AbortController are native
  // (with jsonp-retry: -7.3 KB).
  'whatwg-fetch$': stub('empty.js'),
  'abortcontroller-polyfill/dist/abortcontroller-polyfill-only$': stub('empty.js'),
  'jsonp-retry$': stub('jsonp-retry.js'),
  // getSystemInfoSync's user-agent parser; the stub keeps the four fields Taro reads (-5.5 KB).
  platform$: stub('platform.js'),
  // The router's own <taro-tabbar>, never created while tabBar.custom is on (-3.0 KB). The router
  // imports it relatively, so the key is the resolved file.
  [require.resolve('@tarojs/router/dist/tabbar.js')]: stub('router-tabbar.js'),
  // Taro's <Image> with a load handler that forces no layout (the stub says why; the components barrel imports
  // it relatively, hence the resolved file). docs/decisions/0029-h5-cold-boot.md
  [require.resolve('@tarojs/components-react/dist/components/image/index.js')]: stub('taro-image.js')
}

/** H5 only: swaps the modules above for their stubs. */
export function stubH5Modules(chain: Chain): void {
  for (const [request, file] of Object.entries(H5_STUBS)) chain.resolve.alias.set(request, file)
}

/**
 * @nutui/icons-react-taro declares its barrel (dist/es/index.es.js) side-effectful for the one
 * stylesheet it imports, so webpack keeps it whole in the chunk that first imports it (the entry), and
 * every icon any page uses comes along into the first screen. Declared pure, each named import links
 * straight to its icon's module, which lands in the chunks that use it; the stylesheet goes into the
 * entry itself, so icon styles stay global as before (tests/gates/h5-stubs.test.js checks the barrel).
 */
export function pureIconBarrel(chain: Chain): void {
  chain.module
    .rule('nutui-icons-barrel')
    .test(/[\\/]@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]index\.es\.js$/)
    .set('sideEffects', false)
  if (chain.entryPoints.has('app')) {
    chain.entry('app').prepend(require.resolve('@nutui/icons-react-taro/dist/style_icon.css'))
  }
}

/**
 * A build made with TARO_H5_SOURCE_MAP=1 (config/prod.ts) is read by `npm run bench` to attribute
 * first-screen bytes to npm packages. Babel would otherwise chain the packages' own source maps, whose
 * sources (`../src/api/...`) no longer say which package they came from; the JS is the same either way.
 */
export function sourceMapsByPackage(chain: Chain): void {
  if (process.env.TARO_H5_SOURCE_MAP !== '1') return
  // Loaders run last to first: this one runs before Babel (babel-loader 8 ignores an inputSourceMap option).
  chain.module.rule('script').use('dropInputSourceMap').loader(path.resolve(__dirname, 'drop-input-source-map.js'))
}

/**
 * Taro injects its components' stylesheets (the HTML components' 13.6 KB and Stencil's) from JavaScript
 * with style-loader, at the top of <head> so the app's styles override them: 4.6 KB gzip of the first
 * screen's JS spent on CSS text and the loader runtime. In production they go into the extracted
 * stylesheet like the app's own, ahead of the app's rules. Development keeps style-loader (no extraction
 * there).
 */
export function extractTaroStyles(chain: Chain): void {
  const taro = chain.module.rules.get('taroStyle')
  const extract = chain.module.rules.get('customStyle')?.uses.values()[0]?.get('loader')
  if (!taro || typeof extract !== 'string' || !extract.includes('mini-css-extract-plugin')) return
  taro.uses.clear()
  taro.use('extract').loader(extract)
  // Taro's entry imports the HTML components' sheet after app.scss: first in the entry, it comes first
  // in app.css too, so the app's rules (same specificity, later) win as they did from the top of <head>.
  if (chain.entryPoints.has('app'))
    chain.entry('app').prepend(require.resolve('@tarojs/components-react/dist/index.css'))
}

/**
 * Code the app's entry runs between evaluating its modules and creating the app (a top-level await). A zero timeout,
 * not `scheduler.yield()`: a yield's continuation goes ahead of the tasks already waiting, among them index.html's
 * early answer putting up the first-paint layer (0028), whose paint then came after the whole boot. Measured:
 * Lighthouse's observed first paint of home 281–495 ms with scheduler.yield, 153–402 ms with the timeout.
 */
export const YIELD_BEFORE_APP = 'await new Promise(function (resolve) { setTimeout(resolve, 0) })\n'

/**
 * Taro's H5 entry (taro-loader's h5.js) evaluates every module of the shell, then creates the app, mounts it and
 * starts the router, whose first route asks for the page's chunks and launches the app: one task, the longest of a
 * cold first visit (about 450 ms at 4x CPU). A yield between the two halves (an awaited next task, inserted where
 * the loader offers code before the app is created; webpack makes the entry an async module for it) lets the
 * browser paint and answer input in between, and nothing changes order. docs/decisions/0029-h5-cold-boot.md
 */
export function yieldBeforeApp(chain: Chain): void {
  if (!chain.plugins.has('mainPlugin')) return
  // webpack wraps the entry in an async function; Taro's `target: es5` would have it warn that the targets lack
  // them, but every H5 target has async functions (browserslist: browsers that fully support ES modules).
  chain.output.set('environment', { ...(chain.output.get('environment') ?? {}), asyncFunction: true })
  chain.plugin('mainPlugin').tap((args: Array<{ loaderMeta?: { execBeforeCreateWebApp?: string } }>) => {
    const meta = (args[0].loaderMeta ??= {})
    meta.execBeforeCreateWebApp = `${meta.execBeforeCreateWebApp ?? ''}${YIELD_BEFORE_APP}`
    return args
  })
}
