import type { Compiler } from 'webpack'
import { gateAppScripts } from './boot-gate'

/** What src/index.html's route-chunks script holds until the build fills it in (an empty map in development). */
export const ROUTE_CHUNKS_MARKER = '{/*ROUTE_CHUNKS*/}'

/** A page's lazily loaded module as the app's entry imports it: `./pages/<name>/index`. */
const PAGE_REQUEST = /(?:^|\/)pages\/([a-z0-9-]+)\/index(?:\.[jt]sx?)?$/

export interface RouteChunks {
  /** Every page chunk's file (JS and CSS), once, with the public path. */
  f: string[]
  /** Per page folder name, the indexes in `f` of the files its route loads. */
  p: Record<string, number[]>
}

/** The chunk groups webpack made for the pages, as the script's map. */
export function routeChunks(
  groups: Iterable<{ origins: Array<{ request?: string }>; chunks: Array<{ files: Iterable<string> }> }>,
  publicPath: string
): RouteChunks {
  const f: string[] = []
  const p: Record<string, number[]> = {}
  for (const group of groups) {
    const page = group.origins.map((o) => PAGE_REQUEST.exec(o.request ?? '')?.[1]).find(Boolean)
    if (!page) continue
    const list = new Set(p[page] ?? [])
    for (const chunk of group.chunks)
      for (const file of chunk.files) {
        if (!/\.(?:js|css)$/.test(file)) continue
        const url = `${publicPath}${file}`
        if (!f.includes(url)) f.push(url)
        list.add(f.indexOf(url))
      }
    p[page] = [...list]
  }
  return { f, p }
}

/**
 * A cold first visit asked for the landing page's chunks only once the app's scripts (about 94 KB brotli) had
 * downloaded and run and the router had resolved the route: one more round trip, with a slow link's download,
 * before the page could draw. The inline script in src/index.html reads the route as the early answer does and
 * preloads that page's files at once, in parallel with the app's scripts; webpack's own request for them later
 * finds them downloaded. This writes the map it reads (page -> files) into index.html, after webpack has given
 * the files their final content hashes and before the compressed copies are made. docs/decisions/0029-h5-cold-boot.md
 * In the same step the app's script tags become the boot gate's preloads (./boot-gate.ts).
 */
export class RoutePreloadPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('RoutePreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes (OPTIMIZE_HASH), before PrecompressPlugin (OPTIMIZE_TRANSFER).
        { name: 'RoutePreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const html = compilation.getAsset('index.html')
          if (!html) return
          const text = html.source.source().toString()
          if (!text.includes(ROUTE_CHUNKS_MARKER)) {
            compilation.errors.push(new compiler.webpack.WebpackError('index.html has no route-chunks map to fill'))
            return
          }
          const publicPath = compilation.outputOptions.publicPath
          const map = routeChunks(compilation.chunkGroups, typeof publicPath === 'string' ? publicPath : '/')
          let filled = text.replace(ROUTE_CHUNKS_MARKER, JSON.stringify(map))
          // The app's scripts started by the boot gate (docs/decisions/0031-h5-paint-then-boot.md).
          try {
            filled = gateAppScripts(filled)
          } catch (err) {
            compilation.errors.push(new compiler.webpack.WebpackError((err as Error).message))
            return
          }
          compilation.updateAsset('index.html', new sources.RawSource(filled))
        }
      )
    })
  }
}
