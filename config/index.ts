import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
import { extractTaroStyles, pureIconBarrel, sourceMapsByPackage, stubH5Modules, yieldBeforeApp } from './h5-bundle'
import { RoutePreloadPlugin } from './route-preload'
import { PrecompressPlugin } from './precompress'
import { CompileHintsPlugin } from './compile-hints'
// Shared with the app (src/constants/pages.ts) so the H5 routes and the app's links agree.
import customRoutes from '../src/constants/custom-routes.json'

/**
 * Two design widths live in one build: ours is drawn at 750 (Taro's default, 1px in a stylesheet = 1rpx),
 * NutUI is drawn at 375. Taro decides per stylesheet, so every file under node_modules/@nutui is
 * converted at 375 (deviceRatio 2) and everything else at 750; this follows NutUI's Taro guide and
 * keeps NutUI components their intended size without blacklisting `nut-` selectors from conversion.
 * Taro stringifies this function into the runtime (for Taro.pxTransform, called with a number), so it
 * must stay self-contained (no references outside its body).
 */
function designWidth(input?: unknown): number {
  const file = input && typeof input === 'object' && 'file' in input ? String((input as { file: unknown }).file) : ''
  return file.replace(/\\/g, '/').indexOf('/node_modules/@nutui/') > -1 ? 375 : 750
}

/** What the app shares with the server (contract/): imported as @contract/*, compiled like src/. */
const contract = path.resolve(__dirname, '..', 'contract')

/** Device ratios of spec section 9 (640: 1.17, 750: 1, 828: 0.905) plus 375: 2 for NutUI's 375 design. */
const deviceRatio = {
  640: 2.34 / 2,
  750: 1,
  828: 1.81 / 2,
  375: 2 / 1
}

/**
 * API base. The .env files carry the host the mini programs call (it must be absolute there). H5 is
 * served from the API's own origin (`npm start`) or through the dev-server proxy, so it calls
 * same-origin ('') unless TARO_APP_H5_API_BASE names another host.
 */
function h5ApiBase(): string {
  return process.env.TARO_APP_H5_API_BASE ?? ''
}

/**
 * The production H5 build renders with Preact (preact/compat stands in for react and react-dom, as Taro's
 * 'preact' framework arranges): about 30 KB gzip less on every first screen than react-dom. The mini programs
 * keep React (their renderer is Taro's reconciler, not react-dom), and so does the H5 dev server, whose fast
 * refresh is React's. docs/decisions/0011-h5-preact.md
 */
function h5Framework(taroEnv: string): 'react' | 'preact' {
  return taroEnv === 'h5' && process.env.NODE_ENV !== 'development' ? 'preact' : 'react'
}

export default defineConfig<'webpack5'>(async (merge) => {
  const taroEnv = process.env.TARO_ENV ?? 'h5'
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'mili-mall',
    date: '2025-1-1',
    designWidth,
    deviceRatio,
    sourceRoot: 'src',
    // TARO_OUTPUT_ROOT lets parallel work build into its own folder (e2e reads H5_DIST to match).
    outputRoot: process.env.TARO_OUTPUT_ROOT || `dist/${taroEnv}`,
    // plugin-html lets mini programs render HTML tags (NutUI's Sticky, Ellipsis, Uploader and others
    // draw div/span); H5 renders them natively, and its runtime hooks there cost 2.1 KB gzip for nothing.
    plugins:
      taroEnv === 'h5' ? ['@tarojs/plugin-platform-alipay'] : ['@tarojs/plugin-html', '@tarojs/plugin-platform-alipay'],
    defineConstants: taroEnv === 'h5' ? { 'process.env.TARO_APP_API_BASE': JSON.stringify(h5ApiBase()) } : {},
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      // The contract shared with the server (contract/): the app imports its enums and, as types only, its schemas.
      '@contract': contract
    },
    copy: { patterns: [], options: {} },
    framework: h5Framework(taroEnv),
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      // contract/ is TypeScript outside src/: Taro compiles only src/ unless told.
      compile: { include: [contract] },
      // Pages import shared components in different orders; CSS here is class-scoped, so order is free.
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: {
          enable: false,
          config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' }
        }
      }
    },
    h5: {
      compile: { include: [contract] },
      publicPath: '/',
      // Taro's React HTML components instead of its Stencil web components: 10 KB gzip less on the first
      // screen (bench/first-screen.md). They put props on the real <input>/<img>: see form-field, imgProps.
      useHtmlComponents: true,
      staticDirectory: 'static',
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
        // Spec section 9: a page chunk that has not arrived in 120000 ms fails (and src/platform/chunk-retry.ts
        // tries it once more). webpack's default today, stated so a default change cannot move it.
        chunkLoadTimeout: 120000
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css'
      },
      router: {
        mode: 'hash',
        // /pages/promotion-bank-list/index -> /opa-bank-list, scan-for-pension -> /scan-for-pension,
        // bjbank-lottery-draw-bridge -> /bjbank-lottery-draw (spec section 2).
        customRoutes: { ...customRoutes }
      },
      webpackChain(chain) {
        // Taro splits only initial chunks, so every lazily loaded page chunk carries its own copy of the
        // shared layout, components and NutUI modules (~40 KB each). Modules used by two or more pages
        // go to shared async chunks instead; each page still has its own chunk.
        const splitChunks = chain.optimization.get('splitChunks')
        if (splitChunks && typeof splitChunks === 'object') {
          chain.optimization.splitChunks({
            ...splitChunks,
            cacheGroups: {
              ...splitChunks.cacheGroups,
              // At least 10 KB: smaller shared pieces stay in each page's chunk. Over HTTP/1.1 every extra
              // chunk of a route is one more request before the page can draw (home had 10, 0.3 KB some).
              pagesShared: { chunks: 'async', minChunks: 2, minSize: 10_000, priority: 5, reuseExistingChunk: true }
            }
          })
        }
        stubH5Modules(chain)
        pureIconBarrel(chain)
        sourceMapsByPackage(chain)
        extractTaroStyles(chain)
        // The production build's boot in two tasks (docs/decisions/0029-h5-cold-boot.md); the dev server keeps React's
        // fast refresh on a plain entry.
        if (process.env.NODE_ENV !== 'development') yieldBeforeApp(chain)
        // Brotli and gzip copies of the production build, served by server/src/lib/h5-static.ts.
        if (process.env.NODE_ENV !== 'development') chain.plugin('precompress').use(PrecompressPlugin)
        // The landing page's chunks preloaded by index.html (docs/decisions/0029-h5-cold-boot.md).
        if (process.env.NODE_ENV !== 'development') chain.plugin('route-preload').use(RoutePreloadPlugin)
        // V8 compiles the first-screen scripts while they stream in (docs/decisions/0031-h5-paint-then-boot.md).
        if (process.env.NODE_ENV !== 'development') chain.plugin('compile-hints').use(CompileHintsPlugin)
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: {
          enable: false,
          config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' }
        }
      }
    }
  }

  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
