import Taro from '@tarojs/taro'

/**
 * Full-screen pictures: the platform's own previewer (preview-image.h5.ts on H5). A cancelled or failed preview
 * is not an error the shopper needs to hear about.
 */
export function previewImages(urls: string[], current: string): void {
  void Promise.resolve(Taro.previewImage({ urls, current })).catch(() => undefined)
}
