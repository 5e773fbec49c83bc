import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import ImageSwiper from '@/components/image-swiper'

/**
 * Full-screen pictures on tap. Mini programs use the native previewer; on H5, Taro's previewImage
 * brings the whole Swiper.js bundle (about 49 KB gzip) onto goods-info, so a light overlay over the
 * scroll-snap swiper does the job there.
 */
export function useImageViewer(images: string[]) {
  const [open, setOpen] = useState<number | null>(null)
  const show = (index: number) => {
    if (process.env.TARO_ENV === 'h5') setOpen(index)
    else void Promise.resolve(Taro.previewImage({ urls: images, current: images[index] })).catch(() => undefined)
  }
  return { open, show, close: () => setOpen(null) }
}

interface ImageViewerProps {
  images: string[]
  title: string
  index: number
  onClose: () => void
}

export default function ImageViewer({ images, title, index, onClose }: ImageViewerProps) {
  return (
    <View className='image-viewer' role='dialog' aria-modal='true' aria-label={`${title} 图片`}>
      <View className='image-viewer__stage'>
        <ImageSwiper
          shape='square'
          indicator='fraction'
          initial={index}
          images={images.map((src, i) => ({ src, alt: `${title} 图${i + 1}` }))}
          onTap={onClose}
        />
      </View>
      <View className='image-viewer__close' role='button' aria-label='关闭' onClick={onClose}>
        <Text aria-hidden='true'>×</Text>
      </View>
    </View>
  )
}
