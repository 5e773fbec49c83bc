import Taro from '@tarojs/taro'

const pathOf = (page: { route?: string; path?: string } | undefined) =>
  `/${(page?.route || page?.path || '').split('?')[0].replace(/^\/+/, '')}`

/**
 * Returns to `path` (a page path, '/pages/x/index'): back through the stack when it is the page right below,
 * which keeps the stack short after a flow (overview -> apply -> status), else in place of this page.
 */
export async function backTo(path: string): Promise<void> {
  const pages = Taro.getCurrentPages() as Array<{ route?: string; path?: string }>
  if (pages.length > 1 && pathOf(pages[pages.length - 2]) === path) {
    try {
      await Taro.navigateBack({ delta: 1 })
      return
    } catch {
      // fall through: open it instead
    }
  }
  await Taro.redirectTo({ url: path }).catch(() => Taro.reLaunch({ url: path }))
}
