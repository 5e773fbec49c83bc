/**
 * H5 build of preview-image.ts (Taro picks `.h5.ts` files for H5): Taro's H5 previewImage brings the whole
 * Swiper.js bundle (about 44 KB brotli), so it is fetched on the first tap instead of with the page (it had come
 * back onto goods-info's first screen with the review cards; bench/report.md).
 */
export function previewImages(urls: string[], current: string): void {
  import('./preview-image-taro').then((m) => m.previewImages(urls, current)).catch(() => undefined)
}
