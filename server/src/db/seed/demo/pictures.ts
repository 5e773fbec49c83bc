import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import sharp from 'sharp'
import type { DbOrTx } from '../../client'
import { spus } from '../../schema'
import { ROOT } from '../../../paths'
import { makeVariants, type Variant } from '../../../lib/picture-variants'
import { pictureStored, putVariants, variantNames } from '../../../lib/pictures'
import type { FileStore } from '../../../lib/storage'

/**
 * The demo shop's pictures are ordinary stored pictures (docs/decisions/0034-pictures.md): the seed writes their
 * keys into the goods, and ensureDemoPictures writes their variants into the FileStore like any upload. A demo
 * picture's key is the hash of its artwork, so the seed needs no file to name it, the same artwork is stored once
 * however many databases are seeded, and a changed drawing gets a new key (never a stale cached copy).
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
 * Rendered variants are kept here between databases: a fresh DATA_DIR (tests, journeys, a second checkout) copies
 * them instead of drawing them again (about a third of a second per picture on a loaded machine).
 */
const CACHE = path.join(ROOT, 'node_modules/.cache/mall-demo-pictures')

async function variantsOf(p: DemoPicture): Promise<Variant[]> {
  const dir = path.join(CACHE, p.key)
  const index = path.join(dir, 'variants.json')
  try {
    const meta = JSON.parse(await fs.promises.readFile(index, 'utf8')) as Array<Omit<Variant, 'data'>>
    return await Promise.all(
      meta.map(async (v) => ({ ...v, data: await fs.promises.readFile(path.join(dir, v.suffix)) }))
    )
  } catch {
    // Not cached yet (or the cache was cleared): draw it.
  }
  const png = await sharp(Buffer.from(p.svg), { density: 104 }).png().toBuffer()
  const variants = await makeVariants(png)
  try {
    await fs.promises.mkdir(dir, { recursive: true })
    await Promise.all(variants.map((v) => fs.promises.writeFile(path.join(dir, v.suffix), v.data)))
    const meta = variants.map(({ data: _d, ...v }) => v)
    await fs.promises.writeFile(index, JSON.stringify(meta))
  } catch {
    // A read-only install has no cache: the pictures are still stored, only drawn again for the next database.
  }
  return variants
}

/**
 * Stores every demo picture the store lacks. Run where a demo shop starts (server.ts, npm run db:seed:demo) and
 * only when the database's goods use the demo pictures: a real shop's start never writes them.
 */
export async function ensureDemoPictures(
  db: DbOrTx,
  files: FileStore,
  pictures: DemoPicture[],
  log: (msg: string) => void = () => undefined
) {
  const keys = pictures.map((p) => p.key)
  const used = await db.select({ id: spus.id }).from(spus).where(inArray(spus.picture, keys)).limit(1)
  if (!used.length) return 0
  let written = 0
  const started = Date.now()
  // A few at a time: sharp has its own threads, and the machine has other work.
  for (let i = 0; i < pictures.length; i += 4) {
    await Promise.all(
      pictures.slice(i, i + 4).map(async (p) => {
        try {
          if (await pictureStored(files, p.key)) return
          // What a start stopped midway left behind goes first: a store never overwrites a name.
          await Promise.all(variantNames(p.key).map((n) => files.remove(n)))
          await putVariants(files, p.key, await variantsOf(p))
          written++
        } catch (err) {
          // Another node storing the same picture at once, or a full disk: the shop still starts, the picture
          // is stored by the next start.
          log(`demo picture ${p.key} not stored: ${(err as Error).message}`)
        }
      })
    )
  }
  if (written) log(`demo pictures: stored ${written} of ${pictures.length} in ${Date.now() - started} ms`)
  return written
}
