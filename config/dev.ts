import type { UserConfigExport } from '@tarojs/cli'

/** Development: readable output; the H5 dev server forwards /api to the local API server (npm run dev:server). */
export default {
  logger: { quiet: false, stats: true },
  mini: {},
  h5: {
    devServer: {
      port: 10086,
      proxy: [
        {
          context: ['/api'],
          target: 'http://localhost:3000',
          changeOrigin: true
        }
      ]
    }
  }
} satisfies UserConfigExport<'webpack5'>
