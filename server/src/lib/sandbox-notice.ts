import type { FastifyInstance, onSendAsyncHookHandler } from 'fastify'
import type { Config } from '../config'

/** A sandbox route: `/sandbox/…`, `…/sandbox/…` (the payment cashier) or `…/sandbox-…` (the WeChat authorize page). */
export const isSandboxPath = (url: string) => /(^|\/)sandbox([/-]|$)/.test(url.split('?')[0])

export const SANDBOX_BANNER =
  '<div role="note" data-sandbox-banner style="background:#b3261e;color:#fff;padding:8px 16px;font-size:14px;line-height:1.5;text-align:center">' +
  '演示环境：这是沙箱服务，不会真实扣款、开户或签署</div>'

/** The banner as the first thing in the page's body. */
export const withBanner = (html: string) =>
  /<body[^>]*>/i.test(html) ? html.replace(/<body[^>]*>/i, (tag) => tag + SANDBOX_BANNER) : SANDBOX_BANNER + html

/**
 * Sandbox routes say what they are: a banner on every sandbox page and an `X-Sandbox: 1` header on every sandbox
 * answer. In production without DEMO_MODE no sandbox route may exist: config.ts refuses the sandbox providers that
 * register them, and registering one anyway fails startup here.
 */
export function registerSandboxNotice(app: FastifyInstance, config: Config) {
  const announce: onSendAsyncHookHandler = async (_req, reply, payload) => {
    reply.header('x-sandbox', '1')
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    return html && typeof payload === 'string' ? withBanner(payload) : payload
  }
  // Per route, so answers of every other route pay nothing for it.
  app.addHook('onRoute', (route) => {
    if (!isSandboxPath(route.url)) return
    if (config.env === 'production' && !config.demoMode)
      throw new Error(`sandbox route ${route.url} in production without DEMO_MODE=1`)
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), announce]
  })
}
