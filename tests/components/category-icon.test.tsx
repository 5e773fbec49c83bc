import { act, fireEvent, render } from '@testing-library/react'
import CategoryIcon from '@/components/category-icon'
import SwiperNav from '@/components/home-template/swiper-nav'
import { templateImageUrl } from '@/utils/image'
import { $ } from '../jest/render'

const PICTURE = '/api/service/image/0123456789abcdef0123456789abcdef'

describe('category and nav icons (docs/decisions/0034-pictures.md)', () => {
  it('shows the uploaded icon at the icon size', () => {
    render(<CategoryIcon className='x' src={`${PICTURE}_160.webp`} name='食品生鲜' />)
    expect($('.x').querySelector('img')?.getAttribute('src')).toBe(`${PICTURE}_160.webp`)
    expect(document.querySelector('.category-icon--placeholder')).toBeNull()
  })

  it('without one, draws the name’s first character on a neutral disc, hidden from screen readers', () => {
    render(<CategoryIcon className='x' src='' name=' 粮油调味' />)
    const placeholder = $('.category-icon--placeholder')
    expect(placeholder.textContent).toBe('粮')
    expect(placeholder.getAttribute('aria-hidden')).toBe('true')
    expect(placeholder.querySelector('img')).toBeNull()
    expect(placeholder.className).toContain('x')
  })

  it('falls back to the placeholder when the picture cannot be loaded', () => {
    render(<CategoryIcon src='/gone.jpg' name='家居日用' />)
    const image = document.querySelector('.category-icon img') as HTMLImageElement
    act(() => void fireEvent.error(image))
    expect($('.category-icon--placeholder').textContent).toBe('家')
  })

  it('sizes a template’s stored picture address, sized or not; any other address stays as it is', () => {
    expect(templateImageUrl(`${PICTURE}_1080.jpg`, 'icon')).toBe(`${PICTURE}_160.webp`)
    expect(templateImageUrl(`http://shop.test${PICTURE}_full.webp`, 'icon', 'jpg')).toBe(
      `http://shop.test${PICTURE}_160.jpg`
    )
    expect(templateImageUrl(PICTURE, 'large')).toBe(`${PICTURE}_1080.webp`)
    expect(templateImageUrl('/api/service/image/0123456789abcdef0123456789abcdef.png', 'icon')).toBe(
      '/api/service/image/0123456789abcdef0123456789abcdef.png'
    )
    expect(templateImageUrl('https://cdn.example/a.png', 'icon')).toBe('https://cdn.example/a.png')
    expect(templateImageUrl('', 'icon')).toBe('')
  })

  it('the home nav asks for the icon size and draws the placeholder for an item without an icon', () => {
    render(
      <SwiperNav
        inputProps={{
          theme: 1,
          banners: [],
          navs: [
            { title: '食品生鲜', icon: `${PICTURE}_1080.jpg`, link: '/pages/goods-search-result/index?category_id=1' },
            { title: '家居日用', icon: '', link: '/pages/goods-search-result/index?category_id=2' }
          ]
        }}
        activities={{}}
      />
    )
    const items = Array.from(document.querySelectorAll('.home-swiper-nav__item'))
    expect(items[0].querySelector('img')?.getAttribute('src')).toBe(`${PICTURE}_160.webp`)
    expect(items[1].querySelector('img')).toBeNull()
    expect(items[1].querySelector('.home-swiper-nav__icon')?.textContent).toBe('家')
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['食品生鲜', '家居日用'])
  })

  it('the home banner asks for the 750 px size of a stored picture, whatever size the console saved', () => {
    render(
      <SwiperNav
        inputProps={{
          theme: 1,
          banners: [
            { title: '限时秒杀', image: `${PICTURE}_1080.jpg`, link: '' },
            { title: '外链', image: 'https://cdn.example/b.jpg', link: '' }
          ],
          navs: []
        }}
        activities={{}}
      />
    )
    const slides = Array.from(document.querySelectorAll('.image-swiper__slide img'))
    expect(slides[0].getAttribute('src')).toBe(`${PICTURE}_750.webp`)
    // Another host's address is used as it is (the second slide is lazy: its address waits in data-src).
    expect(slides[1].getAttribute('data-src') ?? slides[1].getAttribute('src')).toBe('https://cdn.example/b.jpg')
  })
})
