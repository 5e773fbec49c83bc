import { WebView } from '@tarojs/components'
import { useEffect, useState } from 'react'
import PageLayout from '@/components/page-layout'
import { FaceBlocked, readFaceHandOff } from '@/features/pension/pension-flow'
import './index.scss'

export const FACE_FRAME_TITLE = '身份核验页面'

/** The provider's identity-check or signing page (the fdd webview url key) in a web view; only http(s). */
export default function FaceWebviewPage() {
  const [read] = useState(readFaceHandOff)

  // Taro's H5 web-view is a bare iframe rendered after this effect: name it for screen readers.
  useEffect(() => {
    if (process.env.TARO_ENV === 'h5') {
      if (read.status !== 'ok' || typeof MutationObserver === 'undefined') return undefined
      const name = () =>
        document
          .querySelectorAll('iframe.taro-webview:not([title])')
          .forEach((f) => f.setAttribute('title', FACE_FRAME_TITLE))
      name()
      const watch = new MutationObserver(name)
      watch.observe(document.body, { childList: true, subtree: true })
      return () => watch.disconnect()
    }
    return undefined
  }, [read])

  return (
    <PageLayout page='pagesFace/webview' className='face-webview'>
      {read.status === 'ok' ? (
        <WebView className='face-webview__frame' src={read.handOff.url} />
      ) : (
        <FaceBlocked reason={read.status} />
      )}
    </PageLayout>
  )
}
