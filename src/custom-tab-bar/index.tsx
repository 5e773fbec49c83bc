import TabBar from '@/components/tab-bar'

/**
 * WeChat renders this component on every tab page (app.config tabBar.custom). Each tab page gets its
 * own instance, so the active tab is the page showing it.
 */
export default function CustomTabBar() {
  return <TabBar />
}
