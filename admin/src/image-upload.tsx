import { Upload, message } from 'antd'
import type { UploadFile } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { csrfToken, type Answer } from './api'
import { pictureUrl } from './picture'
import { pictureVariant, type PictureSize } from '@contract/pictures'

const MAX = 2 * 1024 * 1024
const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']
/** One empty list for a field with no value yet: a fresh `[]` per render would re-run the value effect each time. */
const NONE: string[] = []

/** Stops what the server would refuse before it is sent: a non-image, or a file over 2 MB (the server checks again). */
export function checkImageFile(file: { type: string; size: number }) {
  if (!TYPES.includes(file.type)) {
    message.error('不是图片：仅支持 JPG、PNG、WEBP、GIF')
    return Upload.LIST_IGNORE
  }
  if (file.size > MAX) {
    message.error('图片大小不能超过 2MB')
    return Upload.LIST_IGNORE
  }
  return true
}

/** The file types a console upload takes, for the file picker. */
export const IMAGE_ACCEPT = TYPES.join(',')

/**
 * What an address field saves of an upload: the answer's large JPEG, or the same picture's JPEG at `size` (its
 * address is the answer's up to the key). An answer without a key (an older server) gives its address as it is.
 */
function addressAt(answer: { url: string; picture?: string }, size: PictureSize) {
  const { url, picture } = answer
  const at = picture ? url.lastIndexOf(picture) : -1
  if (size === 'large' || !picture || at < 0) return url
  return pictureVariant(url.slice(0, at + picture.length), size, 'jpg')
}

/**
 * Pictures, uploaded to /api/admin/upload (stored as sized variants) with a progress bar per file. The value is the
 * list of picture keys for goods and category icons (`keys`), or of addresses for the home template's banners (the
 * large JPEG) and nav icons (`size` icon). Non-images and files over 2 MB are stopped here, and the server refuses them
 * again whatever the browser says.
 */
export function ImageUpload({
  value = NONE,
  onChange,
  max = 9,
  label = '上传图片',
  keys = false,
  size = 'large'
}: {
  value?: string[]
  onChange?: (v: string[]) => void
  /** How many pictures it holds (a banner has one). */
  max?: number
  label?: string
  /** Goods pictures: the value holds keys, shown by their thumbnails. */
  keys?: boolean
  /** Addresses: the size whose JPEG is saved (what older apps load as it is; the app sizes it again). */
  size?: PictureSize
}) {
  const [files, setFiles] = useState<UploadFile[]>([])
  // The latest value, so two uploads finishing before the form re-renders both land in it.
  const latest = useRef(value)
  latest.current = value
  useEffect(() => {
    // Pictures already saved (addresses) show as done; keys of generated pictures are kept as they are.
    setFiles((now) => {
      const pending = now.filter((f) => f.status === 'uploading')
      return [
        ...value.map((url, i) => ({
          uid: `saved-${i}-${url}`,
          name: url.split('/').pop() ?? url,
          status: 'done' as const,
          url: keys ? pictureUrl(url) : /^https?:|^\//.test(url) ? url : undefined
        })),
        ...pending
      ]
    })
  }, [value, keys])
  return (
    <Upload
      action='/api/admin/upload'
      name='file'
      accept={IMAGE_ACCEPT}
      listType='picture-card'
      withCredentials
      headers={{ 'x-csrf-token': csrfToken() }}
      fileList={files}
      maxCount={max}
      beforeUpload={checkImageFile}
      onChange={({ file, fileList }) => {
        if (file.status === 'done') {
          const env = file.response as { errno: number; error: string; data: Answer<'POST /upload'> }
          if (env.errno !== 1) {
            message.error(env.error)
            setFiles(fileList.filter((f) => f.uid !== file.uid))
            return
          }
          // The tile is marked done before the form hears of it: returning with the list untouched left the
          // file 'uploading' in our state, and the value effect kept it there as a pending tile (文件上传中).
          const saved = keys ? env.data.picture : addressAt(env.data, size)
          const shown = keys ? pictureUrl(env.data.picture) : saved
          setFiles(fileList.map((f) => (f.uid === file.uid ? { ...f, status: 'done', url: shown } : f)))
          const next = [...latest.current, saved]
          latest.current = next
          onChange?.(next)
          return
        }
        if (file.status === 'removed') {
          const i = files.findIndex((f) => f.uid === file.uid)
          if (i >= 0 && i < value.length) onChange?.(value.filter((_, j) => j !== i))
        }
        if (file.status === 'error') message.error('上传失败，请重试')
        setFiles(fileList)
      }}
    >
      {files.length < max ? label : null}
    </Upload>
  )
}
