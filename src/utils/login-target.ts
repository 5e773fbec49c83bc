import { HOME_PAGE, LOGIN_PAGE } from '../constants/pages'

const PAGE_PATH = /^\/(pages|pagesFace)\/[\w-]+\/index$/

/**
 * Where a finished login goes: the goUrl it was given (URI-decoded), never the login page itself,
 * home when there is none. Only in-app page paths are followed, so a crafted link cannot send a
 * fresh session to another site.
 */
export function loginTarget(goUrl?: string | null): string {
  let url = (goUrl || '').trim()
  // Page params arrive decoded once; a link that encoded goUrl twice still decodes here.
  for (let i = 0; i < 2 && /%2F|%3F|%3D/i.test(url); i++) {
    try {
      url = decodeURIComponent(url)
    } catch {
      break
    }
  }
  url = url.replace(/^#/, '')
  if (url && !url.startsWith('/')) url = `/${url}`
  const path = url.split('?')[0]
  if (!PAGE_PATH.test(path) || path === LOGIN_PAGE) return HOME_PAGE
  return url
}
