// Stands in for @tarojs/components-react's dist/components/image/index.js (H5 build, config/h5-bundle.ts): the
// same <Image> (same markup, classes, lazyLoad), except for its load handler. Taro's handler reads the <img>'s
// `width` and `height` on every load, onLoad given or not; those are the laid-out size, so each image that
// arrives forces a synchronous layout of the whole page in the middle of the boot (about 100 ms at Lighthouse's
// 4x CPU on the home page, docs/decisions/0029-h5-cold-boot.md). Here the handler does nothing without an
// onLoad, and with one it reports the picture's own size (naturalWidth / naturalHeight), which is what the mini
// programs' `bindload` gives (event.detail = { width, height } of the image) and needs no layout. A lazy image
// also waits until part of it comes near, not one touching the visible area's edge (below).
import classNames from 'classnames'
import { createForwardRefComponent } from '@tarojs/components-react/dist/utils/index.js'
import { useCallback, useEffect, useRef, useState } from 'react'
import { jsx } from 'react/jsx-runtime'

function Image(props) {
  const imgRef = useRef(null)
  const observer = useRef({})
  const [, setIsLoaded] = useState(false)
  const { className, style = {}, src, mode, onError, onLoad, lazyLoad, imgProps, forwardedRef, ...rest } = props
  const cls = classNames('taro-img', { 'taro-img__widthfix': mode === 'widthFix' }, className)
  const imgCls = classNames('taro-img__mode-' + (mode || 'scaleToFill').toLowerCase().replace(/\s/g, ''))
  const imageOnLoad = useCallback(
    (e) => {
      if (!onLoad) return
      const img = e.target
      Object.defineProperty(e, 'detail', {
        enumerable: true,
        writable: true,
        value: { width: img.naturalWidth, height: img.naturalHeight }
      })
      onLoad(e)
    },
    [onLoad]
  )
  useEffect(() => {
    if (lazyLoad) {
      // An image that only touches the visible area counts as intersecting with a ratio of 0: the next slide of a
      // swiper, laid edge to edge with the one shown, was fetched on every first visit (a second 30-50 KB photo on
      // home and goods-info, bench/photos.md). It loads once a part of it comes within the margin; the 0.01
      // threshold reports that moment (with [0] alone, no second report would come).
      observer.current = new IntersectionObserver(
        (entries) => {
          const entry = entries[entries.length - 1]
          if (entry.isIntersecting && entry.intersectionRatio > 0) {
            setIsLoaded(true)
            imgRef.current.src = src
          }
        },
        { rootMargin: '300px 0px', threshold: [0, 0.01] }
      )
      observer.current.observe?.(imgRef.current)
    }
    return () => observer.current?.disconnect?.()
  }, [lazyLoad, src])
  const ref = (img) => (imgRef.current = img)
  return jsx('div', {
    className: cls,
    style,
    ref: forwardedRef,
    ...rest,
    children: lazyLoad
      ? jsx('img', { ref, className: imgCls, 'data-src': src, onLoad: imageOnLoad, onError, ...imgProps })
      : jsx('img', { ref, className: imgCls, src, onLoad: imageOnLoad, onError, ...imgProps })
  })
}

export default createForwardRefComponent(Image)
