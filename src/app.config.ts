import registry from '../scripts/page-registry.json'
import { TAB_PAGES } from './constants/pages'

/**
 * Pages come from scripts/page-registry.json (the one list of pages, titles and build status) so the
 * registry, the page folders and this config cannot drift; scripts/check-pages.mjs checks all three
 * against spec section 2. Home is first: it is the launch page.
 */
type RegistryPage = {
  page: string
  title: string
  status: string
  list?: boolean
  tab?: boolean
  tabText?: string
  main?: boolean
  preload?: string[]
}

const isWeapp = process.env.TARO_ENV === 'weapp'
const isH5 = process.env.TARO_ENV === 'h5'

const registered = registry.pages as RegistryPage[]
/**
 * Mini programs download their main package before the first screen; a subpackage only when one of its pages
 * opens (or a preloadRule asks). So only the tab pages (WeChat and Alipay require them in the main package) and
 * the pages marked `main` (login, where any protected page sends a visitor) stay there; every other page is a
 * subpackage of its own folder (root `pages/<page>`, page `index`), which keeps its path `/pages/<page>/index`,
 * and mini.optimizeMainPackage (config/prod.ts) moves the code only subpackages use out of the main package.
 * H5 has no packages: it lists every page (each is a lazily loaded chunk anyway). docs/decisions/0010-mini-subpackages.md
 */
const inMain = (p: RegistryPage) => isH5 || p.tab === true || p.main === true
const pages = registered.filter(inMain).map((p) => `pages/${p.page}/index`)
const subPackages = [
  ...registry.subPackages.map((s) => ({
    root: s.root,
    pages: (s.pages as RegistryPage[]).map((p) => `${p.page}/index`)
  })),
  ...registered.filter((p) => !inMain(p)).map((p) => ({ root: `pages/${p.page}`, pages: ['index'] }))
]
/** Entering a page downloads the subpackages of its likely next pages in the background, on any network. */
const preloadRule = Object.fromEntries(
  registered
    .filter((p) => p.preload?.length && !isH5)
    .map((p) => [
      `pages/${p.page}/index`,
      { network: 'all' as const, packages: (p.preload ?? []).map((next) => `pages/${next}`) }
    ])
)
// In the footer's default order (home, category, cart, my).
const tabs = (registry.pages as RegistryPage[])
  .filter((p) => p.tab)
  .sort((a, b) => TAB_PAGES.indexOf(`/pages/${a.page}/index`) - TAB_PAGES.indexOf(`/pages/${b.page}/index`))

export default defineAppConfig({
  pages,
  subPackages,
  ...(isH5 ? {} : { preloadRule }),
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
  ...(isWeapp ? { requiredPrivateInfos: ['getLocation', 'chooseAddress'], lazyCodeLoading: 'requiredComponents' } : {}),
  // Page slide animation of spec section 9; an H5 router option (mini programs animate natively).
  ...(isH5 ? { animation: { duration: 300, delay: 50 } } : {})
})
