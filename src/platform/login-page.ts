import Taro from '@tarojs/taro'
import { LOGIN_PAGE, LOGIN_SOURCE_MARKER } from '../constants/pages'
import { buildUrl } from '../utils/route'

/** The login page address: goUrl is where to return, sourceUrl the fixed marker (spec section 2). */
export function loginPageUrl(backUrl: string): string {
  return buildUrl(LOGIN_PAGE, { goUrl: backUrl, sourceUrl: LOGIN_SOURCE_MARKER })
}

/** Opens our own login page; a full page stack (mini programs allow 10) falls back to replacing the page. */
export async function openLoginPage(backUrl: string): Promise<void> {
  const url = loginPageUrl(backUrl)
  try {
    await Taro.navigateTo({ url })
  } catch {
    await Taro.redirectTo({ url })
  }
}
