import { Taro, resetTaro, setCurrentPage } from './helpers/taro-mock'
import { uploadFile, uploadImage } from '../../src/services/upload'
import { installSessionExpiry, resetSessionExpiry } from '../../src/flows/session-expiry'
import { useAuthStore } from '../../src/stores/auth'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

type Progress = (p: { progress: number; totalBytesSent: number; totalBytesExpectedToSend: number }) => void

/** A fake upload task: resolves with the given body, or hangs when body is undefined. */
function task(body?: unknown, statusCode = 200) {
  let progress: Progress | null = null
  const abort = jest.fn()
  const promise =
    body === undefined
      ? new Promise(() => undefined)
      : Promise.resolve({
          statusCode,
          data: typeof body === 'string' ? body : JSON.stringify(body),
          errMsg: 'uploadFile:ok'
        })
  const t = Object.assign(promise, { abort, onProgressUpdate: (cb: Progress) => (progress = cb) })
  Taro.uploadFile.mockImplementation(() => t)
  return { abort, emit: (p: number) => progress?.({ progress: p, totalBytesSent: p, totalBytesExpectedToSend: 100 }) }
}

beforeAll(() => installSessionExpiry())

beforeEach(() => {
  resetTaro()
  process.env.TARO_ENV = 'h5'
  process.env.TARO_APP_API_BASE = ''
  resetSessionExpiry()
  useAuthStore.getState().loginSuccess({ token: 'tok', uid: 9 })
})

afterEach(() => jest.useRealTimers())

const opts = { url: '/api/service/image/upload', filePath: 'blob:http://localhost/abc' }

describe('uploadFile', () => {
  it('resolves uploadFile:ok with the status code, the data list and the first address', async () => {
    task({ errno: 1, error: '', data: ['/api/service/image/a.png', '/x.png'] })
    await expect(uploadFile(opts)).resolves.toEqual({
      errMsg: 'uploadFile:ok',
      statusCode: 200,
      data: ['/api/service/image/a.png', '/x.png'],
      url: '/api/service/image/a.png'
    })
  })

  it('sends the request headers (no JSON content type) and the file field "file" by default', async () => {
    task({ errno: 1, error: '', data: ['/a.png'] })
    await uploadFile({ ...opts, formData: { filename: 'a.png' }, header: { 'X-Extra': '1' } })
    const call = Taro.uploadFile.mock.calls[0][0]
    expect(call.url).toBe('/api/service/image/upload')
    expect(call.name).toBe('file')
    expect(call.formData).toEqual({ filename: 'a.png' })
    expect(call.header).toMatchObject({ Authorization: 'Bearer tok', Uid: '9', 'Access-Channel': 'm', 'X-Extra': '1' })
    expect(call.header.Uuid).toBeTruthy()
    expect(call.header).not.toHaveProperty('Content-Type')
  })

  it('fails with "No file uploaded" when the data list is empty', async () => {
    task({ errno: 1, error: '', data: [] })
    await expect(uploadFile(opts)).rejects.toMatchObject({ message: 'No file uploaded' })
  })

  it('fails with "uploadFile:fail abort" when aborted', async () => {
    const t = task()
    const p = uploadFile(opts)
    p.abort()
    await expect(p).rejects.toMatchObject({ message: 'uploadFile:fail abort' })
    expect(t.abort).toHaveBeenCalled()
  })

  it('fails with "uploadFile:fail timeout" after 60 s by default', async () => {
    jest.useFakeTimers()
    const t = task()
    const p = uploadFile(opts)
    const settled = p.catch((e: unknown) => e)
    jest.advanceTimersByTime(59_999)
    expect(t.abort).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    await expect(settled).resolves.toMatchObject({ message: 'uploadFile:fail timeout' })
    expect(t.abort).toHaveBeenCalled()
  })

  it('honours a custom timeout', async () => {
    jest.useFakeTimers()
    task()
    const settled = uploadFile({ ...opts, timeout: 1000 }).catch((e: unknown) => e)
    jest.advanceTimersByTime(1000)
    await expect(settled).resolves.toMatchObject({ message: 'uploadFile:fail timeout' })
  })

  it('fails with "uploadFile:fail <reason>" when the platform fails', async () => {
    Taro.uploadFile.mockImplementation(() => Promise.reject({ errMsg: 'uploadFile:fail file not found' }))
    await expect(uploadFile(opts)).rejects.toMatchObject({ message: 'uploadFile:fail file not found' })
    Taro.uploadFile.mockImplementation(() => Promise.reject(new Error('socket hang up')))
    await expect(uploadFile(opts)).rejects.toMatchObject({ message: 'uploadFile:fail socket hang up' })
  })

  it('fails with the server error as the reason', async () => {
    task({ errno: 1001, error: '只支持 jpeg/png/webp/gif 图片', data: null })
    await expect(uploadFile(opts)).rejects.toMatchObject({
      message: 'uploadFile:fail 只支持 jpeg/png/webp/gif 图片',
      errno: 1001
    })
  })

  it('runs the session flow on errno 1006', async () => {
    setCurrentPage('pages/service-feedback/index')
    task({ errno: 1006, error: '请先登录', data: null })
    await expect(uploadFile(opts)).rejects.toMatchObject({ errno: 1006 })
    expect(useAuthStore.getState().isLogin).toBe(false)
    await new Promise((r) => setTimeout(r, 0))
    expect(Taro.showModal).toHaveBeenCalledTimes(1)
  })

  it('reports progress', async () => {
    const t = task()
    const onProgress = jest.fn()
    const p = uploadFile({ ...opts, onProgress })
    t.emit(40)
    t.emit(100)
    expect(onProgress.mock.calls.map((c) => c[0].progress)).toEqual([40, 100])
    p.abort()
    await p.catch(() => undefined)
  })

  it('refuses an answer that is not an envelope', async () => {
    task('<html>413 Request Entity Too Large</html>', 413)
    await expect(uploadFile(opts)).rejects.toMatchObject({ message: 'uploadFile:fail HTTP 413' })
  })
})

describe('uploadImage', () => {
  it('posts to /api/service/image/upload with the file name and resolves the address', async () => {
    process.env.TARO_APP_API_BASE = 'https://api.example.com'
    task({ errno: 1, error: '', data: ['https://api.example.com/api/service/image/x.jpg'] })
    const onProgress = jest.fn()
    await expect(uploadImage('wxfile://tmp/photo.jpg', onProgress)).resolves.toBe(
      'https://api.example.com/api/service/image/x.jpg'
    )
    const call = Taro.uploadFile.mock.calls[0][0]
    expect(call.url).toBe('https://api.example.com/api/service/image/upload')
    expect(call.name).toBe('file')
    expect(call.formData).toEqual({ filename: 'photo.jpg' })
    expect(call.fileName).toBe('photo.jpg')
  })
})
