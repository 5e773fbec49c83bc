import { pictureVariant, type PictureFormat, type PictureSize } from '@contract/pictures'

/**
 * The one way the app addresses a goods or SKU picture (docs/decisions/0034-pictures.md): answers carry `picture`,
 * the stored picture's address without a size, and a screen asks for the size it renders. No page builds a picture
 * address itself, and no list ever loads an original.
 */

export type { PictureSize } from '@contract/pictures'

/** WebP where every client of the platform shows it (H5's browsers, WeChat's <Image webp>), JPEG elsewhere. */
export function pictureFormat(env: string | undefined = process.env.TARO_ENV): PictureFormat {
  return env === 'h5' || env === 'weapp' ? 'webp' : 'jpg'
}

/** What answers carry for a goods or SKU: `picture` from servers that size pictures, `image` from older ones. */
export interface PictureRef {
  picture?: string
  image?: string
}

/**
 * The address of `ref` at `size` in the platform's format: '' without a picture (the caller shows its placeholder).
 * A reference without `picture` (an order line bought before pictures were sized) falls back to its `image`.
 */
export function imageUrl(
  ref: PictureRef | string | null | undefined,
  size: PictureSize,
  format: PictureFormat = pictureFormat()
): string {
  if (!ref) return ''
  if (typeof ref === 'string') return pictureVariant(ref, size, format)
  if (ref.picture) return pictureVariant(ref.picture, size, format)
  return ref.image ?? ''
}

/** The goods-info gallery at `size`: `pictures` when the answer has them, else its `images` as they are. */
export function galleryUrls(
  goods: { pictures?: string[]; images?: string[] } | null | undefined,
  size: PictureSize,
  format: PictureFormat = pictureFormat()
): string[] {
  if (!goods) return []
  if (goods.pictures?.length) return goods.pictures.map((p) => pictureVariant(p, size, format))
  return goods.images ?? []
}

/** A stored picture's address, without a size (`…/<key>`) or with one (`…/<key>_1080.jpg`). */
const STORED_ADDRESS = /^(.*\/[a-f0-9]{32})(?:_(?:\d+|full)\.(?:webp|jpg))?$/

/**
 * A picture a home template keeps by its address (a banner, a nav icon: the console saves one size's JPEG) at `size` in
 * the platform's format, so a 44 px nav icon never loads the large JPEG saved for it. An address that is not a stored
 * picture's (another host's, an older app's) is used as it is.
 */
export function templateImageUrl(
  address: string | null | undefined,
  size: PictureSize,
  format: PictureFormat = pictureFormat()
): string {
  if (!address) return ''
  const m = STORED_ADDRESS.exec(address)
  return m ? pictureVariant(m[1], size, format) : address
}
