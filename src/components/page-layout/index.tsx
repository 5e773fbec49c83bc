import { View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useShareAppMessage } from '@tarojs/taro'
import { useEffect, type ReactNode } from 'react'
import ErrorBoundary from '@/components/error-boundary'
import NavBar from '@/components/nav-bar'
import PrivacySheet from '@/components/privacy-sheet'
import TabBar from '@/components/tab-bar'
import { LAOLING_CHANNEL } from '@/constants/limits'
import { pageMeta } from '@/constants/page-meta'
import { useCareModeRoot } from '@/hooks/use-care-mode'
import { useGlobalStore } from '@/stores/global'
import { useThemeStore } from '@/stores/theme'
import { ensureLogin } from '@/platform/login'
import { getCurrentUrl, pageTitle } from '@/utils/route'
import './index.scss'

export interface PageLayoutProps {
  /**
   * The page's key in scripts/page-registry.json ('my-order', 'pagesFace/middle'): title, tab, login and
   * share come from there, so nothing about a page is stated twice.
   */
  page: string
  children?: ReactNode
  /** Defaults to true except on tab pages. */
  showBack?: boolean
  /** Hide the navigation bar (hosts that draw their own header, e.g. the laoling channel). */
  hideNavBar?: boolean
  /**
   * Pull-to-refresh work beyond the page's data hooks (which refresh themselves); the spinner stops
   * when it settles.
   */
  onRefresh?: () => Promise<unknown> | void
  /** What a share shows (registry `share` pages); defaults to the page title and the current page. */
  share?: { title?: string; path?: string; imageUrl?: string }
  className?: string
}

/**
 * Every page renders through this: custom navigation bar, safe areas, the theme's CSS variables on the
 * page root (mini programs have no document root to put them on), login for `login` pages, the share
 * menu for `share` pages, and on H5 the tab bar.
 */
export default function PageLayout({
  page,
  children,
  showBack,
  hideNavBar = false,
  onRefresh,
  share,
  className = ''
}: PageLayoutProps) {
  const meta = pageMeta(page)
  const tabBar = Boolean(meta.tab)
  // Once per page instance: after login the login page relaunches this page, which mounts it afresh.
  useEffect(() => {
    if (meta.login) ensureLogin()
  }, [meta.login])
  useEffect(() => {
    // H5: the router's page container is the scrolling region; keyboard users need to reach it
    // (axe scrollable-region-focusable). Mini programs scroll natively.
    if (process.env.TARO_ENV === 'h5') {
      document.querySelectorAll('.taro_page:not([tabindex])').forEach((el) => el.setAttribute('tabindex', '0'))
    }
  }, [])
  const cssVars = useThemeStore((s) => s.cssVars)
  // Spec section 6: the laoling channel's host app draws its own header (with its back button) over every
  // page, so ours would be a second one.
  const laoling = useGlobalStore((s) => s.appcode) === LAOLING_CHANNEL
  // Care mode (长辈版): the class scales every token below this root (app.scss .care-mode).
  const careMode = useCareModeRoot()
  // Shown again when the user comes back to a page kept alive in the stack (H5 keeps document.title global).
  useDidShow(() => {
    void Taro.setNavigationBarTitle({ title: pageTitle(meta.title) }).catch(() => undefined)
  })
  // Without this the platform's refresh spinner keeps spinning on pages with nothing to refresh.
  usePullDownRefresh(() => {
    void Promise.resolve()
      .then(() => onRefresh?.())
      .catch(() => undefined)
      .finally(() => Taro.stopPullDownRefresh())
  })
  // Registered on every page (hooks cannot be conditional); only share pages enable the menu in config.
  useShareAppMessage(() => ({
    title: share?.title ?? meta.title,
    path: share?.path ?? getCurrentUrl(),
    ...(share?.imageUrl ? { imageUrl: share.imageUrl } : {})
  }))
  const classes = ['page-layout', tabBar ? 'page-layout--tab' : '', careMode ? 'care-mode' : '', className]
    .filter(Boolean)
    .join(' ')
  return (
    <View className={classes} style={cssVars}>
      {!hideNavBar && !laoling && <NavBar title={meta.title} showBack={showBack ?? !tabBar} />}
      <View className='page-layout__body'>
        <ErrorBoundary>{children}</ErrorBoundary>
      </View>
      {tabBar && process.env.TARO_ENV === 'h5' && <TabBar placeholder />}
      {process.env.TARO_ENV !== 'h5' && <PrivacySheet />}
    </View>
  )
}
