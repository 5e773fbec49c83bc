import type { DbOrTx } from '../db/client'
import { storeImage } from '../content/upload'
import type { FileStore } from '../lib/storage'
import { audit, type Actor } from './audit'

/** Goods pictures from the console: at most 2 MB, and only what the bytes say is an image. */
export const STAFF_UPLOAD_MAX_BYTES = 2 * 1024 * 1024

/**
 * Stores the file through the shoppers' upload path (same store, random naming and address) and answers its
 * address; an audit entry names it. The shoppers' `uploads` table is theirs (a shopper owns each row), so a staff
 * upload is recorded in the audit log instead.
 */
export async function saveStaffImage(
  ctx: { db: DbOrTx; files: FileStore; publicUrl: string },
  actor: Actor,
  file: { data: Buffer; originalName: string }
) {
  const { name, mime, url } = await storeImage(ctx, file.data, {
    maxBytes: STAFF_UPLOAD_MAX_BYTES,
    tooBig: '大小不能超过 2MB',
    notImage: '不是图片：仅支持 JPG、PNG、WEBP、GIF'
  })
  const after = { name, originalName: file.originalName.slice(0, 255), mime, size: file.data.length, url }
  await audit(ctx.db, actor, { action: 'upload', entity: 'image', entityId: name, before: null, after })
  return { url }
}
