import { View } from '@tarojs/components'
import { useEffect, useRef, useState, type ReactNode } from 'react'

/** How far below the screen a deferred part starts drawing (CSS px). */
const AHEAD = 100

/**
 * A part of the home below the first screen, drawn once it comes near the screen (H5). Until then a
 * box of about its height stands in, so the first screen's main thread is not spent on goods nobody
 * sees yet. Mini programs draw it at once (their rendering runs off the logic thread).
 */
export default function Deferred({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [shown, setShown] = useState(process.env.TARO_ENV !== 'h5')
  const ref = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (process.env.TARO_ENV === 'h5') {
      const el = ref.current
      if (shown || !el) return
      if (typeof IntersectionObserver === 'undefined') {
        setShown(true)
        return
      }
      const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setShown(true), {
        rootMargin: `${AHEAD}px 0px`
      })
      io.observe(el)
      return () => io.disconnect()
    }
  }, [shown])
  if (shown) return <>{children}</>
  return <View ref={ref as never} className='home-deferred' style={{ minHeight: `${minHeight}px` }} />
}
