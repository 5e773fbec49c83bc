import type { Compiler } from 'webpack'

/** V8's explicit compile hint (Chrome 136+): every function in the file is compiled eagerly, while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The files the hint goes on: every script of the build (the entry's and each page's chunks). */
export function hintedFiles(files: Iterable<string>): string[] {
  return [...files].filter((f) => f.endsWith('.js'))
}

/**
 * A cold boot spent about a third of its module evaluation compiling functions on the main thread, each on its first
 * call (V8 compiles lazily), for code nearly all of which runs at boot: Taro's runtime and router, Preact, the stores.
 * With the hint at the top of a file V8 compiles all of it eagerly on a background thread while the file streams in,
 * and the main thread only runs it: measured at 4x CPU, the evaluation of app.js went from a median 128 to 82 ms
 * (home) and 206 to 89 ms (goods-info). A page's chunks are fetched only when that page opens, to be rendered at
 * once, so they carry it too: goods-info's blocking time went from a median 266 to 204 ms with them (home's did not
 * move). Browsers without the hint read a comment. Added after the minifier (which would drop it) and before the
 * source maps and content hashes are made, so both include it. docs/decisions/0031-h5-paint-then-boot.md
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of hintedFiles(compilation.getAssets().map((a) => a.name))) {
            const asset = compilation.getAsset(file)
            if (!asset || asset.source.source().toString().startsWith(COMPILE_HINT)) continue
            compilation.updateAsset(file, new sources.ConcatSource(COMPILE_HINT, asset.source))
          }
        }
      )
    })
  }
}
