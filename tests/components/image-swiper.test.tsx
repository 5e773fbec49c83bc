/**
 * <ImageSwiper> in the mini programs (the native swiper): WeChat's <Image> shows WebP only when told to, and the
 * goods-info gallery and banners ask WebP there (docs/decisions/0034-pictures.md); Alipay is given JPEG and no flag.
 */
import { render } from '@testing-library/react'
import ImageSwiper from '@/components/image-swiper'

const mockImages: Array<Record<string, unknown>> = []
jest.mock('@tarojs/components', () => {
  const { createElement } = jest.requireActual('react')
  const box = (p: { className?: string; children?: unknown }) =>
    createElement('div', { className: p.className }, p.children)
  return {
    View: box,
    Swiper: box,
    SwiperItem: box,
    Image: (p: Record<string, unknown>) => {
      mockImages.push(p)
      return null
    }
  }
})

const env = process.env.TARO_ENV
afterEach(() => {
  process.env.TARO_ENV = env
  mockImages.length = 0
})

const images = [
  { src: 'https://shop/api/service/image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa_750.webp', alt: '芒果 1' },
  { src: 'https://shop/api/service/image/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb_750.webp', alt: '芒果 2' }
]

test('WeChat: every slide says webp, the first is not lazy', () => {
  process.env.TARO_ENV = 'weapp'
  render(<ImageSwiper images={images} shape='square' />)
  expect(mockImages.map((p) => [p.src, p.webp, p.lazyLoad])).toEqual([
    [images[0].src, true, false],
    [images[1].src, true, true]
  ])
})

test('Alipay: no webp flag (its pictures are JPEG)', () => {
  process.env.TARO_ENV = 'alipay'
  render(<ImageSwiper images={images} shape='square' />)
  expect(mockImages).toHaveLength(2)
  expect(mockImages.every((p) => p.webp === undefined)).toBe(true)
})
