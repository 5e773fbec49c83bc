import Taro from '@tarojs/taro'

export interface NavMetrics {
  /** Device px above the bar (status bar); 0 on H5, where CSS env(safe-area-inset-top) does the job. */
  statusBarHeight: number
  /** Device px of the bar itself. */
  barHeight: number
  /** Device px kept free on the right for WeChat's capsule menu button. */
  capsuleWidth: number
}

const H5_BAR_HEIGHT = 44

let cached: NavMetrics | null = null

/**
 * WeChat draws its capsule button over custom navigation bars; aligning the bar with the capsule is
 * the platform's documented way to size it. Measured once: the values do not change at runtime.
 */
export function getNavMetrics(): NavMetrics {
  if (cached) return cached
  if (process.env.TARO_ENV !== 'weapp') {
    cached = { statusBarHeight: 0, barHeight: H5_BAR_HEIGHT, capsuleWidth: 0 }
    return cached
  }
  try {
    const win = Taro.getSystemInfoSync()
    const statusBarHeight = win.statusBarHeight || 20
    const menu = Taro.getMenuButtonBoundingClientRect()
    const barHeight = menu && menu.height ? (menu.top - statusBarHeight) * 2 + menu.height : H5_BAR_HEIGHT
    const capsuleWidth = menu && menu.left ? win.windowWidth - menu.left : 0
    cached = { statusBarHeight, barHeight, capsuleWidth }
  } catch {
    cached = { statusBarHeight: 20, barHeight: H5_BAR_HEIGHT, capsuleWidth: 0 }
  }
  return cached
}
