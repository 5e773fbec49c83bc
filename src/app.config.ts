import registry from '../scripts/page-registry.json'
import { TAB_PAGES } from './constants/pages'

/**
 * Pages come from scripts/page-registry.json (the one list of pages, titles and build status) so the
 * registry, the page folders and this config cannot drift; scripts/check-pages.mjs checks all three
 * against spec section 2. Home is first: it is the launch page.
 */
type RegistryPage = { page: string; title: string; status: string; list?: boolean; tab?: boolean; tabText?: string }

const pages = (registry.pages as RegistryPage[]).map((p) => `pages/${p.page}/index`)
const subPackages = registry.subPackages.map((s) => ({
  root: s.root,
  pages: (s.pages as RegistryPage[]).map((p) => `${p.page}/index`)
}))
// In the footer's default order (home, category, cart, my).
const tabs = (registry.pages as RegistryPage[])
  .filter((p) => p.tab)
  .sort((a, b) => TAB_PAGES.indexOf(`/pages/${a.page}/index`) - TAB_PAGES.indexOf(`/pages/${b.page}/index`))

const isWeapp = process.env.TARO_ENV === 'weapp'
const isH5 = process.env.TARO_ENV === 'h5'

export default defineAppConfig({
  pages,
  subPackages,
  window: {
    navigationStyle: 'custom',
    navigationBarTitleText: '米粒商城',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f5f5',
    backgroundTextStyle: 'dark',
    // List pages switch pull-to-refresh on in their own index.config.ts.
    enablePullDownRefresh: false,
    onReachBottomDistance: 50
  },
  // The bar itself is src/custom-tab-bar (mini programs) and the page layout's tab bar (H5): both draw the
  // tabs the theme's footer configures; this list only tells the platform which pages are tab pages.
  tabBar: {
    custom: true,
    color: '#999999',
    selectedColor: '#D4AC52',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: tabs.map((p) => ({ pagePath: `pages/${p.page}/index`, text: p.tabText ?? p.title }))
  },
  permission: {
    'scope.userLocation': {
      desc: '获取您的位置信息，用于确定您所在地区的商品库存'
    }
  },
  ...(isWeapp ? { requiredPrivateInfos: ['getLocation'], lazyCodeLoading: 'requiredComponents' } : {}),
  // Page slide animation of spec section 9; an H5 router option (mini programs animate natively).
  ...(isH5 ? { animation: { duration: 300, delay: 50 } } : {})
})
