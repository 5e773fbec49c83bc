import crypto from 'node:crypto'
import type { DbOrTx } from '../db/client'
import { uploads } from '../db/schema'
import { invalid } from '../errors'
import type { FileStore } from '../lib/storage'
import { derivedVariant } from '../lib/picture-derive'
import type { UploadImageType, UploadResult } from '@contract/schemas/upload'
import { PICTURE_SIZES, pictureSuffix, type PictureSize } from '@contract/pictures'

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024

const EXT: Record<UploadImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif'
}
export const MIME_BY_EXT: Record<string, UploadImageType> = Object.fromEntries(
  Object.entries(EXT).map(([mime, ext]) => [ext, mime as UploadImageType])
)

/**
 * Stored names: 32 hex characters, a picture's size suffix (lib/pictures.ts) or none, and the type's extension, so
 * a name can never walk out of the folder.
 */
export const STORED_NAME_PATTERN = `^[a-f0-9]{32}(${(Object.keys(PICTURE_SIZES) as PictureSize[])
  .map(pictureSuffix)
  .join('|')})?\\.(jpg|png|webp|gif)$`

/** The image type a file really is, read from its first bytes; the client's name and mimetype are not trusted. */
export function sniffImage(buf: Buffer): UploadImageType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg'
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png'
  }
  const head = buf.subarray(0, 12).toString('latin1')
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif'
  if (buf.length >= 12 && head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp'
  return null
}

/** A checked image: its stored name, type and the address clients use. */
export interface StoredImage {
  name: string
  mime: UploadImageType
  url: string
}

/**
 * The server's one upload path (shoppers' photos here, the console's goods pictures in admin/upload.ts): size
 * limit, type from the bytes, a random name, the configured store (lib/storage.ts), and the address to answer:
 * the bucket's public address when it serves files itself, else GET /api/service/image/:name on this server.
 */
export async function storeImage(
  ctx: { files: FileStore; publicUrl: string },
  data: Buffer,
  rules: { maxBytes: number; tooBig: string; notImage: string }
): Promise<StoredImage> {
  if (!data.length) throw invalid('file', '为空，请重新选择图片')
  if (data.length > rules.maxBytes) throw invalid('file', rules.tooBig)
  const mime = sniffImage(data)
  if (!mime) throw invalid('file', rules.notImage)
  const name = `${crypto.randomBytes(16).toString('hex')}.${EXT[mime]}`
  await ctx.files.put(name, data, mime)
  return { name, mime, url: ctx.files.publicUrl(name) ?? `${ctx.publicUrl}/api/service/image/${name}` }
}

/** Stores a shopper's checked image under a random name and answers the spec's `[url]`. */
export async function saveImage(
  ctx: { db: DbOrTx; files: FileStore; publicUrl: string },
  userId: number,
  file: { data: Buffer; originalName: string }
): Promise<UploadResult> {
  const image = await storeImage(ctx, file.data, {
    maxBytes: UPLOAD_MAX_BYTES,
    tooBig: '大小不能超过 5MB',
    notImage: '仅支持 JPG、PNG、WEBP、GIF 格式的图片'
  })
  await ctx.db.insert(uploads).values({
    userId,
    name: image.name,
    originalName: file.originalName.slice(0, 255),
    mime: image.mime,
    size: file.data.length
  })
  return [image.url]
}

/**
 * The stored file for a name that passed STORED_NAME_PATTERN, or null. A picture's size not stored yet is made from
 * its source now, and stored (lib/picture-derive.ts); a picture with no source is null like any missing file.
 */
export async function openImage(files: FileStore, name: string, log?: (err: unknown, msg: string) => void) {
  if (!new RegExp(STORED_NAME_PATTERN).test(name)) return null
  const found = (await files.open(name)) ?? (await derivedVariant(files, name, log))
  return found && { ...found, mime: MIME_BY_EXT[name.split('.').pop()!] }
}
