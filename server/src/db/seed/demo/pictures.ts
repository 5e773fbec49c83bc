import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import sharp from 'sharp'
import type { DbOrTx } from '../../client'
import { categories, spus } from '../../schema'
import { ROOT } from '../../../paths'
import { makeVariants, SOURCE, variantSuffix } from '../../../lib/picture-variants'
import { addPictureSource } from '../../../lib/picture-derive'

/**
 * The demo shop's pictures are ordinary stored pictures (docs/decisions/0034-pictures.md): the seed writes their
 * keys into the goods, and serveDemoPictures lets the FileStore get each one's source when it is first asked for,
 * the other sizes being made from it as for any upload. A demo picture's key is the hash of its artwork, so the seed
 * needs no file to name it, the same artwork is stored once however many databases are seeded, and a changed drawing
 * gets a new key (never a stale cached copy).
 */

/** Bumped when the variants of the same artwork change (sizes, quality), so their keys change too. */
const VERSION = 1

export interface DemoPicture {
  key: string
  svg: string
}

export function demoPicture(svg: string): DemoPicture {
  const key = crypto.createHash('sha256').update(`${VERSION}\n${svg}`).digest('hex').slice(0, 32)
  return { key, svg }
}

/**
 * Drawn sources are kept here between databases: a fresh DATA_DIR (tests, journeys, a second checkout) copies one
 * instead of drawing it again. `<key>/_full.webp` is where earlier versions kept the same file beside the other sizes,
 * so a cache filled by them still serves.
 */
const CACHE = path.join(ROOT, 'node_modules/.cache/mall-demo-pictures')

/** The picture's source (the `full` WebP every other size is made from), drawn from its SVG or read from the cache. */
async function sourceOf(p: DemoPicture): Promise<Buffer> {
  const file = path.join(CACHE, p.key, variantSuffix(SOURCE))
  try {
    return await fs.promises.readFile(file)
  } catch {
    // Not cached yet (or the cache was cleared): draw it.
  }
  const png = await sharp(Buffer.from(p.svg), { density: 104 }).png().toBuffer()
  const [source] = await makeVariants(png, [SOURCE])
  try {
    await fs.promises.mkdir(path.dirname(file), { recursive: true })
    // Aside then renamed: two servers drawing at once never leave half a file for a third to read.
    const aside = `${file}.${process.pid}`
    await fs.promises.writeFile(aside, source.data)
    await fs.promises.rename(aside, file)
  } catch {
    // A read-only install has no cache: the picture is still served, only drawn again for the next database.
  }
  return source.data
}

/**
 * Serves the demo shop's pictures when the database's goods or categories use them (server.ts, after the app is
 * built): their sources become a picture source (lib/picture-derive.ts), so each is drawn and stored the first time a
 * client asks for one of its sizes, like any size not made yet, and the start draws nothing. A real shop's start
 * registers nothing. Returns the removal of the source, or null when the database does not use them.
 */
export async function serveDemoPictures(db: DbOrTx, pictures: DemoPicture[], log: (msg: string) => void = () => {}) {
  const byKey = new Map(pictures.map((p) => [p.key, p]))
  const keys = [...byKey.keys()]
  // Goods or category icons: an operator who replaced every demo goods item may keep the demo's categories.
  const goods = await db.select({ id: spus.id }).from(spus).where(inArray(spus.picture, keys)).limit(1)
  const icons = goods.length
    ? goods
    : await db.select({ id: categories.id }).from(categories).where(inArray(categories.picture, keys)).limit(1)
  if (!icons.length) return null
  log(`demo pictures: ${byKey.size} drawn and stored when first shown`)
  return addPictureSource(async (key) => {
    const p = byKey.get(key)
    return p ? sourceOf(p) : null
  })
}
