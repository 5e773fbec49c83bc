import type { UserConfigExport } from '@tarojs/cli'

/**
 * Production: Taro minifies (terser + csso) when NODE_ENV=production. Mini-program builds keep Taro's
 * defaults; H5 keeps one lazily loaded chunk per page (Taro's default route splitting).
 */
export default {
  logger: { quiet: true, stats: false },
  mini: {
    optimizeMainPackage: { enable: true }
  },
  h5: {
    enableSourceMap: false
  }
} satisfies UserConfigExport<'webpack5'>
