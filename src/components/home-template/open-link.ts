import Taro from '@tarojs/taro'
import { TAB_PAGES } from '@/constants/pages'
import { safeTarget } from '@/utils/route'

/**
 * Follows a link an operator put in the template (banner, nav entry, 更多). Only pages of this app are
 * followed (a template cannot send shoppers off-site); tab pages are switched to, others opened.
 */
export async function openLink(link: unknown): Promise<void> {
  const target = safeTarget(typeof link === 'string' ? link : '', { fallback: '' })
  if (!target) return
  const path = target.split('?')[0]
  if (TAB_PAGES.includes(path)) {
    await Promise.resolve(Taro.switchTab({ url: path })).catch(() => undefined)
    return
  }
  // navigateTo fails once the page stack is full (10 pages): replace the current page instead.
  await Promise.resolve(Taro.navigateTo({ url: target })).catch(() =>
    Promise.resolve(Taro.redirectTo({ url: target })).catch(() => undefined)
  )
}
