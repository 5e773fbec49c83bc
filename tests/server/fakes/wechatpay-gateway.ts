import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { certificateList, type FakePlatformCert } from './wechatpay-certs'

/**
 * A local stand-in for api.mch.weixin.qq.com speaking WeChat Pay API v3 as documented: every request's
 * `Authorization: WECHATPAY2-SHA256-RSA2048 ...` is checked against the merchant public key over
 * "METHOD\nURL\ntimestamp\nnonce\nbody\n"; every answer and notification is signed with the platform key
 * (Wechatpay-Timestamp / Nonce / Serial / Signature over "timestamp\nnonce\nbody\n"); notification resources are
 * encrypted with the APIv3 key (AEAD_AES_256_GCM). Keys are made per test run; nothing reaches the internet.
 */
export interface WechatKeys {
  mchid: string
  merchantSerial: string
  merchantPrivatePem: string
  merchantPublic: crypto.KeyObject
  platformKeyId: string
  platformPrivate: crypto.KeyObject
  platformPublicPem: string
  apiV3Key: string
}

export function wechatKeys(): WechatKeys {
  const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const platform = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    mchid: '1900000109',
    merchantSerial: crypto.randomBytes(20).toString('hex').toUpperCase(),
    merchantPrivatePem: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    merchantPublic: merchant.publicKey,
    platformKeyId: `PUB_KEY_ID_0119${crypto.randomInt(1e9, 1e10)}`,
    platformPrivate: platform.privateKey,
    platformPublicPem: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    apiV3Key: crypto.randomBytes(16).toString('hex')
  }
}

export interface FakeTrade {
  kind: 'jsapi' | 'h5'
  appid: string
  outTradeNo: string
  transactionId: string
  total: number
  notifyUrl: string
  openid?: string
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND'
  refunds: Array<{ outRefundNo: string; refund: number; refundId: string }>
}

export interface Notification {
  headers: Record<string, string>
  body: string
}

const sign = (key: crypto.KeyObject, text: string) => crypto.sign('sha256', Buffer.from(text), key).toString('base64')

