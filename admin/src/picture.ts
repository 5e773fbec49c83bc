import { pictureVariant, type PictureSize } from '@contract/pictures'

/**
 * The console's address of a stored goods picture (docs/decisions/0034-pictures.md): goods hold keys, and the
 * console is served by the shop's own server, which serves every variant under /api/service/image/.
 */
export const pictureUrl = (key: string, size: PictureSize = 'thumb') =>
  key ? pictureVariant(`/api/service/image/${key}`, size, 'webp') : ''
