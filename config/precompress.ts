import zlib from 'node:zlib'
import type { Compiler } from 'webpack'

/** Text the browser fetches and compresses well; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/
/** Below this, the compressed copy saves less than a packet. */
const MIN_BYTES = 1024

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of the production H5 build,
 * once, at build time: the server (server/src/lib/h5-static.ts) sends the copy the browser accepts and
 * never compresses per request. Maximum levels, since the cost is paid once per build (about 3 s).
 * A copy that would not save at least a tenth is left out; the server then sends the file itself.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and html-webpack-plugin, so the copies hold the final bytes of every file.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!COMPRESSIBLE.test(name)) continue
            const raw = compilation.getAsset(name)?.source.buffer()
            if (!raw || raw.length < MIN_BYTES) continue
            const br = zlib.brotliCompressSync(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length
              }
            })
            const gz = zlib.gzipSync(raw, { level: 9 })
            const info = { compressed: true, development: false }
            if (br.length < raw.length * 0.9) compilation.emitAsset(`${name}.br`, new sources.RawSource(br), info)
            if (gz.length < raw.length * 0.9) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), info)
          }
        }
      )
    })
  }
}