export async function startWechatGateway(keys: WechatKeys) {
  const trades = new Map<string, FakeTrade>()
  const failures: Array<'timeout' | '500'> = []
  const log: Array<{ method: string; path: string; body: unknown }> = []
  let rejectedSignatures = 0

  /** Headers of a signed answer or notification. */
  // Certificate mode (fakes/wechatpay-certs.ts): answers and notifications signed with the newest certificate.
  const certs: FakePlatformCert[] = []
  const newest = () => certs[certs.length - 1]
  let certDownloads = 0
  function signed(body: string, signer?: crypto.KeyObject, serial?: string) {
    signer ??= newest()?.privateKey ?? keys.platformPrivate
    serial ??= newest()?.serial ?? keys.platformKeyId
    const ts = String(Math.floor(Date.now() / 1000))
    const nonce = crypto.randomBytes(16).toString('hex')
    return {
      'Wechatpay-Timestamp': ts,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': serial,
      'Wechatpay-Signature': sign(signer, `${ts}\n${nonce}\n${body}\n`)
    }
  }

  function answer(res: http.ServerResponse, status: number, data?: unknown) {
    const body = data === undefined ? '' : JSON.stringify(data)
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-ID': crypto.randomUUID(), ...signed(body) })
    res.end(body)
  }

  /** The documented request signature check. */
  function authorised(req: http.IncomingMessage, body: string) {
    const auth = req.headers.authorization ?? ''
    const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(auth)
    if (!m) return false
    const f = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]))
    if (f.mchid !== keys.mchid || f.serial_no !== keys.merchantSerial) return false
    if (Math.abs(Date.now() / 1000 - Number(f.timestamp)) > 300) return false
    const text = `${req.method}\n${req.url}\n${f.timestamp}\n${f.nonce_str}\n${body}\n`
    return crypto.verify('sha256', Buffer.from(text), keys.merchantPublic, Buffer.from(f.signature ?? '', 'base64'))
  }

  function route(method: string, path: string, data: Record<string, unknown>, res: http.ServerResponse) {
    if (method === 'GET' && path === '/v3/certificates' && certs.length) {
      certDownloads++
      return answer(res, 200, certificateList(certs, keys.apiV3Key))
    }
    const prepay = /^\/v3\/pay\/transactions\/(jsapi|h5)$/.exec(path)
    if (method === 'POST' && prepay) {
      const amount = data.amount as { total?: number } | undefined
      const out = String(data.out_trade_no ?? '')
      if (data.mchid !== keys.mchid || !out || !Number.isSafeInteger(amount?.total) || !data.notify_url)
        return answer(res, 400, { code: 'PARAM_ERROR', message: '参数错误' })
      const existing = trades.get(out)
      if (existing?.state === 'SUCCESS') return answer(res, 400, { code: 'ORDERPAID', message: '该订单已支付' })
      const trade: FakeTrade = existing ?? {
        kind: prepay[1] as 'jsapi' | 'h5',
        appid: String(data.appid),
        outTradeNo: out,
        transactionId: `4200${Date.now()}${crypto.randomInt(1e5, 1e6)}`,
        total: amount!.total!,
        notifyUrl: String(data.notify_url),
        openid: (data.payer as { openid?: string } | undefined)?.openid,
        state: 'NOTPAY',
        refunds: []
      }
      trades.set(out, trade)
      if (trade.kind === 'jsapi') return answer(res, 200, { prepay_id: `wx${trade.transactionId}` })
      return answer(res, 200, {
        h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${trade.transactionId}`
      })
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/?]+)(\/close)?$/.exec(path)
    if (query) {
      const t = trades.get(decodeURIComponent(query[1]))
      if (!t) return answer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' })
      if (query[2] && method === 'POST') {
        if (t.state === 'NOTPAY') t.state = 'CLOSED'
        return answer(res, 204)
      }
      return answer(res, 200, {
        mchid: keys.mchid,
        out_trade_no: t.outTradeNo,
        transaction_id: t.transactionId,
        trade_state: t.state,
        amount: { total: t.total, currency: 'CNY' }
      })
    }
    const refundQuery = /^\/v3\/refund\/domestic\/refunds\/([^/?]+)$/.exec(path)
    if (method === 'GET' && refundQuery) {
      const no = decodeURIComponent(refundQuery[1])
      const found = [...trades.values()]
        .flatMap((t) => t.refunds.map((r) => ({ t, r })))
        .find((x) => x.r.outRefundNo === no)
      if (!found) return answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' })
      return answer(res, 200, {
        refund_id: found.r.refundId,
        out_refund_no: no,
        out_trade_no: found.t.outTradeNo,
        status: 'SUCCESS',
        amount: { total: found.t.total, refund: found.r.refund, currency: 'CNY' }
      })
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const t = trades.get(String(data.out_trade_no))
      const amount = data.amount as { refund?: number; total?: number }
      if (!t || (t.state !== 'SUCCESS' && t.state !== 'REFUND'))
        return answer(res, 400, { code: 'INVALID_REQUEST', message: '订单未支付' })
      if (amount.total !== t.total) return answer(res, 400, { code: 'PARAM_ERROR', message: '订单金额不一致' })
      const outRefundNo = String(data.out_refund_no)
      let r = t.refunds.find((x) => x.outRefundNo === outRefundNo)
      if (!r) {
        const refunded = t.refunds.reduce((s, x) => s + x.refund, 0)
        if (refunded + Number(amount.refund) > t.total)
          return answer(res, 400, { code: 'NOT_ENOUGH', message: '退款金额超过可退金额' })
        r = { outRefundNo, refund: Number(amount.refund), refundId: `5030${Date.now()}` }
        t.refunds.push(r)
        t.state = 'REFUND'
      }
      return answer(res, 200, {
        refund_id: r.refundId,
        out_refund_no: outRefundNo,
        out_trade_no: t.outTradeNo,
        status: 'PROCESSING',
        amount: { total: t.total, refund: r.refund, currency: 'CNY' }
      })
    }
    answer(res, 404, { code: 'NOT_FOUND', message: '接口不存在' })
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const path = (req.url ?? '/').split('?')[0]
      log.push({ method: req.method ?? '', path, body: body ? JSON.parse(body) : undefined })
      const failure = failures.shift()
      if (failure === 'timeout') return // never answers: the client's timeout fires
      if (failure === '500') return answer(res, 500, { code: 'SYSTEM_ERROR', message: '系统繁忙' })
      if (!authorised(req, body)) {
        rejectedSignatures++
        return answer(res, 401, { code: 'SIGN_ERROR', message: '签名错误' })
      }
      route(req.method ?? 'GET', path, body ? JSON.parse(body) : {}, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`

  /** A signed, encrypted notification, as WeChat POSTs it to notify_url. */
  function notification(eventType: string, resourceType: string, plain: object, opts: NotifyOpts = {}): Notification {
    const nonce = crypto.randomBytes(6).toString('hex')
    const aad = resourceType
    const cipher = crypto.createCipheriv('aes-256-gcm', opts.apiV3Key ?? keys.apiV3Key, nonce).setAAD(Buffer.from(aad))
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(plain)), cipher.final(), cipher.getAuthTag()])
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: '通知',
      resource: {
        original_type: resourceType,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: ciphertext.toString('base64'),
        associated_data: aad,
        nonce
      }
    })
    return { headers: { 'Content-Type': 'application/json', ...signed(body, opts.signer, opts.serial) }, body }
  }

  return {
    url,
    trades,
    log,
    rejectedSignatures: () => rejectedSignatures,
    /** Certificate mode: the platform certificates /v3/certificates lists (push one to rotate). */
    certs,
    certDownloads: () => certDownloads,
    /** The next calls fail this way, one each. */
    fail: (...kinds: Array<'timeout' | '500'>) => failures.push(...kinds),
    /** The shopper paid: the trade is SUCCESS and this is its notification (amount: a tampered one). */
    paid(outTradeNo: string, opts: NotifyOpts & { amount?: number } = {}) {
      const t = trades.get(outTradeNo)
      if (!t) throw new Error(`fake wechatpay: no trade ${outTradeNo}`)
      t.state = 'SUCCESS'
      return notification(
        'TRANSACTION.SUCCESS',
        'transaction',
        {
          mchid: opts.mchid ?? keys.mchid,
          appid: opts.appid ?? t.appid,
          out_trade_no: t.outTradeNo,
          transaction_id: t.transactionId,
          trade_type: t.kind === 'jsapi' ? 'JSAPI' : 'MWEB',
          trade_state: 'SUCCESS',
          trade_state_desc: '支付成功',
          success_time: new Date().toISOString(),
          payer: { openid: t.openid ?? '' },
          amount: { total: opts.amount ?? t.total, payer_total: opts.amount ?? t.total, currency: 'CNY' }
        },
        opts
      )
    },
    refunded(outRefundNo: string, opts: { mchid?: string } = {}) {
      for (const t of trades.values()) {
        const r = t.refunds.find((x) => x.outRefundNo === outRefundNo)
        if (r)
          return notification('REFUND.SUCCESS', 'refund', {
            mchid: opts.mchid ?? keys.mchid,
            out_trade_no: t.outTradeNo,
            transaction_id: t.transactionId,
            out_refund_no: outRefundNo,
            refund_id: r.refundId,
            refund_status: 'SUCCESS',
            amount: { total: t.total, refund: r.refund, payer_total: t.total, payer_refund: r.refund }
          })
      }
      throw new Error(`fake wechatpay: no refund ${outRefundNo}`)
    },
    /** Delivers a notification to the notify_url the trade was opened with, as WeChat's servers do. */
    async deliver(n: Notification, notifyUrl: string) {
      const res = await fetch(notifyUrl, { method: 'POST', headers: n.headers, body: n.body })
      return { status: res.status, body: await res.text() }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

export interface NotifyOpts {
  /** Sign with another key: a forged notification. */
  signer?: crypto.KeyObject
  /** Encrypt with another key. */
  apiV3Key?: string
  /** The Wechatpay-Serial to name (with signer: a certificate's serial). */
  serial?: string
  /** The resource's merchant and app: another merchant's or app's notification, genuinely signed. */
  mchid?: string
  appid?: string
}

export type WechatGateway = Awaited<ReturnType<typeof startWechatGateway>>
