import Taro from '@tarojs/taro'
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
    await startApp('#/pages/goods-search/index')
  })
  afterAll(() => uninstall())

  it('renders a page through its layout: title, back button, coming-soon with a way home', async () => {
    expect(textOf(currentPage().querySelector('.nav-bar__title') ?? currentPage())).toBe('商品搜索')
    expect(document.querySelector('.nav-bar__back')).not.toBeNull()
    expect(textOf(currentPage())).toContain('该页面正在建设中')
    expect(document.querySelector('.tab-bar')).toBeNull()
  })

  it('"返回首页" takes the user to the home page', async () => {
    $('.coming-soon__action').click()
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

  it('registers every page of the registry, and each coming-soon page says so under its title', async () => {
    const entries = [
      ...registry.pages.map((e) => ({ path: `pages/${e.page}/index`, ...e })),
      ...registry.subPackages.flatMap((s) => s.pages.map((e) => ({ path: `${s.root}/${e.page}/index`, ...e })))
    ]
    expect(registeredPaths().sort()).toEqual(entries.map((e) => e.path).sort())
    for (const entry of entries.filter((e) => e.status === 'coming-soon')) {
      await Taro.redirectTo({ url: `/${entry.path}` }).catch(() => Taro.reLaunch({ url: `/${entry.path}` }))
      await settle()
      const page = currentPage()
      expect([entry.path, textOf(page.querySelector('.nav-bar__title') ?? page)]).toEqual([entry.path, entry.title])
      expect([entry.path, textOf(page).includes('该页面正在建设中')]).toEqual([entry.path, true])
    }
  }, 60_000)
})
