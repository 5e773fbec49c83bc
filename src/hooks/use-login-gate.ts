import { pageMeta } from '@/constants/page-meta'
import { useAuthStore } from '@/stores/auth'
import { getCurrentRoute } from '@/utils/route'

/** The registry key of the page being rendered ('my-order'), or '' outside a page. */
function currentPageKey(): string {
  let route = ''
  try {
    route = getCurrentRoute()
  } catch {
    // No router yet (a component rendered outside a page): no page, no login rule.
  }
  const m = route.match(/^\/(?:pages\/([\w-]+)|(pagesFace\/[\w-]+))\/index$/)
  return m ? (m[1] ?? m[2]) : ''
}

function needsLogin(key: string): boolean {
  if (!key) return false
  try {
    return Boolean(pageMeta(key).login)
  } catch {
    return false
  }
}

/**
 * Whether the page may load its data: always, except on a `login` page of the registry while logged
 * out. There PageLayout is already sending the visitor to login; loading would only collect 1006s.
 */
export function useLoginGate(): boolean {
  const isLogin = useAuthStore((s) => s.isLogin)
  return isLogin || !needsLogin(currentPageKey())
}
