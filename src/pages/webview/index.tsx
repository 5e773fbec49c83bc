import { Text, View, WebView } from '@tarojs/components'
import { useEffect, useState } from 'react'
import EmptyState from '@/components/empty-state'
import PageLayout from '@/components/page-layout'
import { goBack } from '@/utils/route'
import { readWebviewAddress } from '@/utils/webview'
import './index.scss'

export const WEBVIEW_TEXT = {
  missing: '没有要打开的网页',
  refused: '无法打开该地址',
  refusedHint: '出于安全考虑，仅支持打开 http 或 https 开头的网页地址',
  back: '返回',
  frameTitle: '网页内容'
} as const

/** Opens the address stored under the webview-address key (spec section 2); anything but http(s) is refused. */
export default function WebviewPage() {
  const [address] = useState(readWebviewAddress)

  // Taro's H5 web-view is a bare iframe, rendered after this effect: name it (for screen readers) once it is there.
  useEffect(() => {
    if (process.env.TARO_ENV === 'h5') {
      if (!address.ok || typeof MutationObserver === 'undefined') return undefined
      const name = () =>
        document
          .querySelectorAll('iframe.taro-webview:not([title])')
          .forEach((f) => f.setAttribute('title', WEBVIEW_TEXT.frameTitle))
      name()
      const watch = new MutationObserver(name)
      watch.observe(document.body, { childList: true, subtree: true })
      return () => watch.disconnect()
    }
    return undefined
  }, [address])

  return (
    <PageLayout page='webview' className='webview-page'>
      {address.ok ? (
        <WebView className='webview-page__frame' src={address.url} />
      ) : (
        <View className='webview-page__refused' role='alert'>
          <EmptyState
            title={address.reason === 'missing' ? WEBVIEW_TEXT.missing : WEBVIEW_TEXT.refused}
            description={address.reason === 'refused' ? WEBVIEW_TEXT.refusedHint : undefined}
            actionText={WEBVIEW_TEXT.back}
            onAction={() => void goBack()}
          />
          {address.reason === 'refused' && <Text className='webview-page__address'>{address.url}</Text>}
        </View>
      )}
    </PageLayout>
  )
}
