import multipart from '@fastify/multipart'
import { type App, requireUser } from '../lib/context'
import { ERRNO, invalid } from '../errors'
import { ok } from '../lib/reply'
import { UPLOAD_MAX_BYTES, openImage, saveImage } from './upload'
import { uploadRoutes } from '@contract/api/service'

/** Form fields a client may use for the file's name beside the `file` part (Taro's formData). */
const NAME_FIELDS = new Set(['name', 'filename', 'file_name', 'fileName'])

/** /api/service/image/upload (multipart) and the stored images served back. */
export default async function routes(app: App) {
  // Registered here only, so no other area's route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 }
  })

  app.post('/image/upload', { schema: uploadRoutes['/image/upload'] }, async (req) => {
    const userId = requireUser(req)
    if (!req.isMultipart()) throw invalid('file', '缺失，请以 multipart/form-data 上传图片')
    let data: Buffer | null = null
    let originalName = ''
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || data) {
            part.file.resume()
            continue
          }
          data = await part.toBuffer()
          originalName = originalName || part.filename || ''
        } else if (NAME_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
          originalName = part.value
        }
      }
    } catch (err) {
      if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw invalid('file', '大小不能超过 5MB')
      if (err instanceof app.multipartErrors.FilesLimitError) throw invalid('file', '每次只能上传一张图片')
      if (err instanceof app.multipartErrors.PartsLimitError || err instanceof app.multipartErrors.FieldsLimitError) {
        throw invalid('body', '表单字段过多')
      }
      // Anything else the parser throws (no boundary, a body cut short) is a malformed upload, not our fault.
      req.log.info({ err }, 'malformed multipart upload')
      throw invalid('file', '上传格式不正确')
    }
    if (!data) throw invalid('file', '缺失，请选择要上传的图片')
    const target = { db: app.db, files: app.files, publicUrl: app.config.publicUrl }
    return ok(await saveImage(target, userId, { data, originalName }))
  })

  // No params schema: a name that is not one of ours (a traversal attempt included) is simply not found.
  app.get<{ Params: { name: string } }>(
    '/image/:name',
    { schema: uploadRoutes['/image/:name'] },
    async (req, reply) => {
      const found = await openImage(app.files, req.params.name, (err, msg) => req.log.error({ err }, msg))
      if (!found) return reply.status(404).send({ errno: ERRNO.NOT_FOUND, error: '图片不存在', data: null })
      // Names are random and never reused (a size made now is the one every later request gets), so a copy may be
      // kept for a year.
      return reply
        .type(found.mime)
        .header('content-length', found.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(found.body)
    }
  )
}
