import { Image } from '@tarojs/components'
import { imageUrl, type PictureRef, type PictureSize } from '@/utils/image'

export interface GoodsImageProps {
  /** The goods, SKU or line as the answer carries it (`picture`, else `image`). */
  goods: PictureRef | string | null | undefined
  /** The size it renders: thumb (lines up to 120 px), list (cards up to 240 px), medium/large (goods info). */
  size: PictureSize
  className?: string
  /** Off for the first screen's picture (the gallery's first slide): it is the page's largest paint. */
  lazy?: boolean
  mode?: 'aspectFill' | 'aspectFit' | 'widthFix'
  alt?: string
}

/** WeChat decodes WebP only when told to (<Image webp>); H5 browsers always do; other platforms get JPEG. */
const WEBP = process.env.TARO_ENV === 'weapp' ? { webp: true } : {}

/** Every goods and SKU picture of the app: the size asked for, lazy by default, nothing when there is no picture. */
export default function GoodsImage({
  goods,
  size,
  className,
  lazy = true,
  mode = 'aspectFill',
  alt = ''
}: GoodsImageProps) {
  const src = imageUrl(goods, size)
  if (!src) return null
  return <Image className={className} src={src} mode={mode} lazyLoad={lazy} imgProps={{ alt }} {...WEBP} />
}
