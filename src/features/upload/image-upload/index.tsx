import { useEffect, useRef } from 'react'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { confirmAction } from '@/components/confirm'
import { apiBase } from '@/utils/env'
import { toast } from '@/utils/feedback'
import { previewImages } from '@/utils/preview-image'
import { useUploads } from './use-uploads'
import './index.scss'

export type { PendingImage } from './use-uploads'

export interface ImageUploadProps {
  /** Addresses of the uploaded images, in order. */
  value: string[]
  onChange: (value: string[]) => void
  /** Most images; the add tile hides once value and uploads in flight reach it. */
  max?: number
  /** What the images are, for screen readers and the add tile ('上传凭证'). */
  label?: string
  disabled?: boolean
  sourceType?: Array<'album' | 'camera'>
  /** Each failed upload, with the upload layer's error ('uploadFile:fail timeout', 'No file uploaded' ...). */
  onError?: (error: unknown, filePath: string) => void
  /** How many images are still uploading or failed (a form waits for 0 before it submits). */
  onPendingChange?: (pending: number) => void
  className?: string
}

/** Upload addresses may be paths on the API host; mini programs need them absolute to load. */
export function imageSrc(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${apiBase()}${url}` : url
}

/** The tile around each picture carries its name, so the <img> itself is decorative (H5). */
const DECORATIVE = { alt: '' }

const isCancel = (err: unknown) => /cancel/i.test(String((err as { errMsg?: string })?.errMsg ?? err))

/** A grid of images: pick, upload each with its progress, retry or remove a failed one, preview and delete. */
export default function ImageUpload({
  value,
  onChange,
  max = 3,
  label = '图片',
  disabled = false,
  sourceType = ['album', 'camera'],
  onError,
  onPendingChange,
  className = ''
}: ImageUploadProps) {
  // Several uploads can finish before the parent re-renders: each appends to the latest list.
  const valueRef = useRef(value)
  valueRef.current = value
  const change = (next: string[]) => {
    valueRef.current = next
    onChange(next)
  }
  const { pending, add, retry, remove } = useUploads((url) => change([...valueRef.current, url]), onError)
  const free = max - value.length - pending.length
  const pendingCount = pending.length
  useEffect(() => onPendingChange?.(pendingCount), [pendingCount, onPendingChange])

  const pick = async () => {
    if (disabled || free <= 0) return
    try {
      const res = await Taro.chooseImage({ count: Math.min(free, 9), sizeType: ['compressed'], sourceType })
      add((res.tempFilePaths ?? []).slice(0, free))
    } catch (err) {
      if (!isCancel(err)) toast('选择图片失败，请重试').catch(() => undefined)
    }
  }

  const preview = (index: number) => {
    const urls = value.map(imageSrc)
    previewImages(urls, urls[index])
  }

  const removeUploaded = async (index: number) => {
    const url = value[index]
    const ok = await confirmAction({ content: '确定删除这张图片吗？', confirmText: '删除', danger: true }).catch(
      () => false
    )
    if (ok) change(valueRef.current.filter((u) => u !== url))
  }

  return (
    <View className={`image-upload ${className}`.trim()} role='group' aria-label={label}>
      {value.map((url, i) => (
        <View className='image-upload__cell' key={url}>
          <View
            className='image-upload__tile'
            role='button'
            aria-label={`查看第${i + 1}张${label}`}
            onClick={() => preview(i)}
          >
            <Image className='image-upload__img' src={imageSrc(url)} mode='aspectFill' lazyLoad imgProps={DECORATIVE} />
          </View>
          {!disabled && (
            <View
              className='image-upload__delete'
              role='button'
              aria-label={`删除第${i + 1}张${label}`}
              onClick={() => removeUploaded(i)}
            >
              <Text className='image-upload__delete-mark' aria-hidden='true'>
                ×
              </Text>
            </View>
          )}
        </View>
      ))}
      {pending.map((item) => (
        <View className={`image-upload__cell image-upload__cell--${item.status}`} key={`p${item.key}`}>
          <View className='image-upload__tile'>
            <Image className='image-upload__img' src={item.filePath} mode='aspectFill' imgProps={DECORATIVE} />
            {item.status === 'uploading' ? (
              <View
                className='image-upload__mask'
                role='progressbar'
                aria-label={`${label}上传中`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.progress}
              >
                <Text className='image-upload__status'>{`${item.progress}%`}</Text>
                <View className='image-upload__bar'>
                  <View className='image-upload__bar-fill' style={{ width: `${item.progress}%` }} />
                </View>
              </View>
            ) : (
              <View className='image-upload__mask image-upload__mask--failed' role='alert'>
                <Text className='image-upload__status'>{item.reason}</Text>
              </View>
            )}
          </View>
          {item.status === 'failed' && (
            <View className='image-upload__actions'>
              <View
                className='image-upload__action'
                role='button'
                aria-label={`重试上传${label}`}
                onClick={() => retry(item.key)}
              >
                重试
              </View>
              <View
                className='image-upload__action'
                role='button'
                aria-label={`删除上传失败的${label}`}
                onClick={() => remove(item.key)}
              >
                删除
              </View>
            </View>
          )}
        </View>
      ))}
      {!disabled && free > 0 && (
        <View className='image-upload__cell'>
          <View
            className='image-upload__tile image-upload__add'
            role='button'
            // The count shown on the tile is part of its name (axe: label-content-name-mismatch).
            aria-label={`添加${label} ${value.length + pending.length}/${max}`}
            onClick={pick}
          >
            <Text className='image-upload__plus' aria-hidden='true'>
              +
            </Text>
            <Text className='image-upload__count' aria-hidden='true'>{`${value.length + pending.length}/${max}`}</Text>
          </View>
        </View>
      )}
    </View>
  )
}
