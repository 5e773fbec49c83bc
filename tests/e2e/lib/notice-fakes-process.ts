import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { WECHAT_KEYS } from '../../../server/src/config-notices'
import type { NoticeEventName } from '../../../contract/notice'
import { alipayKeys } from '../../server/fakes/alipay-gateway'
import { startAlipaySubscribe, startWechatSubscribe } from '../../server/fakes/notice-gateways'

/*
 * The subscription-message gateways of the server tests (tests/server/fakes/notice-gateways.ts: WeChat's
 * /cgi-bin/token and subscribe/send with its error codes and one-time grants, Alipay's RSA2-signed
 * alipay.open.app.mini.templatemessage.send) in a process of their own, for a browser journey: the journeys' runner
 * is plain Node, the fakes are TypeScript (lib/notice-fakes.mjs starts this with tsx).
 *
 * argv[2]: JSON {"wechat": {"<event>": "<template id>"}, "alipay": {...}}, the templates the operator registered;
 * WeChat's are registered with the keyword layout docs/operations.md tells operators to pick (config-notices.ts).
 * Prints one JSON line: the control address and the server variables that point the `live` provider at the fakes.
 * Control: POST /grant {platform, to, template_ids} (the shopper tapped 允许 in the platform's subscribe dialog: the
 * platform's own count), GET /state (what each gateway took, grants left, calls, signatures refused).
 * Ends when its stdin closes (the journey stopped it, or died).
 */

type Templates = Partial<Record<'wechat' | 'alipay', Partial<Record<NoticeEventName, string>>>>

const templates = JSON.parse(process.argv[2] || '{}') as Templates
const app = { appid: 'wxe2eseason000001', secret: `season-${process.pid}-secret` }
async function main() {
  const keys = alipayKeys()
  const wx = await startWechatSubscribe(app)
  const ali = await startAlipaySubscribe(keys)
  for (const [event, id] of Object.entries(templates.wechat ?? {}))
    wx.template(id, Object.keys(WECHAT_KEYS[event as NoticeEventName]))

  /** Every (platform, to, template) granted, so /state can say what is left of each. */
  const granted: Array<{ platform: 'wechat' | 'alipay'; to: string; template: string }> = []
  const alipayLeft = new Map<string, number>()

  function grant(body: { platform?: string; to?: string; template_ids?: string[] }) {
    const { platform, to, template_ids: ids } = body
    if ((platform !== 'wechat' && platform !== 'alipay') || !to || !Array.isArray(ids)) return null
    for (const template of ids) {
      if (platform === 'wechat') wx.grant(to, template)
      else {
        ali.grant(to, template)
        alipayLeft.set(`${to}:${template}`, (alipayLeft.get(`${to}:${template}`) ?? 0) + 1)
      }
      if (!granted.some((g) => g.platform === platform && g.to === to && g.template === template))
        granted.push({ platform, to, template })
    }
    return { granted: ids }
  }

  function state() {
    // The Alipay fake keeps its count to itself: what is left is what was granted less what it took.
    const aliLeft = (to: string, template: string) =>
      (alipayLeft.get(`${to}:${template}`) ?? 0) - ali.sent.filter((m) => m.to === to && m.template === template).length
    return {
      wechat: {
        sent: wx.sent,
        sendCalls: wx.calls.filter((c) => c === '/cgi-bin/message/subscribe/send').length,
        tokenFetches: wx.tokenFetches()
      },
      alipay: { sent: ali.sent, rejectedSignatures: ali.rejectedSignatures() },
      grantsLeft: granted.map((g) => ({
        ...g,
        left: g.platform === 'wechat' ? wx.grantsOf(g.to, g.template) : aliLeft(g.to, g.template)
      }))
    }
  }

  const control = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      let answer: unknown = null
      if (req.method === 'GET' && req.url === '/state') answer = state()
      else if (req.method === 'POST' && req.url === '/grant')
        answer = grant(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'))
      res.writeHead(answer ? 200 : 400, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(answer ?? { error: 'POST /grant {platform, to, template_ids} or GET /state' }))
    })
  })
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve))

  async function stop() {
    control.closeAllConnections()
    control.close()
    await Promise.all([wx.close(), ali.close()])
    process.exit(0)
  }
  process.stdin.on('end', stop).resume()
  process.on('SIGTERM', stop)

  process.stdout.write(
    `${JSON.stringify({
      control: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
      env: {
        SUBSCRIBE_PROVIDER: 'live',
        WECHAT_MINI_APPID: app.appid,
        WECHAT_MINI_SECRET: app.secret,
        WECHAT_API_BASE: wx.url,
        ALIPAY_MINI_APPID: keys.appId,
        ALIPAY_PRIVATE_KEY: keys.appPrivatePem,
        ALIPAY_PUBLIC_KEY: keys.alipayPublicPem,
        ALIPAY_GATEWAY: ali.url
      }
    })}\n`
  )
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`)
  process.exit(1)
})
