import { View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useEffect, type ReactNode } from 'react'
import NavBar from '@/components/nav-bar'
import TabBar from '@/components/tab-bar'
import { useThemeStore } from '@/stores/theme'
import { ensureLogin } from '@/platform/login'
import { pageTitle } from '@/utils/route'
import './index.scss'

export interface PageLayoutProps {
  /** The page's title (as in its index.config.ts); the window title adds the mall name. */
  title: string
  children?: ReactNode
  /** Defaults to true except on tab pages. */
  showBack?: boolean
  /** A tab page: no back button, and on H5 the footer tab bar (mini programs draw src/custom-tab-bar). */
  tabBar?: boolean
  /** Hide the navigation bar (hosts that draw their own header, e.g. the laoling channel). */
  hideNavBar?: boolean
  /** Pull-to-refresh work on pages whose config enables it; the spinner stops when it settles. */
  onRefresh?: () => Promise<unknown> | void
  /** A page that only makes sense for a logged-in user: a visitor is sent to login, returning here after. */
  requireLogin?: boolean
  className?: string
}

/**
 * Every page renders through this: custom navigation bar, safe areas, the theme's CSS variables on the
 * page root (mini programs have no document root to put them on), and on H5 the tab bar.
 */
export default function PageLayout({
  title,
  children,
  showBack,
  tabBar = false,
  hideNavBar = false,
  onRefresh,
  requireLogin = false,
  className = ''
}: PageLayoutProps) {
  // Once per page instance: after login the login page relaunches this page, which mounts it afresh.
  useEffect(() => {
    if (requireLogin) ensureLogin()
  }, [requireLogin])
  const cssVars = useThemeStore((s) => s.cssVars)
  // Shown again when the user comes back to a page kept alive in the stack (H5 keeps document.title global).
  useDidShow(() => {
    void Taro.setNavigationBarTitle({ title: pageTitle(title) }).catch(() => undefined)
  })
  // Without this the platform's refresh spinner keeps spinning on pages with nothing to refresh yet.
  usePullDownRefresh(() => {
    void Promise.resolve()
      .then(() => onRefresh?.())
      .catch(() => undefined)
      .finally(() => Taro.stopPullDownRefresh())
  })
  const classes = ['page-layout', tabBar ? 'page-layout--tab' : '', className].filter(Boolean).join(' ')
  return (
    <View className={classes} style={cssVars}>
      {!hideNavBar && <NavBar title={title} showBack={showBack ?? !tabBar} />}
      <View className='page-layout__body'>{children}</View>
      {tabBar && process.env.TARO_ENV === 'h5' && <TabBar placeholder />}
    </View>
  )
}
