import crypto from 'node:crypto'
import {
  LEGACY_IMAGE_SIZE,
  PICTURE_KEY_PATTERN,
  PICTURE_SIZES,
  PICTURE_FORMATS,
  pictureSuffix,
  pictureVariant
} from '@contract/pictures'
import type { FileStore } from './storage'
import { makeVariants, SOURCE, type Variant, type VariantSpec } from './picture-variants'
import { pictureSource, sourceName } from './picture-derive'

/**
 * Goods pictures: stored once as sized variants, referenced by key, addressed by the server
 * (docs/decisions/0034-pictures.md). The database holds keys; answers carry `picture`, the address without a size,
 * and `image`, one JPEG variant for clients that predate `picture`. No address is ever made from a goods or SKU id.
 */

const KEY = new RegExp(PICTURE_KEY_PATTERN)
export const isPictureKey = (ref: string) => KEY.test(ref)

/** Where the server serves stored files (content/upload.routes.ts), the variants of a picture among them. */
export const UPLOAD_PATH = '/api/service/image/'

/** Every file name one picture may be stored under (the sizes not made at upload are made when first asked for). */
export const variantNames = (key: string) =>
  (Object.keys(PICTURE_SIZES) as Array<keyof typeof PICTURE_SIZES>).flatMap((size) =>
    PICTURE_FORMATS.map((format) => `${key}${pictureSuffix(size)}.${format}`)
  )

/** The picture's address without a size: what answers carry as `picture` and the clients' image helper sizes. */
export const pictureAddress = (base: string, key: string) => `${base}${UPLOAD_PATH}${key}`

/**
 * The two fields an answer carries for a stored reference: a picture key gives its address and a list JPEG; an
 * older reference that is already an address (an order line written before pictures had keys) is kept as it was,
 * made absolute; an empty one (goods without a picture) gives empty fields, and the app shows its placeholder.
 */
export function pictureFields(base: string, ref: string | null | undefined): { image: string; picture: string } {
  if (!ref) return { image: '', picture: '' }
  if (isPictureKey(ref)) {
    const picture = pictureAddress(base, ref)
    return { image: pictureVariant(picture, LEGACY_IMAGE_SIZE, 'jpg'), picture }
  }
  return { image: ref.startsWith('/') ? `${base}${ref}` : ref, picture: '' }
}

/**
 * The goods-info gallery: the main picture then the others, each once. `pictures` for the app's image helper,
 * `images` (large JPEGs) for clients that predate it.
 */
export function galleryFields(base: string, keys: string[]) {
  const fields = [...new Set(keys.filter(Boolean))].map((key) => pictureFields(base, key))
  return {
    images: fields.map((f) => pictureVariant(f.picture, 'large', 'jpg') || f.image),
    pictures: fields.map((f) => f.picture)
  }
}

/**
 * Writes every variant, or none: when one write fails the ones written are removed before the error goes on, so
 * a failed upload leaves no file a later key could be confused with.
 */
export async function putVariants(files: FileStore, key: string, variants: Variant[]) {
  const results = await Promise.allSettled(variants.map((v) => files.put(`${key}${v.suffix}`, v.data, v.mime)))
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (!failed) return
  await Promise.allSettled(
    variants.filter((_, i) => results[i].status === 'fulfilled').map((v) => files.remove(`${key}${v.suffix}`))
  )
  throw failed.reason
}

/**
 * What an upload makes at once: the source, and the sizes lists and the console show (a goods card, a cart line), so
 * a new goods item's first shoppers wait for nothing. The larger sizes are made from the source when first asked for
 * (lib/picture-derive.ts): an upload takes about half the time it did with all ten (decision 0034, Measured).
 */
export const UPLOAD_VARIANTS: VariantSpec[] = [
  SOURCE,
  ...(['list', 'thumb'] as const).flatMap((size) => PICTURE_FORMATS.map((format) => ({ size, format })))
]

/** A new picture from uploaded bytes: checked and sized in memory (PictureRefusal), then stored under a fresh key. */
export async function storePicture(files: FileStore, data: Buffer) {
  const variants = await makeVariants(data, UPLOAD_VARIANTS)
  const key = crypto.randomBytes(16).toString('hex')
  await putVariants(files, key, variants)
  const full = variants[0]
  return { key, width: full.width, height: full.height, bytes: variants.reduce((n, v) => n + v.data.length, 0) }
}

/**
 * Whether a key is a picture of this shop: its source is stored (every upload writes it first, with the rest or not at
 * all) or a registered source has it (the demo shop's drawings), so the console may only save pictures that exist.
 */
export async function pictureStored(files: FileStore, key: string) {
  if (!isPictureKey(key)) return false
  const found = await files.open(sourceName(key))
  found?.body.destroy()
  return found !== null || (await pictureSource(files, key)) !== null
}
