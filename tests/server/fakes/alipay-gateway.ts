import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import QRCode from 'qrcode'

/**
 * A local stand-in for openapi.alipay.com/gateway.do speaking the documented RSA2 protocol: a request's parameters
 * (query and form body, `sign` left out) sorted and joined as k=v&k=v are checked against the app public key; an
 * answer is {"<method>_response":{...},"sign":"..."} with the sign over the exact JSON of the response node, made
 * with the Alipay private key; notifications are forms signed the same way over all fields but sign and sign_type.
 */
export interface AlipayKeys {
  appId: string
  appPrivatePem: string
  appPublic: crypto.KeyObject
  alipayPrivate: crypto.KeyObject
  alipayPublicPem: string
}

export function alipayKeys(): AlipayKeys {
  const app = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const ali = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    appId: '2021000000000001',
    appPrivatePem: app.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    appPublic: app.publicKey,
    alipayPrivate: ali.privateKey,
    alipayPublicPem: ali.publicKey.export({ type: 'spki', format: 'pem' }).toString()
  }
}

/** The merchant's Alipay account id the gateway writes as seller_id (ALIPAY_SELLER_ID). */
export const ALIPAY_SELLER = '2088102177840001'

export interface AliTrade {
  outTradeNo: string
  tradeNo: string
  total: string
  product: string
  buyer?: string
  notifyUrl?: string
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED'
  refunds: Map<string, string>
}

