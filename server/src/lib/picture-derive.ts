import { Readable } from 'node:stream'
import { PICTURE_FORMATS, PICTURE_SIZES, pictureSuffix, type PictureSize } from '@contract/pictures'
import type { FileStore } from './storage'
import { makeVariant, SOURCE, variantSuffix, type VariantSpec } from './picture-variants'

/**
 * Variants made when first asked for (docs/decisions/0034-pictures.md, "Made when asked"): a picture is stored as its
 * source (`<key>_full.webp`) and the sizes made at upload; any other size is made from the source the first time a
 * client asks for it, stored through the FileStore like an upload, and served from then on as a stored file. So a new
 * size needs no script over the store, and a shop whose pictures were never drawn (the demo's) starts at once.
 *
 * Races: two requests for one missing variant in this process share one making (`once`); two nodes may both make it
 * and store it twice, harmlessly (the same bytes; the local store refuses the second and the first stays, a bucket
 * keeps either). A file is only ever visible whole (lib/storage.ts writes aside, then links).
 */

/**
 * Where a source may come from when the store has none: the entry registers one (the demo shop's drawings,
 * db/seed/demo/pictures.ts), so lib/ never imports seed code. Answers the SOURCE WebP, or null for a key it does not
 * know.
 */
export type PictureSource = (key: string) => Promise<Buffer | null>
const sources = new Set<PictureSource>()

/** Adds a source of pictures; returns its removal (tests, a shop whose demo goods are gone). */
export function addPictureSource(source: PictureSource) {
  sources.add(source)
  return () => void sources.delete(source)
}

const SIZE_BY_SUFFIX = new Map((Object.keys(PICTURE_SIZES) as PictureSize[]).map((s) => [pictureSuffix(s), s]))
const VARIANT_NAME = /^([a-f0-9]{32})(_[a-z0-9]+)\.([a-z]+)$/

/** The key and variant a stored name stands for (`<key>_480.webp`), or null for any other name. */
export function parseVariantName(name: string): { key: string; spec: VariantSpec } | null {
  const m = VARIANT_NAME.exec(name)
  const size = m && SIZE_BY_SUFFIX.get(m[2])
  const format = m && PICTURE_FORMATS.find((f) => f === m[3])
  return size && format ? { key: m[1], spec: { size, format } } : null
}

export const sourceName = (key: string) => `${key}${variantSuffix(SOURCE)}`

/** Makings in flight, per store and name: one at a time per file, whoever asks. */
const inFlight = new WeakMap<FileStore, Map<string, Promise<Buffer | null>>>()
function once(files: FileStore, name: string, make: () => Promise<Buffer | null>) {
  let mine = inFlight.get(files)
  if (!mine) inFlight.set(files, (mine = new Map()))
  const running = mine.get(name)
  if (running) return running
  const made = make().finally(() => mine.delete(name))
  mine.set(name, made)
  return made
}

// At most this many makings at once: a first visit to the home page asks for thirty pictures together, and each is a
// decode of up to 2048 px (16 MB of pixels); sharp spreads each over the cores anyway.
const MAX_MAKING = 2
let making = 0
const waiting: Array<() => void> = []
async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (making < MAX_MAKING) making++
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    return await work()
  } finally {
    // The slot passes straight to the next in line, so no newcomer slips in between.
    const next = waiting.shift()
    if (next) next()
    else making--
  }
}

async function read(files: FileStore, name: string): Promise<Buffer | null> {
  const found = await files.open(name)
  if (!found) return null
  const chunks: Buffer[] = []
  for await (const chunk of found.body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

type Log = (err: unknown, msg: string) => void

/** Stores a made file; one already there (another request or node made it first) is the same picture. */
async function keep(files: FileStore, name: string, data: Buffer, mime: string, log: Log) {
  try {
    await files.put(name, data, mime)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return
    // A full disk or a lost bucket: the shopper still gets the picture, the next request makes it again.
    log(err, `picture ${name} made but not stored`)
  }
}

/** The picture's source: stored, or from a registered source (then stored, so it is an ordinary picture from then). */
export function pictureSource(files: FileStore, key: string, log: Log = () => undefined) {
  const name = sourceName(key)
  return once(files, name, async () => {
    const stored = await read(files, name)
    if (stored) return stored
    for (const source of sources) {
      const data = await slot(() => source(key))
      if (!data) continue
      await keep(files, name, data, 'image/webp', log)
      return data
    }
    return null
  })
}

/**
 * A variant the store lacks, made from its picture's source and stored; null when `name` is no variant or its picture
 * has no source (never uploaded here): the route answers 404 as for any missing file.
 */
export async function derivedVariant(files: FileStore, name: string, log: Log = () => undefined) {
  const wanted = parseVariantName(name)
  if (!wanted) return null
  const source = () => pictureSource(files, wanted.key, log)
  const data = await (name === sourceName(wanted.key)
    ? source()
    : once(files, name, async () => {
        const from = await source()
        if (!from) return null
        const variant = await slot(() => makeVariant(from, wanted.spec))
        await keep(files, name, variant.data, variant.mime, log)
        return variant.data
      }))
  return data && { size: data.length, body: Readable.from(data) }
}
