import Taro from '@tarojs/taro'
import { goHome } from '@/utils/route'
import NotFound from './index'

interface NotFoundEvent {
  path: string
}

interface MountedFallback {
  host: HTMLElement
  unmount: () => void
}

let mounted: MountedFallback | null = null
// Counts show requests so a slow react-dom import for an old route cannot mount over a newer page.
let generation = 0

/**
 * H5 renders the not-found view into its own root above the app: Taro's router renders nothing for a
 * hash that matches no page, and the spec's page list has no not-found page to route to.
 * The literal TARO_ENV test lets mini-program builds drop the block, react-dom/client import included.
 */
async function showFallback(path: string): Promise<void> {
  if (process.env.TARO_ENV === 'h5') {
    const ticket = ++generation
    const { createRoot } = await import('react-dom/client')
    if (ticket !== generation) return
    hideFallback(false)
    const host = document.createElement('div')
    host.className = 'not-found-host'
    document.body.appendChild(host)
    const root = createRoot(host)
    root.render(<NotFound path={path} />)
    mounted = { host, unmount: () => root.unmount() }
  }
}

function hideFallback(cancelPending = true): void {
  if (cancelPending) generation++
  if (!mounted) return
  mounted.unmount()
  mounted.host.remove()
  mounted = null
}

/**
 * Spec section 2/8: an unknown route triggers a page-not-found handler with status 404. Call once at
 * app start (module level in app.tsx, before the router resolves the first route). Returns a function
 * that removes the listeners (tests).
 * - H5: show the 404 view over the app until the route changes again.
 * - Mini programs: the platform reports only a missing launch page and cannot render an unregistered
 *   path, so the user is taken home.
 */
export function installNotFoundHandler(): () => void {
  if (process.env.TARO_ENV === 'h5') {
    const onNotFound = (res: NotFoundEvent) => void showFallback(res.path)
    const onRouteChange = () => hideFallback()
    Taro.onPageNotFound(onNotFound)
    Taro.eventCenter.on('__taroRouterChange', onRouteChange)
    return () => {
      Taro.offPageNotFound(onNotFound)
      Taro.eventCenter.off('__taroRouterChange', onRouteChange)
      hideFallback()
    }
  }
  const onNotFound = () => void goHome()
  if (typeof Taro.onPageNotFound === 'function') Taro.onPageNotFound(onNotFound)
  return () => {
    if (typeof Taro.offPageNotFound === 'function') Taro.offPageNotFound(onNotFound)
  }
}
