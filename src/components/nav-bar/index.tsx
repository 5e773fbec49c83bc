import { View, Text } from '@tarojs/components'
import { goBack } from '@/utils/route'
import { getNavMetrics } from './metrics'
import './index.scss'

export interface NavBarProps {
  title: string
  /** Tab pages and entry pages have nowhere to go back to. */
  showBack?: boolean
  onBack?: () => void
}

/**
 * The custom navigation bar (window.navigationStyle is 'custom'): back button and title. Alipay keeps
 * its native title bar, which cannot be hidden there and already shows the back button and the page's
 * defaultTitle, so the bar renders nothing on Alipay.
 */
export default function NavBar({ title, showBack = true, onBack }: NavBarProps) {
  if (process.env.TARO_ENV === 'alipay') return null
  const { statusBarHeight, barHeight, capsuleWidth } = getNavMetrics()
  const side = Math.max(capsuleWidth, barHeight)
  const handleBack = onBack ?? (() => goBack(1))
  // Without a measured status bar (H5), the stylesheet pads by env(safe-area-inset-top) instead.
  const safeAreaClass = statusBarHeight > 0 ? '' : ' nav-bar--safe-area'
  return (
    <View className={`nav-bar${safeAreaClass}`}>
      <View className='nav-bar__fixed' style={statusBarHeight > 0 ? { paddingTop: `${statusBarHeight}px` } : undefined}>
        <View className='nav-bar__bar' style={{ height: `${barHeight}px`, padding: `0 ${side}px` }}>
          {showBack && (
            <View
              className='nav-bar__back'
              role='button'
              style={{ width: `${barHeight}px`, height: `${barHeight}px` }}
              aria-label='返回'
              onClick={handleBack}
            >
              <View className='nav-bar__chevron' />
            </View>
          )}
          <Text className='nav-bar__title'>{title}</Text>
        </View>
      </View>
      {/* Keeps the page content below the fixed bar. */}
      <View className='nav-bar__placeholder' style={{ height: `${statusBarHeight + barHeight}px` }} />
    </View>
  )
}
