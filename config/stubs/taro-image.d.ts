import type { ComponentType } from 'react'
import type { ImageProps } from '@tarojs/components/types/Image'

/** config/stubs/taro-image.js: Taro's H5 <Image> with a load handler that forces no layout. */
declare const Image: ComponentType<ImageProps>
export default Image
