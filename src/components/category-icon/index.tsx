import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import './index.scss'

export interface CategoryIconProps {
  /** The icon's address at the size it renders (src/utils/image.ts); '' when there is none. */
  src: string
  /** The name shown beside it: its first character is the placeholder. */
  name: string
  className?: string
}

/** WeChat decodes WebP only when told to (<Image webp>); H5 browsers always do; other platforms get JPEG. */
const WEBP = process.env.TARO_ENV === 'weapp' ? { webp: true } : {}

/**
 * A category's or a home nav item's icon: the picture the shop uploaded, or, without one (or when it cannot be
 * loaded), a placeholder the app draws: the name's first character on a neutral disc. No icon is ever a picture the
 * server made from an id (docs/decisions/0034-pictures.md). Decorative: the name beside it is what is read out.
 */
export default function CategoryIcon({ src, name, className = '' }: CategoryIconProps) {
  const [failed, setFailed] = useState('')
  if (src && failed !== src)
    return (
      <Image
        className={`category-icon ${className}`}
        src={src}
        mode='aspectFill'
        imgProps={{ alt: '' }}
        onError={() => setFailed(src)}
        {...WEBP}
      />
    )
  return (
    <View className={`category-icon category-icon--placeholder ${className}`} aria-hidden='true'>
      <Text className='category-icon__initial'>{[...name.trim()][0] ?? ''}</Text>
    </View>
  )
}
