import { act, fireEvent, render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { createElement } from 'react'
// The H5 build's stand-in for Taro's <Image> (config/h5-bundle.ts, docs/decisions/0029-h5-cold-boot.md).
import StubImage from '../../config/stubs/taro-image.js'

type ImageProps = {
  src: string
  mode?: string
  className?: string
  lazyLoad?: boolean
  onLoad?: (e: { detail: { width: number; height: number } }) => void
}
const Image = StubImage as unknown as ComponentType<ImageProps>

/** An <img> whose laid-out size may not be read (reading it is what forces a layout in a browser). */
function guardLayout(img: HTMLImageElement, natural: { width: number; height: number }) {
  const reads: string[] = []
  for (const key of ['width', 'height', 'offsetWidth', 'offsetHeight', 'clientWidth', 'getBoundingClientRect'])
    Object.defineProperty(img, key, {
      configurable: true,
      get: () => {
        reads.push(key)
        return 0
      }
    })
  Object.defineProperty(img, 'naturalWidth', { configurable: true, get: () => natural.width })
  Object.defineProperty(img, 'naturalHeight', { configurable: true, get: () => natural.height })
  return reads
}

describe("H5 <Image> stand-in: Taro's markup, a load that forces no layout", () => {
  it("draws Taro's markup: the wrapper's classes, the mode class, the src", () => {
    const { container } = render(createElement(Image, { src: '/a.png', mode: 'aspectFill', className: 'card__img' }))
    const wrapper = container.firstElementChild as HTMLElement
    expect(wrapper.className).toBe('taro-img card__img')
    const img = wrapper.querySelector('img') as HTMLImageElement
    expect(img.className).toBe('taro-img__mode-aspectfill')
    expect(img.getAttribute('src')).toBe('/a.png')
  })

  it('widthFix keeps its wrapper class', () => {
    const { container } = render(createElement(Image, { src: '/a.png', mode: 'widthFix' }))
    expect(container.firstElementChild?.className).toBe('taro-img taro-img__widthfix')
  })

  it("reports the picture's own size to onLoad without reading its laid-out size", () => {
    const onLoad = jest.fn()
    const { container } = render(createElement(Image, { src: '/a.png', onLoad }))
    const img = container.querySelector('img') as HTMLImageElement
    const reads = guardLayout(img, { width: 750, height: 300 })
    fireEvent.load(img)
    expect(onLoad).toHaveBeenCalledTimes(1)
    expect(onLoad.mock.calls[0][0].detail).toEqual({ width: 750, height: 300 })
    expect(reads).toEqual([])
  })

  it('reads nothing at all from a loaded image when nobody listens', () => {
    const { container } = render(createElement(Image, { src: '/a.png' }))
    const img = container.querySelector('img') as HTMLImageElement
    const reads = guardLayout(img, { width: 1, height: 1 })
    let naturalReads = 0
    Object.defineProperty(img, 'naturalWidth', { get: () => ++naturalReads })
    fireEvent.load(img)
    expect(reads).toEqual([])
    expect(naturalReads).toBe(0)
  })

  it('lazyLoad sets the src only once the image comes near the screen', () => {
    type Entry = { isIntersecting: boolean; intersectionRatio: number }
    const observed: Array<(entries: Entry[]) => void> = []
    const original = window.IntersectionObserver
    window.IntersectionObserver = class {
      constructor(cb: (entries: Entry[]) => void) {
        observed.push(cb)
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver
    try {
      const { container } = render(createElement(Image, { src: '/lazy.png', lazyLoad: true }))
      const img = container.querySelector('img') as HTMLImageElement
      expect(img.getAttribute('src')).toBeNull()
      expect(img.getAttribute('data-src')).toBe('/lazy.png')
      // Only touching the visible area's edge (a swiper's next slide): still waits.
      act(() => observed[0]([{ isIntersecting: true, intersectionRatio: 0 }]))
      expect(img.getAttribute('src')).toBeNull()
      act(() => observed[0]([{ isIntersecting: true, intersectionRatio: 0.2 }]))
      expect(img.getAttribute('src')).toBe('/lazy.png')
    } finally {
      window.IntersectionObserver = original
    }
  })
})
