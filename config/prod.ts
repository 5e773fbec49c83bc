import type { UserConfigExport } from '@tarojs/cli'
import type { IProjectConfig } from '@tarojs/taro/types/compile'
import { miniSwcOptions, minifyJsWithSwc } from './minify'

/**
 * Production: Taro minifies when NODE_ENV=production; H5 keeps one lazily loaded chunk per page (Taro's default
 * route splitting).
 *
 * TARO_H5_SOURCE_MAP=1 writes hidden source maps beside the H5 chunks (the JS itself is unchanged):
 * `npm run bench` builds such a copy in a temporary folder to attribute first-screen bytes to packages.
 * Never set it for a build that is served.
 */
const h5SourceMaps = process.env.TARO_H5_SOURCE_MAP === '1'

/**
 * Taro's H5 terser defaults (ES5 output, keep_fnames, quoted keys) suit old browsers; the targets
 * (Chrome 109+, iOS 18.5+) take ES2020 syntax, and nothing reads function names at runtime. Taro lays
 * the h5 section over the top-level options (@tarojs/service Config), so this reaches the H5 build
 * only, though IH5Config does not list `terser`. scripts/gates/sizes.mjs reads the route table in
 * either output.
 */
const h5Minifier: Pick<IProjectConfig<'webpack5'>, 'terser'> = {
  terser: {
    enable: true,
    config: {
      ecma: 2020,
      keep_fnames: false,
      compress: { passes: 2 },
      output: { quote_keys: false, keep_quoted_props: false }
    }
  }
}

/**
 * Build CPU (docs/testing.md, "CI time", 2026-11-29; the gates build all three on every CI run):
 * - Mini programs minify JS with swc, with Taro's own terser options (config/minify.ts): the weapp build took
 *   about 30% less CPU and its main package came out 4 KB smaller. Taro's `jsMinimizer: 'esbuild'` was cheaper
 *   still but made the main package 6% larger (605 KB, over the 600 KB budget), so it is not used.
 * - Their CSS stays on Taro's default (cssnano with rule merging off, tuned for WXSS): lightningcss saved about
 *   3 s a build but merges rules and writes #rrggbbaa colours, which no WeChat or Alipay client was tried with.
 * - H5 keeps terser: swc made its first screen 0.4 KB gzip smaller for about 20% less CPU, but writes the route
 *   table as `let r=...;return[r,e,n]`, which the size gate's reader (scripts/gates/sizes.mjs) does not parse
 *   yet; esbuild made the first screen 24 KB gzip larger. Its CSS goes through lightningcss (the browsers of
 *   the targets above take its output as written).
 * - sass writes no source maps (Taro asks for them; no production build uses them).
 */
const noSassSourceMaps = { sassLoaderOption: { sourceMap: false } }
/** Laid over the top-level options like `terser` above (IH5Config does not list it either). */
const h5CssMinimizer: Pick<IProjectConfig<'webpack5'>, 'cssMinimizer'> = { cssMinimizer: 'lightningcss' }

export default {
  logger: { quiet: true, stats: false },
  mini: {
    optimizeMainPackage: { enable: true },
    ...noSassSourceMaps,
    webpackChain(chain) {
      minifyJsWithSwc(chain, miniSwcOptions)
    }
  },
  h5: {
    ...h5Minifier,
    ...noSassSourceMaps,
    ...h5CssMinimizer,
    enableSourceMap: h5SourceMaps,
    // css-loader would otherwise embed the maps of the stylesheets Taro inlines into the JS.
    ...(h5SourceMaps ? { sourceMapType: 'hidden-source-map', cssLoaderOption: { sourceMap: false } } : {})
  }
} satisfies UserConfigExport<'webpack5'>
