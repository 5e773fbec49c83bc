import path from 'node:path'
import type { FastifyInstance } from 'fastify'

/**
 * A file named by its content (`app.47d39163.js`, `css/app.1a2b3c4d.css`, `static/images/x.0f3e9a1b.png`):
 * the H5 build's output.filename `[name].[contenthash:8]` (config/index.ts). Such a name never changes
 * meaning, so a browser may keep it for a year without asking again.
 */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i

/** What the browser keeps a year and never revalidates. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * index.html and any other file whose name does not change with its content: kept, but revalidated on every
 * use (a 304 against its ETag / Last-Modified when unchanged), so a new build reaches the next visit.
 */
export const REVALIDATE = 'no-cache'

/** Types the build writes brotli and gzip copies of (config/precompress.ts); others go out as they are. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/

/** The file a sent path stands for: `app.1a2b3c4d.js.br` is `app.1a2b3c4d.js` sent brotli-compressed. */
const original = (file: string) => file.replace(/\.(?:br|gz)$/, '')

/** Cache-Control of a static H5 file, by its name. */
export function cacheControlFor(file: string): string {
  const name = path.basename(original(file))
  return name !== 'index.html' && CONTENT_HASHED.test(name) ? IMMUTABLE : REVALIDATE
}

/**
 * Serves the H5 build: the brotli or gzip copy the build wrote beside a file when the request accepts it
 * (the same bytes for every request, nothing compressed per request), `Vary: Accept-Encoding` on every file
 * that has copies so shared caches keep the encodings apart, content-hashed files immutable for a year and
 * everything else revalidated. docs/decisions/0008-h5-static-delivery.md.
 */
export async function registerH5Static(app: FastifyInstance, root: string) {
  const fastifyStatic = (await import('@fastify/static')).default
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    // Set below per file; `send` would otherwise add its own `public, max-age=0`.
    cacheControl: false,
    setHeaders(reply, file) {
      reply.header('cache-control', cacheControlFor(file))
      if (COMPRESSIBLE.test(original(file))) reply.header('vary', 'Accept-Encoding')
    }
  })
}
