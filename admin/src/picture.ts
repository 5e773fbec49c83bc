import { PICTURE_SIZES, pictureVariant, type PictureSize } from '@contract/pictures'

/**
 * The console's address of a stored goods picture (docs/decisions/0034-pictures.md): goods hold keys, and the
 * console is served by the shop's own server, which serves every variant under /api/service/image/.
 */
export const pictureUrl = (key: string, size: PictureSize = 'thumb') =>
  key ? pictureVariant(`/api/service/image/${key}`, size, 'webp') : ''

/**
 * The smallest size that still covers a `box` CSS px square on a 2x screen (a 40 px list cell asks `icon`, 160 px,
 * not the 240 px `thumb`): no picture loads more than twice its shown size, the rule the app keeps too.
 */
export function sizeForBox(box: number): PictureSize {
  const sizes = (Object.keys(PICTURE_SIZES) as PictureSize[]).sort((a, b) => PICTURE_SIZES[a] - PICTURE_SIZES[b])
  return sizes.find((s) => PICTURE_SIZES[s] >= box * 2) ?? 'full'
}

/** A stored picture shown in a `box` CSS px square of the console (lists, pickers). */
export const boxPictureUrl = (key: string, box: number) => pictureUrl(key, sizeForBox(box))
