import Taro from '@tarojs/taro'
import customRoutes from '@/constants/custom-routes.json'
import { installNotFoundHandler } from '@/components/not-found/handler'
import { useAuthStore } from '@/stores/auth'
import registry from '../../scripts/page-registry.json'
import { registeredPaths, settle, startApp } from '../jest/app-harness'
import { $, textOf } from '../jest/render'

/** Opens an address the way a user or a link does: by changing the hash. */
async function open(hash: string): Promise<void> {
  window.location.hash = hash
  await settle()
}

/** The router stacks page elements; the visible page is the newest. */
function currentPage(): Element {
  const pages = document.querySelectorAll('.taro_page')
  return pages[pages.length - 1] ?? document.body
}

describe('page routes (H5 router)', () => {
  let uninstall: () => void
  beforeAll(async () => {
    // Logged in, so pages that require login (my-order ...) render instead of sending us to login.
    useAuthStore.getState().loginSuccess({ token: 'test-token', uid: 7 })
    // What src/app.tsx does at start-up.
    uninstall = installNotFoundHandler()
    // An article page without an id: its title from the registry, and an empty state with a way home.
    await startApp('#/pages/article-detail/index')
  })
  afterAll(() => uninstall())

  it('renders a page through its layout: the registry title, back button, no tab bar', async () => {
    expect(textOf(currentPage().querySelector('.nav-bar__title') ?? currentPage())).toBe('文章详情')
    expect(document.querySelector('.nav-bar__back')).not.toBeNull()
    expect(textOf(currentPage())).toContain('文章不存在或已下线')
    expect(document.querySelector('.tab-bar')).toBeNull()
  })

  it('"返回首页" takes the user to the home page', async () => {
    $('.empty-state__action').click()
    await settle()
    expect(textOf(currentPage().querySelector('.nav-bar__title') ?? currentPage())).toBe('首页')
    expect(window.location.hash).toBe('#/pages/home/index')
  })

  it('serves the custom routes of spec section 2', async () => {
    await open('#/opa-bank-list')
    expect(textOf(currentPage())).toContain('开户银行列表')
    await open('#/scan-for-pension')
    expect(textOf(currentPage())).toContain('扫码领养老金')
    await open('#/bjbank-lottery-draw')
    expect(textOf(currentPage())).toContain('北京银行抽奖')
  })

  it('answers an unknown route with the 404 view, and drops it on the next route', async () => {
    await open('#/pages/no-such-page/index')
    const host = $('.not-found-host')
    expect(textOf(host)).toContain('404')
    expect(textOf(host)).toContain('页面不存在')
    await open('#/pages/my-order/index')
    expect(document.querySelector('.not-found-host')).toBeNull()
    expect(textOf(currentPage())).toContain('我的订单')
  })

  it('registers every page of the registry under its title; only coming-soon pages say so', async () => {
    const entries = [
      ...registry.pages.map((e) => ({ path: `pages/${e.page}/index`, ...e })),
      ...registry.subPackages.flatMap((s) => s.pages.map((e) => ({ path: `${s.root}/${e.page}/index`, ...e })))
    ]
    expect(registeredPaths().sort()).toEqual(entries.map((e) => e.path).sort())
    // Every page mounts under its registry title; a page not built yet says so, a built one does not.
    for (const entry of entries) {
      await Taro.redirectTo({ url: `/${entry.path}` }).catch(() => Taro.reLaunch({ url: `/${entry.path}` }))
      await settle()
      // Entry and bridge pages continue elsewhere on their own (without their parameters: home or an error).
      // Pages with a custom route (spec section 2) show under that address instead.
      const addresses = [
        entry.path,
        ...Object.entries(customRoutes)
          .filter(([p]) => p === `/${entry.path}`)
          .map(([, r]) => r)
      ]
      if (!addresses.some((a) => window.location.hash.includes(a))) {
        expect([entry.path, /^#\/(pages|pagesFace)\/[\w-]+\/index/.test(window.location.hash)]).toEqual([
          entry.path,
          true
        ])
        continue
      }
      const page = currentPage()
      expect([entry.path, textOf(page.querySelector('.nav-bar__title') ?? page)]).toEqual([entry.path, entry.title])
      const soon = textOf(page).includes('该页面正在建设中')
      expect([entry.path, soon]).toEqual([entry.path, entry.status === 'coming-soon'])
    }
  }, 60_000)
})
