import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { adminCatalogueRoutes as C } from '@contract/admin/catalogue'
import { adminSupportRoutes as S } from '@contract/admin/support'
import type { App } from '../lib/context'
import { invalid } from '../errors'
import { ok } from '../lib/reply'
import { actor } from './route'
import { saveStaffImage, STAFF_UPLOAD_MAX_BYTES } from './upload'

/**
 * POST /api/admin/upload and /api/admin/support/upload (multipart, field `file`): a picture stored as sized variants
 * (lib/pictures.ts); the console shows the upload's progress. One reader, a permission per use.
 */
export default async function uploadRoutes(app: App) {
  await app.register(async (scope) => {
    // Multipart only here, as in content/upload.routes.ts: no other console route accepts it.
    await scope.register(multipart, { limits: { fileSize: STAFF_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } })
    const receive = async (req: FastifyRequest) => {
      if (!req.isMultipart()) throw invalid('file', '缺失，请以 multipart/form-data 上传图片')
      let data: Buffer | null = null
      let originalName = ''
      try {
        for await (const part of req.parts()) {
          if (part.type !== 'file') continue
          if (part.fieldname !== 'file' || data) {
            part.file.resume()
            continue
          }
          data = await part.toBuffer()
          originalName = part.filename || ''
        }
      } catch (err) {
        if (err instanceof scope.multipartErrors.RequestFileTooLargeError) throw invalid('file', '大小不能超过 2MB')
        throw invalid('file', '上传格式不正确')
      }
      if (!data) throw invalid('file', '缺失，请选择要上传的图片')
      const ctx = { db: app.db, files: app.files, publicUrl: app.config.publicUrl }
      return ok(await saveStaffImage(ctx, actor(req), { data, originalName }))
    }
    // Goods, categories and the home page's pictures (goods:write); a 客服 reply's picture (support:reply).
    scope.post('/upload', { schema: C['POST /upload'], config: { perm: 'goods:write' } }, receive)
    scope.post('/support/upload', { schema: S['POST /support/upload'], config: { perm: 'support:reply' } }, receive)
  })
}
