/**
 * Goods pictures (docs/decisions/0034-pictures.md): what the server stores for one uploaded picture and how a client
 * names the size it renders. Plain values only (the app's bundles and the console import this file).
 *
 * A picture is stored under a key (32 hex characters) as sized variants, each in WebP and JPEG:
 * `<key>_240.webp`, `<key>_240.jpg`, ... `<key>_full.jpg`. The database keeps the key; answers carry the picture's
 * address without a size (`https://shop/api/service/image/<key>`), and the clients' one image helper appends the
 * size and format they render (`_480.webp`).
 */

/** A picture reference as the database and the console's writes carry it. */
export const PICTURE_KEY_PATTERN = '^[a-f0-9]{32}$'

/** The sizes a client may ask for, with the longest edge in pixels of each (`full` is the zoom view). */
export const PICTURE_SIZES = {
  /** Category and home-navigation icons (up to 80 CSS px at 2x). */
  icon: 160,
  /** Cart, order and SKU-sheet lines (up to 120 CSS px at 2x). */
  thumb: 240,
  /** Goods cards in lists and grids (up to 240 CSS px at 2x). */
  list: 480,
  /** The goods-info gallery at 2x on a phone (375 CSS px). */
  medium: 750,
  /** The goods-info gallery on wide or 3x screens, share cards. */
  large: 1080,
  /** The zoom view: the upload itself, oriented, without its metadata, at most 2048 px. */
  full: 2048
} as const
export type PictureSize = keyof typeof PICTURE_SIZES

/** Every picture has both: WebP where the platform shows it, JPEG where it may not (old Alipay, old clients). */
export const PICTURE_FORMATS = ['webp', 'jpg'] as const
export type PictureFormat = (typeof PICTURE_FORMATS)[number]

/** The file name suffix of a size: `_480`, or `_full` for the zoom view. */
export const pictureSuffix = (size: PictureSize) => (size === 'full' ? '_full' : `_${PICTURE_SIZES[size]}`)

/** The address of one variant, from the address an answer carries (`picture`): '' when there is no picture. */
export const pictureVariant = (picture: string, size: PictureSize, format: PictureFormat) =>
  picture ? `${picture}${pictureSuffix(size)}.${format}` : ''

/** The size old clients get in the `image` fields beside `picture`: a list picture in JPEG, which every client shows. */
export const LEGACY_IMAGE_SIZE: PictureSize = 'list'

/** A goods item's gallery holds at most this many pictures beside its main picture. */
export const GALLERY_MAX = 9
