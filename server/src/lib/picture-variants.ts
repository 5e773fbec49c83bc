import sharp from 'sharp'
import { PICTURE_FORMATS, PICTURE_SIZES, pictureSuffix, type PictureFormat, type PictureSize } from '@contract/pictures'

/**
 * The sized variants of one picture (docs/decisions/0034-pictures.md): at upload, the source and the list sizes are
 * made in memory before anything is stored; any other size is made from the stored source when it is first asked
 * for. Every size comes in WebP and JPEG, oriented by its EXIF tag, converted to 8-bit sRGB (CMYK and 16-bit files are
 * converted, not refused: suppliers send them), with no metadata left (camera, GPS). A file that is not a picture we
 * can use throws a PictureRefusal naming what is wrong; nothing else is thrown for a bad file.
 */

/** Pixels a picture may have: 50 million (a 48 MP phone photo); more is refused before it is decoded. */
export const MAX_PIXELS = 50_000_000
/** The longest edge a picture may have: 10000 px. A banner is long, nothing we show is longer. */
export const MAX_EDGE = 10_000
/** The shortest edge: a list thumbnail is 240 px, a smaller picture would be blown up on every screen. */
export const MIN_EDGE = 200

export class PictureRefusal extends Error {}

export interface Variant {
  /** `_240.webp`: appended to the picture's key to name the stored file. */
  suffix: string
  data: Buffer
  mime: 'image/webp' | 'image/jpeg'
  width: number
  height: number
}

const QUALITY: Record<PictureFormat, number> = { webp: 78, jpg: 80 }

/** Reads the header only (no decoding): the size rules hold before a bomb is ever expanded. */
async function checkedSize(data: Buffer) {
  let meta: sharp.Metadata
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata()
  } catch {
    throw new PictureRefusal('图片已损坏或格式不受支持，无法读取')
  }
  const { width = 0, height = 0 } = meta
  // An EXIF orientation of 5-8 swaps the edges; the rules hold for either way round.
  if (Math.max(width, height) > MAX_EDGE) throw new PictureRefusal(`尺寸过大：宽和高都不能超过 ${MAX_EDGE} 像素`)
  if (width * height > MAX_PIXELS) throw new PictureRefusal(`像素过多：不能超过 ${MAX_PIXELS / 10_000} 万像素`)
  if (Math.min(width, height) < MIN_EDGE) throw new PictureRefusal(`尺寸过小：宽和高至少 ${MIN_EDGE} 像素`)
  return meta
}

/** One stored file of a picture: a size in a format. */
export interface VariantSpec {
  size: PictureSize
  format: PictureFormat
}

/**
 * The picture's source: the `full` WebP, oriented, in sRGB, without metadata, at most 2048 px. Every other variant is
 * made from it, at upload or when it is first asked for (lib/picture-derive.ts), so it is always stored first.
 */
export const SOURCE: VariantSpec = { size: 'full', format: 'webp' }

/** Every size in both formats, largest first, the source first of all. */
export const ALL_VARIANTS: VariantSpec[] = (Object.keys(PICTURE_SIZES) as PictureSize[])
  .reverse()
  .flatMap((size) => PICTURE_FORMATS.map((format) => ({ size, format })))

/** `_480.webp`: appended to a picture's key to name a stored variant. */
export const variantSuffix = (v: VariantSpec) => `${pictureSuffix(v.size)}.${v.format}`

async function encode(image: sharp.Sharp, { size, format }: VariantSpec): Promise<Variant> {
  const edge = PICTURE_SIZES[size]
  const resized = image.clone().resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
  // JPEG has no transparency: a PNG's clear background becomes white, as the shop's pages are. mozjpeg's encoder
  // (trellis quantisation, tuned scans) at the same quality: a 1200 px photo's list JPEG, what Alipay lists load, went
  // from 34 to 28 KB (the 30 KB rule of a list thumbnail, bench/photos.md), for about 20 ms more per variant.
  const r =
    format === 'webp'
      ? await resized.webp({ quality: QUALITY.webp, effort: 4 }).toBuffer({ resolveWithObject: true })
      : await resized
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: QUALITY.jpg, progressive: true, mozjpeg: true })
          .toBuffer({ resolveWithObject: true })
  return {
    suffix: variantSuffix({ size, format }),
    data: r.data,
    mime: format === 'webp' ? 'image/webp' : 'image/jpeg',
    width: r.info.width,
    height: r.info.height
  }
}

/**
 * The `specs` variants of uploaded bytes (all of them unless named), in that order; throws PictureRefusal for a file
 * we will not store.
 */
export async function makeVariants(data: Buffer, specs: VariantSpec[] = ALL_VARIANTS): Promise<Variant[]> {
  await checkedSize(data)
  // One decode shared by every size. failOn 'error' refuses a truncated or corrupt file instead of storing a
  // half-grey picture; limitInputPixels is the second guard behind checkedSize.
  const source = sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false })
    .rotate()
    .toColourspace('srgb')
  try {
    const out: Variant[] = []
    for (const spec of specs) out.push(await encode(source, spec))
    return out
  } catch (err) {
    if (err instanceof PictureRefusal) throw err
    throw new PictureRefusal('图片已损坏或格式不受支持，无法读取')
  }
}

/**
 * One variant made from a stored source (SOURCE): already checked, oriented and stripped when it was stored, so only
 * resized and encoded. A source that cannot be read throws (a damaged store is the server's fault, not a refusal).
 */
export function makeVariant(source: Buffer, spec: VariantSpec): Promise<Variant> {
  return encode(sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).toColourspace('srgb'), spec)
}
