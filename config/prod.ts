import type { UserConfigExport } from '@tarojs/cli'
import type { IProjectConfig } from '@tarojs/taro/types/compile'

/**
 * Production: Taro minifies (terser + csso) when NODE_ENV=production. Mini-program builds keep Taro's
 * defaults; H5 keeps one lazily loaded chunk per page (Taro's default route splitting).
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

export default {
  logger: { quiet: true, stats: false },
  mini: {
    optimizeMainPackage: { enable: true }
  },
  h5: {
    ...h5Minifier,
    enableSourceMap: h5SourceMaps,
    // css-loader would otherwise embed the maps of the stylesheets Taro inlines into the JS.
    ...(h5SourceMaps ? { sourceMapType: 'hidden-source-map', cssLoaderOption: { sourceMap: false } } : {})
  }
} satisfies UserConfigExport<'webpack5'>
