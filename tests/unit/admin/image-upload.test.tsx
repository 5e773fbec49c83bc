/**
 * The console's picture upload (admin/src/image-upload.tsx): once the server answers, the tile shows the
 * picture, not 文件上传中, and the form hears the address. The XHR is rc-upload's request, replaced here so
 * the test decides when and how the upload ends.
 */
import 'jest-canvas-mock'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { useState } from 'react'
import { ImageUpload } from '../../../admin/src/image-upload'
import './antd-env'

type Pending = { file: File; onProgress: (e: { percent: number }) => void; onSuccess: (body: unknown) => void }
const pending: Pending[] = []
jest.mock('rc-upload/lib/request', () => ({
  __esModule: true,
  default: (options: Pending) => {
    pending.push(options)
    return { abort: () => undefined }
  }
}))

const URL_A = 'https://shop.example/api/service/image/a.png'

function Form({ seen, keys = false, size }: { seen: string[][]; keys?: boolean; size?: 'icon' }) {
  const [value, setValue] = useState<string[]>([])
  return (
    <ConfigProvider locale={zhCN}>
      <ImageUpload
        keys={keys}
        size={size}
        value={value}
        onChange={(v) => {
          seen.push(v)
          setValue(v)
        }}
      />
    </ConfigProvider>
  )
}

async function choose(container: HTMLElement, name: string) {
  const input = container.querySelector('input[type=file]') as HTMLInputElement
  const file = new File(['png'], name, { type: 'image/png' })
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } })
    await new Promise((r) => setTimeout(r, 0))
  })
}

beforeAll(() => {
  // jsdom has no object URLs; antd asks for one to preview a picture still uploading.
  URL.createObjectURL = () => 'blob:preview'
  URL.revokeObjectURL = () => undefined
})

beforeEach(() => {
  pending.length = 0
})

test('a finished upload leaves 文件上传中 and shows the picture, and the form gets its address', async () => {
  const seen: string[][] = []
  const { container } = render(<Form seen={seen} />)
  await choose(container, 'a.png')
  expect(pending).toHaveLength(1)
  expect(screen.getByText('文件上传中')).toBeTruthy()

  await act(async () => {
    pending[0].onSuccess({ errno: 1, error: '', data: { url: URL_A } })
  })
  expect(screen.queryByText('文件上传中')).toBeNull()
  expect(seen).toEqual([[URL_A]])
  const img = container.querySelector('.ant-upload-list-item img') as HTMLImageElement
  expect(img.getAttribute('src')).toBe(URL_A)
  expect(container.querySelectorAll('.ant-upload-list-item')).toHaveLength(1)
})

test('two uploads finishing one after the other both land in the value', async () => {
  const seen: string[][] = []
  const { container } = render(<Form seen={seen} />)
  await choose(container, 'a.png')
  await choose(container, 'b.png')
  expect(pending).toHaveLength(2)
  await act(async () => {
    pending[0].onSuccess({ errno: 1, error: '', data: { url: URL_A } })
    pending[1].onSuccess({ errno: 1, error: '', data: { url: `${URL_A}?b` } })
  })
  expect(seen.at(-1)).toEqual([URL_A, `${URL_A}?b`])
  expect(screen.queryByText('文件上传中')).toBeNull()
})

test('an upload the server refuses says why and leaves no tile', async () => {
  const seen: string[][] = []
  const { container } = render(<Form seen={seen} />)
  await choose(container, 'a.png')
  await act(async () => {
    pending[0].onSuccess({ errno: 1001, error: '不是图片', data: null })
  })
  expect(seen).toEqual([])
  expect(container.querySelectorAll('.ant-upload-list-item')).toHaveLength(0)
})

test('goods pictures (keys): the form gets the stored key, the tile shows its thumbnail variant (decision 0034)', async () => {
  const seen: string[][] = []
  const key = '0123456789abcdef0123456789abcdef'
  const { container } = render(<Form seen={seen} keys />)
  await choose(container, 'a.png')
  await act(async () => {
    pending[0].onSuccess({ errno: 1, error: '', data: { url: `/api/service/image/${key}_1080.jpg`, picture: key } })
  })
  expect(seen).toEqual([[key]])
  const img = container.querySelector('.ant-upload-list-item img') as HTMLImageElement
  expect(img.getAttribute('src')).toBe(`/api/service/image/${key}_240.webp`)
})

test('a nav icon (size icon) saves the same picture at the icon size, not the large JPEG (decision 0034)', async () => {
  const seen: string[][] = []
  const key = '0123456789abcdef0123456789abcdef'
  const { container } = render(<Form seen={seen} size='icon' />)
  await choose(container, 'a.png')
  await act(async () => {
    pending[0].onSuccess({
      errno: 1,
      error: '',
      data: { url: `https://shop.example/api/service/image/${key}_1080.jpg`, picture: key }
    })
  })
  expect(seen).toEqual([[`https://shop.example/api/service/image/${key}_160.jpg`]])
  const img = container.querySelector('.ant-upload-list-item img') as HTMLImageElement
  expect(img.getAttribute('src')).toBe(`https://shop.example/api/service/image/${key}_160.jpg`)
})
