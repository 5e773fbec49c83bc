import { render } from '@testing-library/react'
import GoodsCard from '@/components/goods-card'
import GoodsImage from '@/components/goods-image'
import OrderGoods from '@/components/order-goods'
import { galleryUrls, imageUrl, pictureFormat } from '@/utils/image'
import type { GoodsListItem } from '@contract/schemas/goods'
import type { OrderLine } from '@contract/schemas/order'
import { $ } from '../jest/render'

const PICTURE = '/api/service/image/0123456789abcdef0123456789abcdef'

const item: GoodsListItem = {
  spu_id: 3,
  sku_id: 31,
  title: '海南金煌芒果',
  subtitle: '',
  image: `${PICTURE}_480.jpg`,
  picture: PICTURE,
  price: 2990,
  market_price: 3990,
  cashback: 90,
  sales: 12,
  supplier: '海南热带农场',
  tags: [],
  kind: null,
  activity_price: null
}

const img = (selector: string) => $(selector).querySelector('img') as HTMLImageElement

describe('the image helper (docs/decisions/0034-pictures.md)', () => {
  it('asks for the size a screen renders, WebP on H5 and WeChat, JPEG elsewhere', () => {
    expect(imageUrl(item, 'list')).toBe(`${PICTURE}_480.webp`)
    expect(imageUrl(item, 'thumb')).toBe(`${PICTURE}_240.webp`)
    expect(imageUrl(PICTURE, 'full', 'jpg')).toBe(`${PICTURE}_full.jpg`)
    expect(pictureFormat('weapp')).toBe('webp')
    expect(pictureFormat('alipay')).toBe('jpg')
    // An answer without `picture` (an order bought before pictures were sized) keeps its own address.
    expect(imageUrl({ image: '/old.svg' }, 'list')).toBe('/old.svg')
    expect(imageUrl({ picture: '', image: '' }, 'list')).toBe('')
    expect(galleryUrls({ pictures: [PICTURE], images: ['/x.jpg'] }, 'medium')).toEqual([`${PICTURE}_750.webp`])
    expect(galleryUrls({ images: ['/x.jpg'] }, 'medium')).toEqual(['/x.jpg'])
  })

  it('a goods card loads the size its square shows at 2x at most, never the original', () => {
    // A list card's 200 px square is a line's picture (thumb); a waterfall card fills a column (list).
    const { unmount } = render(<GoodsCard goods={item} />)
    expect(img('.goods-card__image').getAttribute('src')).toBe(`${PICTURE}_240.webp`)
    unmount()
    const { unmount: again } = render(<GoodsCard goods={item} layout='waterfall' />)
    expect(img('.goods-card__image').getAttribute('src')).toBe(`${PICTURE}_480.webp`)
    again()
    // A home row's 240 px cell asks for less than a column.
    render(<GoodsCard goods={item} layout='waterfall' imageSize='thumb' />)
    expect(img('.goods-card__image').getAttribute('src')).toBe(`${PICTURE}_240.webp`)
  })

  it('an order line loads the thumbnail', () => {
    const line: OrderLine = {
      sku_id: 31,
      spu_id: 3,
      title: '海南金煌芒果',
      image: `${PICTURE}_480.jpg`,
      picture: PICTURE,
      spec: '3斤装',
      price: 2990,
      qty: 1,
      amount: 2990,
      cashback: 90,
      item_id: 1
    }
    render(<OrderGoods lines={[line]} />)
    expect(img('.order-goods__image').getAttribute('src')).toBe(`${PICTURE}_240.webp`)
  })

  it('is lazy unless told otherwise, and draws nothing without a picture', () => {
    const { container, rerender } = render(<GoodsImage className='x' goods={item} size='medium' />)
    expect(img('.x').getAttribute('data-src')).toBe(`${PICTURE}_750.webp`)
    rerender(<GoodsImage className='x' goods={{ picture: '', image: '' }} size='list' />)
    expect(container.querySelector('.x')).toBeNull()
  })
})
