import type { FastifyReply } from 'fastify'
import type { App } from '../lib/context'
import { AppError } from '../errors'
import { ok } from '../lib/reply'
import { paymentRoutes } from '@contract/api/order'
import { PAY_CHANNELS, payWayOfChannel } from '@contract/enums'
import { isSandboxPayment, signFields, type PayChannel, type SandboxTrade } from '../payment/payment.provider'
import { shipOrder, shipPaidOrders } from '../shipping/express'
import { grantWelfare } from '../wallet/giftcard'
import * as payment from './pay'
import { grantPoints } from '../wallet/points'
import * as refund from './refund'
import { sandboxReturns } from './return-refund'

/** Sandbox merchant pacing in development: how long after payment it ships, after an application it approves. */
const SHIP_AFTER_MS = 15_000
const APPROVE_AFTER_MS = 30_000

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const yuan = (cents: number) => (cents / 100).toFixed(2)

function page(title: string, body: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>body{font-family:-apple-system,"PingFang SC",sans-serif;margin:0;background:#f5f5f5;color:#333}
.card{background:#fff;margin:24px 16px;padding:24px;border-radius:12px;text-align:center}.amount{font-size:36px;font-weight:600;margin:12px 0}
.muted{color:#999;font-size:13px}button{display:block;width:100%;height:44px;border:0;border-radius:22px;font-size:16px;margin-top:12px}
.pay{background:#D4AC52;color:#fff}.cancel{background:#eee;color:#666}label{display:block;margin-top:16px;font-size:13px;color:#666}</style></head>
<body>${body}</body></html>`
}

function cashier(t: SandboxTrade, sign: string) {
  const hidden = `<input type="hidden" name="out_trade_no" value="${esc(t.outTradeNo)}"><input type="hidden" name="sign" value="${esc(sign)}">`
  const name = PAY_CHANNELS[payWayOfChannel(t.channel)].name
  return page(
    `${name}（沙箱收银台）`,
    `<div class="card"><div class="muted">${name} · 沙箱收银台</div><div>${esc(t.subject)}</div><div class="amount">￥${yuan(t.amount)}</div>
<form method="post" action="/api/payment/sandbox/pay">${hidden}
<label><input type="checkbox" name="times" value="2"> 重复发送支付通知（测试幂等）</label>
<label><input type="checkbox" name="fail" value="1"> 模拟支付失败</label>
<button class="pay" name="action" value="pay" type="submit">支付</button>
<button class="cancel" name="action" value="cancel" type="submit">取消</button></form></div>`
  )
}

const redirectPage = (text: string, url: string) =>
  page(
    text,
    // A refresh, not a script: the content security policy allows no inline script.
    `<meta http-equiv="refresh" content="1;url=${esc(url)}"><div class="card"><div class="amount" style="font-size:20px">${esc(text)}</div><div class="muted">正在返回商户…</div></div>`
  )

// Routes of the payment area (root prefix /api): gateway callbacks, the sandbox cashier, and the sandbox merchant's dev tools.
export default async function routes(app: App) {
  const provider = app.providers.payment

  // Gateways sign the exact bytes they send: this scope keeps the body as raw text (JSON from WeChat, a form from
  // Alipay) for the provider to check, and answers in the gateway's own format when the provider has one.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body))
    scope.post(
      '/payment/callback/:provider',
      { schema: paymentRoutes['/payment/callback/:provider'] },
      async (req, reply) => {
        const channel = (req.params as { provider: PayChannel }).provider
        const input = { headers: req.headers, raw: typeof req.body === 'string' ? req.body : '' }
        if (!provider.ack) return ok(await payment.handleNotification(app, channel, input))
        let answer
        try {
          const { result } = await payment.handleNotification(app, channel, input)
          answer = provider.ack(channel, true, result)
        } catch (err) {
          if (!(err instanceof AppError)) throw err
          req.log.warn({ channel, errno: err.errno }, `payment callback refused: ${err.message}`)
          answer = provider.ack(channel, false, err.message)
        }
        // The gateway's own acknowledgement, outside the contract's envelope: its status (WeChat Pay answers a refusal
        // with 400) and its exact bytes, a string the serializer passes through unchanged.
        return (reply as FastifyReply).status(answer.status).type(answer.type).send(answer.body)
      }
    )
  })

  if (isSandboxPayment(provider)) {
    // The sandbox gateway notifies like a real one: a server-to-server POST to our callback, outside any shopper request.
    provider.attach((channel, body) =>
      app.inject({ method: 'POST', url: `/api/payment/callback/${channel}`, payload: body })
    )
    const genuine = (q: { out_trade_no: string; sign: string }) =>
      signFields(app.config.paymentSecret, { out_trade_no: q.out_trade_no }) === q.sign

    app.get('/payment/sandbox/cashier', { schema: paymentRoutes['/payment/sandbox/cashier'] }, async (req, reply) => {
      const t = genuine(req.query) ? await provider.trade(req.query.out_trade_no) : undefined
      reply.type('text/html; charset=utf-8')
      if (!t) return page('收银台', '<div class="card">交易不存在或已失效</div>')
      if (t.status !== 'NOTPAY')
        return page('收银台', `<div class="card">该交易${t.status === 'CLOSED' ? '已关闭' : '已支付'}</div>`)
      return cashier(t, req.query.sign)
    })

    app.post('/payment/sandbox/pay', { schema: paymentRoutes['/payment/sandbox/pay'] }, async (req, reply) => {
      reply.type('text/html; charset=utf-8')
      const t = genuine(req.body) ? await provider.trade(req.body.out_trade_no) : undefined
      if (!t) return page('收银台', '<div class="card">交易不存在或已失效</div>')
      if (req.body.action === 'cancel') return redirectPage('已取消支付', t.returnUrl)
      if (t.status !== 'NOTPAY') return redirectPage(t.status === 'CLOSED' ? '交易已关闭' : '该交易已支付', t.returnUrl)
      await provider.pay(t.outTradeNo, { times: req.body.times, fail: req.body.fail === 1 })
      return redirectPage(req.body.fail === 1 ? '支付失败' : '支付成功', t.returnUrl)
    })
  }

  if (app.config.env !== 'production') {
    app.post('/dev/order/ship', { schema: paymentRoutes['/dev/order/ship'] }, async (req) =>
      ok(await shipOrder(app, { order_no: req.body.order_no }))
    )
    app.post('/dev/refund/approve', { schema: paymentRoutes['/dev/refund/approve'] }, async (req) =>
      ok(await refund.approveAfterSale(app, req.body.id, req.body.remark))
    )
    app.post('/dev/refund/reject', { schema: paymentRoutes['/dev/refund/reject'] }, async (req) =>
      ok(await refund.rejectAfterSale(app, req.body.id, req.body.remark))
    )
    // Welfare balances start at 0; this is how a tester funds one to try the efulipay way.
    app.post('/dev/welfare/grant', { schema: paymentRoutes['/dev/welfare/grant'] }, async (req) =>
      ok(await grantWelfare(app.db, req.body.phone, req.body.amount))
    )
    // Points come from received orders; this gives a tester some at once to try points redemption.
    app.post('/dev/points/grant', { schema: paymentRoutes['/dev/points/grant'] }, async (req) =>
      ok(await grantPoints(app.db, req.body.phone, req.body.points))
    )
  }
  // Shipping and refund approval are operators' decisions (the console); the sandbox merchant stands in for them
  // only in development or a demo (config.sandboxMerchant).
  if (app.config.sandboxMerchant)
    app.jobs.push(
      { name: 'sandbox-merchant-ship', everyMs: 5_000, run: () => shipPaidOrders(app, SHIP_AFTER_MS) },
      {
        name: 'sandbox-merchant-approve-refunds',
        everyMs: 10_000,
        run: () => refund.autoApproveAfterSales(app, APPROVE_AFTER_MS)
      },
      { name: 'sandbox-merchant-returns', everyMs: 10_000, run: () => sandboxReturns(app, 10_000) }
    )
  app.jobs.push({ name: 'refund-retry', everyMs: 60_000, run: () => refund.retryRefunds(app) })
}
