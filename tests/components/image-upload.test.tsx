import { useState } from 'react'
import Taro from '@tarojs/taro'
import ImageUpload, { imageSrc, type ImageUploadProps } from '@/features/upload/image-upload'
import { UploadError, uploadImage, type UploadProgress } from '@/services/upload'
import { $, mount, textOf } from '../jest/render'

jest.mock('@/services/upload', () => {
  const actual = jest.requireActual('@/services/upload')
  return { ...actual, uploadImage: jest.fn() }
})

/** One controllable upload per call: the test reports progress and settles it. */
interface FakeUpload {
  filePath: string
  progress: (p: number) => void
  resolve: (url: string) => void
  reject: (err: unknown) => void
  abort: jest.Mock
}

const uploads: FakeUpload[] = []

// Taro's H5 <Image lazyLoad> watches visibility; jsdom has no IntersectionObserver.
class NoIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: NoIntersectionObserver })
const mockedUpload = uploadImage as jest.MockedFunction<typeof uploadImage>

let latest: string[] = []
const onError = jest.fn()

function Host(props: Partial<ImageUploadProps> & { initial?: string[] }) {
  const { initial = [], ...rest } = props
  const [value, setValue] = useState(initial)
  latest = value
  return <ImageUpload label='凭证' value={value} onChange={setValue} onError={onError} {...rest} />
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const cells = () => Array.from(document.querySelectorAll('.image-upload__cell'))
const addTile = () => document.querySelector('.image-upload__add') as HTMLElement | null

async function pickFiles(utils: Awaited<ReturnType<typeof mount>>, paths: string[]) {
  jest.spyOn(Taro, 'chooseImage').mockResolvedValueOnce({
    tempFilePaths: paths,
    tempFiles: [],
    errMsg: 'chooseImage:ok'
  } as unknown as Taro.chooseImage.SuccessCallbackResult)
  await utils.act(async () => {
    addTile()?.click()
    await flush()
  })
}

beforeEach(() => {
  uploads.length = 0
  latest = []
  onError.mockReset()
  mockedUpload.mockReset()
  mockedUpload.mockImplementation((filePath: string, onProgress?: (p: UploadProgress) => void) => {
    let resolve!: (url: string) => void
    let reject!: (err: unknown) => void
    const promise = new Promise<string>((res, rej) => {
      resolve = res
      reject = rej
    })
    const abort = jest.fn(() => reject(new UploadError('uploadFile:fail abort')))
    uploads.push({
      filePath,
      progress: (p) => onProgress?.({ progress: p, totalBytesSent: p, totalBytesExpectedToSend: 100 }),
      resolve,
      reject,
      abort
    })
    return Object.assign(promise, { abort })
  })
})

afterEach(() => jest.restoreAllMocks())

describe('ImageUpload', () => {
  it('uploads each picked image with its progress and adds its address to the value', async () => {
    const utils = await mount(Host)
    expect(textOf($('.image-upload__add'))).toBe('+0/3')
    expect($('.image-upload__add').getAttribute('aria-label')).toBe('添加凭证 0/3')
    await pickFiles(utils, ['blob:a', 'blob:b'])
    expect(Taro.chooseImage).toHaveBeenCalledWith(expect.objectContaining({ count: 3, sizeType: ['compressed'] }))
    expect(uploads.map((u) => u.filePath)).toEqual(['blob:a', 'blob:b'])
    expect(textOf($('.image-upload__add'))).toBe('+2/3')

    await utils.act(async () => uploads[0].progress(45))
    const bar = $('.image-upload__mask[role="progressbar"]')
    expect(bar.getAttribute('aria-valuenow')).toBe('45')
    expect(textOf(bar)).toBe('45%')
    expect($('.image-upload__bar-fill').style.width).toBe('45%')

    await utils.act(async () => {
      uploads[1].resolve('/api/service/image/b.png')
      uploads[0].resolve('/api/service/image/a.png')
      await flush()
    })
    // Both finished before a re-render: neither is lost.
    expect(latest).toEqual(['/api/service/image/b.png', '/api/service/image/a.png'])
    expect(document.querySelector('.image-upload__mask')).toBeNull()
    expect(document.querySelectorAll('.image-upload__img')).toHaveLength(2)
  })

  it('shows 上传失败 with 重试 and 删除 on a failed file; a retry that succeeds adds it', async () => {
    const utils = await mount(Host)
    await pickFiles(utils, ['blob:a'])
    const error = new UploadError('uploadFile:fail timeout')
    await utils.act(async () => {
      uploads[0].reject(error)
      await flush()
    })
    expect(textOf($('.image-upload__cell--failed .image-upload__status'))).toBe('上传超时')
    expect(Array.from(document.querySelectorAll('.image-upload__action')).map((el) => textOf(el))).toEqual([
      '重试',
      '删除'
    ])
    expect(onError).toHaveBeenCalledWith(error, 'blob:a')
    expect(latest).toEqual([])

    await utils.act(async () => $('[aria-label="重试上传凭证"]').click())
    expect(uploads).toHaveLength(2)
    expect(uploads[1].filePath).toBe('blob:a')
    expect(document.querySelector('.image-upload__cell--failed')).toBeNull()
    expect(document.querySelector('.image-upload__cell--uploading')).not.toBeNull()
    await utils.act(async () => {
      uploads[1].resolve('/api/service/image/a.png')
      await flush()
    })
    expect(latest).toEqual(['/api/service/image/a.png'])
  })

  it("reads an empty upload as a failure ('No file uploaded') and removes a failed file on 删除", async () => {
    const utils = await mount(Host)
    await pickFiles(utils, ['blob:a'])
    await utils.act(async () => {
      uploads[0].reject(new UploadError('No file uploaded'))
      await flush()
    })
    expect(textOf($('.image-upload__cell--failed'))).toContain('上传失败')
    expect(onError.mock.calls[0][0]).toMatchObject({ errMsg: 'No file uploaded' })
    await utils.act(async () => $('[aria-label="删除上传失败的凭证"]').click())
    expect(cells()).toHaveLength(1) // only the add tile
    expect(latest).toEqual([])
  })

  it('hides the add tile at the maximum, counting uploads in flight, and asks for no more than fit', async () => {
    const utils = await mount(Host, { initial: ['/api/service/image/1.png'], max: 2 })
    await pickFiles(utils, ['blob:a', 'blob:b'])
    expect(Taro.chooseImage).toHaveBeenCalledWith(expect.objectContaining({ count: 1 }))
    expect(uploads.map((u) => u.filePath)).toEqual(['blob:a'])
    expect(addTile()).toBeNull()
    await utils.act(async () => {
      uploads[0].resolve('/api/service/image/2.png')
      await flush()
    })
    expect(latest).toHaveLength(2)
    expect(addTile()).toBeNull()
  })

  it('defaults to 3 images', async () => {
    await mount(Host, { initial: ['/1.png', '/2.png', '/3.png'] })
    expect(addTile()).toBeNull()
  })

  it('ignores a cancelled pick', async () => {
    const utils = await mount(Host)
    jest.spyOn(Taro, 'chooseImage').mockRejectedValueOnce({ errMsg: 'chooseImage:fail cancel' })
    const toast = jest.spyOn(Taro, 'showToast')
    await utils.act(async () => {
      addTile()?.click()
      await flush()
    })
    expect(uploads).toHaveLength(0)
    expect(toast).not.toHaveBeenCalled()
  })

  it('previews the tapped image among all uploaded ones', async () => {
    const preview = jest.spyOn(Taro, 'previewImage').mockResolvedValue({ errMsg: 'previewImage:ok' })
    const utils = await mount(Host, { initial: ['/api/service/image/1.png', 'https://cdn.example/2.png'] })
    await utils.act(async () => $('[aria-label="查看第2张凭证"]').click())
    expect(preview).toHaveBeenCalledWith({
      current: 'https://cdn.example/2.png',
      urls: [imageSrc('/api/service/image/1.png'), 'https://cdn.example/2.png']
    })
  })

  it('deletes an uploaded image only after the user confirms', async () => {
    const modal = jest
      .spyOn(Taro, 'showModal')
      .mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
      .mockResolvedValueOnce({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
    const utils = await mount(Host, { initial: ['/1.png', '/2.png'] })
    await utils.act(async () => {
      $('[aria-label="删除第1张凭证"]').click()
      await flush()
    })
    expect(modal.mock.calls[0][0]).toMatchObject({
      content: '确定删除这张图片吗？',
      confirmText: '删除',
      cancelText: '取消'
    })
    expect(latest).toEqual(['/1.png', '/2.png'])
    await utils.act(async () => {
      $('[aria-label="删除第1张凭证"]').click()
      await flush()
    })
    expect(latest).toEqual(['/2.png'])
  })

  it('aborts uploads still running when it goes away', async () => {
    const utils = await mount(Host)
    await pickFiles(utils, ['blob:a'])
    utils.unmout()
    expect(uploads[0].abort).toHaveBeenCalled()
  })

  it('makes API paths absolute for mini programs and leaves other addresses alone', () => {
    const base = process.env.TARO_APP_API_BASE
    process.env.TARO_APP_API_BASE = 'https://api.example.com/'
    expect(imageSrc('/api/service/image/a.png')).toBe('https://api.example.com/api/service/image/a.png')
    expect(imageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
    expect(imageSrc('//cdn.example/a.png')).toBe('//cdn.example/a.png')
    expect(imageSrc('blob:http://localhost/1')).toBe('blob:http://localhost/1')
    process.env.TARO_APP_API_BASE = base
  })
})
