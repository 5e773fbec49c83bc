import Taro from '@tarojs/taro'
import type { Data } from '@contract/api/route'
import type { uploadRoutes } from '@contract/api/service'
import { ERRNO_OK, ERRNO_SESSION_EXPIRED } from '../constants/api'
import { UPLOAD_TIMEOUT } from '../constants/limits'
import { MSG } from '../constants/messages'
import { apiBase } from '../utils/env'
import { buildHeaders } from './request'
import { session } from './session-port'

/**
 * The one wrapper around Taro.uploadFile: multipart POST with the request headers, progress, a
 * timeout and abort, and the spec's messages (section 8): 'No file uploaded', 'uploadFile:fail
 * abort', 'uploadFile:fail timeout', 'uploadFile:fail <reason>', success 'uploadFile:ok'.
 */

export interface UploadProgress {
  progress: number
  totalBytesSent: number
  totalBytesExpectedToSend: number
}

export interface UploadOptions {
  /** Absolute, or a path on the API host ('/api/service/image/upload'). */
  url: string
  filePath: string
  name?: string
  formData?: Record<string, unknown>
  header?: Record<string, string>
  onProgress?: (progress: UploadProgress) => void
  timeout?: number
  fileName?: string
}

export interface UploadResult {
  errMsg: 'uploadFile:ok'
  statusCode: number
  /** The envelope's data: a list whose first item is the uploaded file's address (the contract's /image/upload). */
  data: Data<(typeof uploadRoutes)['/image/upload']>
  url: string
}

export class UploadError extends Error {
  errMsg: string
  errno?: number

  constructor(message: string, errno?: number) {
    super(message)
    this.name = 'UploadError'
    this.errMsg = message
    this.errno = errno
  }
}

export type Abortable<T> = Promise<T> & { abort: () => void }

type UploadTask = Promise<Taro.uploadFile.SuccessCallbackResult> & {
  abort?: () => void
  onProgressUpdate?: (cb: (res: UploadProgress) => void) => void
}

function failureReason(err: unknown): string {
  const msg = String((err as { errMsg?: string; message?: string })?.errMsg ?? (err as Error)?.message ?? err ?? '')
  if (/time ?out/i.test(msg)) return 'timeout'
  const reason = msg.replace(/^uploadFile:fail\s*/, '').trim()
  return reason || 'unknown error'
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data
  try {
    return JSON.parse(data)
  } catch {
    return null
  }
}

function settle(res: Partial<Taro.uploadFile.SuccessCallbackResult> | undefined): UploadResult {
  const statusCode = Number(res?.statusCode) || 0
  const body = parseBody(res?.data) as { errno?: unknown; error?: unknown; data?: unknown } | null
  if (!body || typeof body !== 'object' || !Number.isFinite(Number(body.errno))) {
    throw new UploadError(`uploadFile:fail ${statusCode >= 400 ? `HTTP ${statusCode}` : MSG.badResponse}`)
  }
  const errno = Number(body.errno)
  if (errno !== ERRNO_OK) {
    if (errno === ERRNO_SESSION_EXPIRED) session().expired()
    throw new UploadError(`uploadFile:fail ${String(body.error || errno)}`, errno)
  }
  const list = Array.isArray(body.data) ? body.data.filter((x): x is string => typeof x === 'string' && x !== '') : []
  if (list.length === 0) throw new UploadError(MSG.noFileUploaded)
  return { errMsg: 'uploadFile:ok', statusCode, data: list, url: list[0] }
}

export function uploadFile(options: UploadOptions): Abortable<UploadResult> {
  const {
    filePath,
    name = 'file',
    formData = {},
    header = {},
    onProgress,
    timeout = UPLOAD_TIMEOUT,
    fileName
  } = options
  let abort: () => void = () => undefined
  const promise = new Promise<UploadResult>((resolve, reject) => {
    let settled = false
    let task: UploadTask | null = null
    const done = (fn: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      fn()
    }
    const failWith = (reason: string) => done(() => reject(new UploadError(`uploadFile:fail ${reason}`)))
    // Our own timer and abort flag: platforms word these failures differently (or not at all).
    const timer = setTimeout(() => {
      failWith('timeout')
      task?.abort?.()
    }, timeout)
    abort = () => {
      failWith('abort')
      task?.abort?.()
    }
    const { 'Content-Type': _json, ...headers } = buildHeaders()
    try {
      task = Taro.uploadFile({
        url: /^https?:\/\//.test(options.url) ? options.url : `${apiBase()}${options.url}`,
        filePath,
        name,
        formData,
        header: { ...headers, ...header },
        timeout: timeout + 5_000,
        ...(fileName ? { fileName } : {})
      }) as UploadTask
    } catch (err) {
      failWith(failureReason(err))
      return
    }
    if (onProgress) task.onProgressUpdate?.((res) => onProgress(res))
    Promise.resolve(task).then(
      (res) =>
        done(() => {
          try {
            resolve(settle(res))
          } catch (err) {
            reject(err)
          }
        }),
      (err: unknown) => failWith(failureReason(err))
    )
  })
  return Object.assign(promise, { abort: () => abort() })
}

function baseName(path: string): string {
  return path.split(/[\\/]/).pop() || 'image'
}

/** Uploads an image to /api/service/image/upload and resolves its address. */
export function uploadImage(filePath: string, onProgress?: (progress: UploadProgress) => void): Abortable<string> {
  const name = baseName(filePath)
  const task = uploadFile({
    url: '/api/service/image/upload',
    filePath,
    name: 'file',
    formData: { filename: name },
    fileName: name,
    onProgress
  })
  return Object.assign(
    task.then((res) => res.url),
    { abort: task.abort }
  )
}