const signText = (params: Record<string, string>, leaveOut: string[]) =>
  Object.keys(params)
    .filter((k) => !leaveOut.includes(k) && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')

/**
 * The documented signing every Alipay fake speaks: a request's parameters (query and form body), the RSA2 check of
 * them against the app's public key, and an answer signed over the exact JSON of its response node.
 */
export function alipaySigning(keys: AlipayKeys) {
  const rsa = (text: string, key = keys.alipayPrivate) =>
    crypto.sign('sha256', Buffer.from(text, 'utf8'), key).toString('base64')
  return {
    rsa,
    params: (url: URL, body: Buffer): Record<string, string> => ({
      ...Object.fromEntries(url.searchParams),
      ...Object.fromEntries(new URLSearchParams(body.toString('utf8')))
    }),
    verified(params: Record<string, string>) {
      if (params.app_id !== keys.appId || params.sign_type !== 'RSA2' || !params.sign) return false
      const text = signText(params, ['sign'])
      return crypto.verify('sha256', Buffer.from(text, 'utf8'), keys.appPublic, Buffer.from(params.sign, 'base64'))
    },
    respond(res: http.ServerResponse, method: string, node: Record<string, unknown>) {
      const json = JSON.stringify(node)
      res.writeHead(200, { 'Content-Type': 'application/json;charset=utf-8' })
      res.end(`{"${method.replace(/\./g, '_')}_response":${json},"sign":"${rsa(json)}"}`)
    }
  }
}

export async function startAlipayGateway(keys: AlipayKeys) {
  const trades = new Map<string, AliTrade>()
  const failures: Array<'timeout' | '500'> = []
  const log: Array<{ method: string; biz: Record<string, unknown> }> = []
  let rejectedSignatures = 0
  /** Mini-program codes made by alipay.open.app.qrcode.create: what each image at /qr/<n>.png says. */
  const qrCodes: string[] = []
  let base = ''
  /** my.getAuthCode codes → Alipay user ids; each works once. */
  const authCodes = new Map<string, string>()

  const { rsa, verified, respond, params: readParams } = alipaySigning(keys)

  const ok = (extra: Record<string, unknown>) => ({ code: '10000', msg: 'Success', ...extra })
  const refused = (sub: string, msg: string) => ({ code: '40004', msg: 'Business Failed', sub_code: sub, sub_msg: msg })

  function open(biz: Record<string, string>, product: string, params: Record<string, string>) {
    const existing = trades.get(biz.out_trade_no)
    if (existing) return existing
    const t: AliTrade = {
      outTradeNo: biz.out_trade_no,
      tradeNo: `2026${Date.now()}${crypto.randomInt(1e5, 1e6)}`,
      total: biz.total_amount,
      product,
      buyer: biz.buyer_id ?? biz.buyer_open_id,
      notifyUrl: params.notify_url,
      status: 'WAIT_BUYER_PAY',
      refunds: new Map()
    }
    trades.set(t.outTradeNo, t)
    return t
  }

  function route(params: Record<string, string>) {
    const biz = JSON.parse(params.biz_content || '{}') as Record<string, string>
    log.push({ method: params.method, biz })
    const t = trades.get(biz.out_trade_no)
    switch (params.method) {
      case 'alipay.trade.create': {
        if (!biz.out_trade_no || !/^\d+\.\d{2}$/.test(biz.total_amount ?? ''))
          return refused('ACQ.INVALID_PARAMETER', '参数无效')
        if (t?.status === 'TRADE_SUCCESS') return refused('ACQ.TRADE_HAS_SUCCESS', '交易已被支付')
        const trade = open(biz, biz.product_code, params)
        return ok({ out_trade_no: trade.outTradeNo, trade_no: trade.tradeNo })
      }
      case 'alipay.trade.query':
        if (!t) return refused('ACQ.TRADE_NOT_EXIST', '交易不存在')
        return ok({ out_trade_no: t.outTradeNo, trade_no: t.tradeNo, trade_status: t.status, total_amount: t.total })
      case 'alipay.trade.close':
        if (!t) return refused('ACQ.TRADE_NOT_EXIST', '交易不存在')
        if (t.status === 'WAIT_BUYER_PAY') t.status = 'TRADE_CLOSED'
        return ok({ out_trade_no: t.outTradeNo, trade_no: t.tradeNo })
      case 'alipay.trade.refund': {
        if (!t || t.status !== 'TRADE_SUCCESS') return refused('ACQ.TRADE_STATUS_ERROR', '交易状态不合法')
        const repeated = t.refunds.has(biz.out_request_no)
        if (!repeated) t.refunds.set(biz.out_request_no, biz.refund_amount)
        return ok({
          out_trade_no: t.outTradeNo,
          trade_no: t.tradeNo,
          refund_fee: biz.refund_amount,
          fund_change: repeated ? 'N' : 'Y'
        })
      }
      case 'alipay.system.oauth.token': {
        const user = authCodes.get(params.code)
        authCodes.delete(params.code)
        if (params.grant_type !== 'authorization_code' || !user)
          return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.code-invalid', sub_msg: '授权码code无效' }
        return { user_id: user, open_id: `0${user}`, access_token: 'authusrB', expires_in: 1296000 }
      }
      case 'alipay.open.app.qrcode.create': {
        // The code opens url_param with query_param as the launch query; the image is on Alipay's own host (here a
        // QR code of alipays://platformapi/startapp?appId=…&page=…&query=…, readable by a test).
        if (!biz.url_param || !biz.describe) return refused('isv.invalid-parameter', '参数无效')
        const q = new URLSearchParams({ appId: keys.appId, page: biz.url_param, query: biz.query_param ?? '' })
        qrCodes.push(`alipays://platformapi/startapp?${q}`)
        const url = `${base}/qr/${qrCodes.length}.png`
        return ok({ qr_code_url: url, qr_code_url_circle_white: url, qr_code_url_circle_blue: url })
      }
      case 'alipay.trade.fastpay.refund.query': {
        const amount = t?.refunds.get(biz.out_request_no)
        return ok(
          amount ? { out_request_no: biz.out_request_no, refund_amount: amount, refund_status: 'REFUND_SUCCESS' } : {}
        )
      }
    }
    return { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://gateway')
      const params = readParams(url, Buffer.concat(chunks))
      const qr = req.method === 'GET' ? /^\/qr\/(\d+)\.png$/.exec(url.pathname) : null
      if (qr) {
        const text = qrCodes[Number(qr[1]) - 1]
        if (!text) return res.writeHead(404).end()
        void QRCode.toBuffer(text, { type: 'png', width: 280 }).then((png) => {
          res.writeHead(200, { 'Content-Type': 'image/png' })
          res.end(png)
        })
        return
      }
      const failure = failures.shift()
      if (failure === 'timeout') return
      if (failure === '500') {
        res.writeHead(502, { 'Content-Type': 'text/html' })
        return res.end('<html>Bad Gateway</html>')
      }
      if (!verified(params)) {
        rejectedSignatures++
        return respond(res, params.method ?? 'error', {
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.invalid-signature',
          sub_msg: '验签出错'
        })
      }
      // The H5 cashier: the shopper's browser opens the signed GET the app built.
      if (req.method === 'GET' && params.method === 'alipay.trade.wap.pay') {
        const biz = JSON.parse(params.biz_content) as Record<string, string>
        log.push({ method: params.method, biz })
        const t = open(biz, biz.product_code, params)
        res.writeHead(200, { 'Content-Type': 'text/html;charset=utf-8' })
        return res.end(`<html><body>支付宝收银台 ${t.total}</body></html>`)
      }
      respond(res, params.method, route(params))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: `${base}/gateway.do`,
    trades,
    log,
    qrCodes,
    rejectedSignatures: () => rejectedSignatures,
    fail: (...kinds: Array<'timeout' | '500'>) => failures.push(...kinds),
    authCode(userId: string) {
      const code = crypto.randomBytes(12).toString('hex')
      authCodes.set(code, userId)
      return code
    },
    /** The shopper paid: the notification form Alipay POSTs to notify_url (amount in yuan: a tampered one). */
    paid(outTradeNo: string, opts: { amount?: string; signer?: crypto.KeyObject; sellerId?: string } = {}) {
      const t = trades.get(outTradeNo)
      if (!t) throw new Error(`fake alipay: no trade ${outTradeNo}`)
      t.status = 'TRADE_SUCCESS'
      const now = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')
      const form: Record<string, string> = {
        gmt_create: now,
        charset: 'utf-8',
        gmt_payment: now,
        notify_time: now,
        subject: '订单',
        buyer_id: t.buyer ?? '2088102177846880',
        invoice_amount: t.total,
        version: '1.0',
        notify_id: crypto.randomBytes(16).toString('hex'),
        fund_bill_list: JSON.stringify([{ amount: t.total, fundChannel: 'ALIPAYACCOUNT' }]),
        notify_type: 'trade_status_sync',
        out_trade_no: t.outTradeNo,
        total_amount: opts.amount ?? t.total,
        trade_status: 'TRADE_SUCCESS',
        trade_no: t.tradeNo,
        seller_id: opts.sellerId ?? ALIPAY_SELLER,
        auth_app_id: keys.appId,
        receipt_amount: t.total,
        app_id: keys.appId,
        sign_type: 'RSA2'
      }
      form.sign = rsa(signText(form, ['sign', 'sign_type']), opts.signer)
      return new URLSearchParams(form).toString()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

export type AlipayGateway = Awaited<ReturnType<typeof startAlipayGateway>>

/**
 * What my.getPhoneNumber hands the Alipay mini program, made as Alipay documents it: the member's number as
 * `{"code":"10000","msg":"Success","mobile":…}` encrypted AES-CBC (PKCS#7, zero IV) under the app's 接口内容加密 key
 * (base64; 16 bytes: AES-128), then the ciphertext wrapped in double quotes signed RSA2 with Alipay's private key.
 */
export function alipayPhoneAnswer(
  keys: AlipayKeys,
  aesKey: string,
  mobile: string,
  opts: { signer?: crypto.KeyObject; code?: string } = {}
) {
  const key = Buffer.from(aesKey, 'base64')
  const cipher = crypto.createCipheriv(`aes-${key.length * 8}-cbc`, key, Buffer.alloc(16))
  const plain = JSON.stringify({ code: opts.code ?? '10000', msg: 'Success', mobile })
  const response = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64')
  const sign = crypto.sign('sha256', Buffer.from(`"${response}"`), opts.signer ?? keys.alipayPrivate).toString('base64')
  return { response, sign, sign_type: 'RSA2', encrypt_type: 'AES', charset: 'UTF-8' }
}
