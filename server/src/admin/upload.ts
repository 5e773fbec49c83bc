import type { DbOrTx } from '../db/client'
import { sniffImage } from '../content/upload'
import { invalid } from '../errors'
import { pictureAddress, storePicture } from '../lib/pictures'
import { PictureRefusal } from '../lib/picture-variants'
import type { FileStore } from '../lib/storage'
import { pictureVariant } from '@contract/pictures'
import { audit, type Actor } from './audit'

/** Goods pictures from the console: at most 2 MB, and only what the bytes say is an image. */
export const STAFF_UPLOAD_MAX_BYTES = 2 * 1024 * 1024

/**
 * A goods or banner picture from the console, stored as sized variants (lib/pictures.ts; decision 0032): checked
 * and resized in memory, then every variant written or none. Answers the key the goods save (`picture`) and, for
 * fields that keep an address (banners), the large JPEG (`url`). The shoppers' `uploads` table is theirs (a shopper
 * owns each row), so a staff upload is recorded in the audit log instead.
 */
export async function saveStaffImage(
  ctx: { db: DbOrTx; files: FileStore; publicUrl: string },
  actor: Actor,
  file: { data: Buffer; originalName: string }
) {
  const { data } = file
  if (!data.length) throw invalid('file', '为空，请重新选择图片')
  if (data.length > STAFF_UPLOAD_MAX_BYTES) throw invalid('file', '大小不能超过 2MB')
  if (!sniffImage(data)) throw invalid('file', '不是图片：仅支持 JPG、PNG、WEBP、GIF')
  let stored: Awaited<ReturnType<typeof storePicture>>
  try {
    stored = await storePicture(ctx.files, data)
  } catch (err) {
    if (err instanceof PictureRefusal) throw invalid('file', err.message)
    throw err
  }
  const picture = pictureAddress(ctx.publicUrl, stored.key)
  const url = pictureVariant(picture, 'large', 'jpg')
  const after = {
    name: stored.key,
    originalName: file.originalName.slice(0, 255),
    size: data.length,
    width: stored.width,
    height: stored.height
  }
  await audit(ctx.db, actor, { action: 'upload', entity: 'image', entityId: stored.key, before: null, after })
  return { url, picture: stored.key, width: stored.width, height: stored.height }
}
