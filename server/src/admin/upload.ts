import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { DbOrTx } from '../db/client'
import { invalid } from '../errors'
import { MIME_BY_EXT, sniffImage, uploadDir } from '../content/upload'
import { audit, type Actor } from './audit'

/** Goods pictures from the console: at most 2 MB, and only what the bytes say is an image. */
export const STAFF_UPLOAD_MAX_BYTES = 2 * 1024 * 1024

const EXT_BY_MIME = Object.fromEntries(Object.entries(MIME_BY_EXT).map(([ext, mime]) => [mime, ext]))

/**
 * Stores the file beside the shoppers' uploads (same random naming, served by GET /api/service/image/:name) and
 * answers its address; an audit entry names it. The shoppers' `uploads` table is theirs (a shopper owns each row),
 * so a staff upload is recorded in the audit log instead.
 */
export async function saveStaffImage(
  ctx: { db: DbOrTx; dataDir: string; publicUrl: string },
  actor: Actor,
  file: { data: Buffer; originalName: string }
) {
  if (!file.data.length) throw invalid('file', '为空，请重新选择图片')
  if (file.data.length > STAFF_UPLOAD_MAX_BYTES) throw invalid('file', '大小不能超过 2MB')
  const mime = sniffImage(file.data)
  if (!mime) throw invalid('file', '不是图片：仅支持 JPG、PNG、WEBP、GIF')
  const name = `${crypto.randomBytes(16).toString('hex')}.${EXT_BY_MIME[mime]}`
  const dir = uploadDir(ctx.dataDir)
  await fs.promises.mkdir(dir, { recursive: true })
  await fs.promises.writeFile(path.join(dir, name), file.data, { flag: 'wx' })
  const url = `${ctx.publicUrl}/api/service/image/${name}`
  const after = { name, originalName: file.originalName.slice(0, 255), mime, size: file.data.length, url }
  await audit(ctx.db, actor, { action: 'upload', entity: 'image', entityId: name, before: null, after })
  return { url }
}
