import { Image, Swiper, SwiperItem, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import './index.scss'

export interface SwiperImage {
  src: string
  /** What the image shows, for screen readers (a banner's title, the goods name). */
  alt: string
}

export interface ImageSwiperProps {
  images: SwiperImage[]
  /** banner: 750 x 300; square: a goods gallery. The box is sized before any image loads (no layout shift). */
  shape?: 'banner' | 'square'
  /** Advance every few seconds until the shopper touches it. */
  autoplay?: boolean
  indicator?: 'dots' | 'fraction'
  onTap?: (index: number) => void
  /** The image shown first (a viewer opened on the third picture). */
  initial?: number
  className?: string
}

const AUTOPLAY_MS = 4000

interface TrackProps extends Required<Omit<ImageSwiperProps, 'onTap' | 'className' | 'initial'>> {
  initial: number
  onTap?: (index: number) => void
  index: number
  setIndex: (index: number) => void
}

/**
 * H5: a scroll-snap strip. Taro's H5 Swiper brings the whole Swiper.js bundle (about 40 KB gzip) onto
 * the page; native scrolling with snap points swipes just as well and costs nothing.
 */
function SnapTrack({ images, autoplay, onTap, setIndex, initial }: TrackProps) {
  const ref = useRef<HTMLElement | null>(null)
  const touched = useRef(false)
  // A scrolling box must be reachable by keyboard (arrow keys scroll it once focused). Set as the node attaches,
  // not in an effect: effects run after paint, and a scan (or a keyboard user) in between met a box it could not
  // reach (the page sweep's intermittent scrollable-region-focusable finding on goods-info).
  const attach = (el: HTMLElement | null) => {
    ref.current = el
    el?.setAttribute('tabindex', '0')
  }
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const onScroll = () => {
      const width = el.clientWidth || 1
      setIndex(Math.min(images.length - 1, Math.max(0, Math.round(el.scrollLeft / width))))
    }
    const stop = () => (touched.current = true)
    el.addEventListener('scroll', onScroll, { passive: true })
    el.addEventListener('touchstart', stop, { passive: true })
    return () => {
      el.removeEventListener('scroll', onScroll)
      el.removeEventListener('touchstart', stop)
    }
  }, [images.length, setIndex])
  useEffect(() => {
    const el = ref.current
    if (el && initial > 0) el.scrollLeft = initial * el.clientWidth
  }, [initial])
  useEffect(() => {
    if (!autoplay || images.length < 2) return
    const timer = setInterval(() => {
      const el = ref.current
      if (!el || touched.current) return
      const next = (Math.round(el.scrollLeft / (el.clientWidth || 1)) + 1) % images.length
      el.scrollTo?.({ left: next * el.clientWidth, behavior: 'smooth' })
    }, AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [autoplay, images.length])
  return (
    <View className='image-swiper__track' ref={attach as never}>
      {images.map((img, i) => (
        <View key={`${i}-${img.src}`} className='image-swiper__slide' onClick={() => onTap?.(i)}>
          <Image
            className='image-swiper__image'
            src={img.src}
            mode='aspectFill'
            lazyLoad={i > 0}
            imgProps={{ alt: img.alt }}
          />
        </View>
      ))}
    </View>
  )
}

/**
 * WeChat shows a WebP picture only when its <Image> says webp (the gallery and banners ask WebP there, as
 * <GoodsImage> does: docs/decisions/0034-pictures.md); without it the slide stayed blank on a phone.
 */
const webp = () => (process.env.TARO_ENV === 'weapp' ? { webp: true } : {})

/** Mini programs: the native swiper, which is free there. */
function NativeTrack({ images, autoplay, onTap, setIndex, initial }: TrackProps) {
  return (
    <Swiper
      className='image-swiper__track'
      current={initial}
      autoplay={autoplay && images.length > 1}
      interval={AUTOPLAY_MS}
      circular={images.length > 1}
      onChange={(e) => setIndex(e.detail.current)}
    >
      {images.map((img, i) => (
        <SwiperItem key={`${i}-${img.src}`} className='image-swiper__slide' onClick={() => onTap?.(i)}>
          <Image
            className='image-swiper__image'
            src={img.src}
            mode='aspectFill'
            lazyLoad={i > 0}
            ariaLabel={img.alt}
            {...webp()}
          />
        </SwiperItem>
      ))}
    </Swiper>
  )
}

/** Swipeable images (home banners, goods gallery) with dots or a 1/N counter. */
export default function ImageSwiper({
  images,
  shape = 'banner',
  autoplay = false,
  indicator = 'dots',
  onTap,
  initial = 0,
  className = ''
}: ImageSwiperProps) {
  const [index, setIndex] = useState(initial)
  if (!images.length) return null
  const track = { images, shape, autoplay, indicator, onTap, index, setIndex, initial }
  return (
    <View className={`image-swiper image-swiper--${shape} ${className}`.trim()}>
      {process.env.TARO_ENV === 'h5' ? <SnapTrack {...track} /> : <NativeTrack {...track} />}
      {images.length > 1 &&
        (indicator === 'fraction' ? (
          // role img: a name on a plain span is not read out; the picture count reads as 第1张，共3张.
          <View className='image-swiper__fraction' role='img' aria-label={`第${index + 1}张，共${images.length}张`}>
            {index + 1}/{images.length}
          </View>
        ) : (
          <View className='image-swiper__dots' aria-hidden='true'>
            {images.map((img, i) => (
              <View
                key={`${i}-${img.src}`}
                className={i === index ? 'image-swiper__dot image-swiper__dot--active' : 'image-swiper__dot'}
              />
            ))}
          </View>
        ))}
    </View>
  )
}
