import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { alipaySigning, type AlipayKeys } from './alipay-gateway'

/**
 * Local stand-ins for the subscription-message gateways as documented.
 *
 * WeChat (api.weixin.qq.com): GET /cgi-bin/token (client_credential; a new token ends the old one) and POST
 * /cgi-bin/message/subscribe/send?access_token=…: 40001 for a token that is not the current one; 40037 for an unknown
 * template; 47003 when `data` is not exactly the template's keywords or a value breaks its type's limit (thing ≤ 20,
 * character_string ≤ 32 of letters/digits/symbols, phrase ≤ 5 Chinese, amount = currency sign + ≤ 10 digits, time
 * a date and time); 43101 when the shopper holds no one-time grant for the template; a send takes one grant.
 */
export async function startWechatSubscribe(app: { appid: string; secret: string }) {
  let token = ''
  let tokenFetches = 0
  const templates = new Map<string, string[]>()
  const grants = new Map<string, number>()
  const sent: Array<{ touser: string; template_id: string; page: string; data: Record<string, string> }> = []
  const calls: string[] = []
  let down = false
  let hang = false
  let delivered: ((m: (typeof sent)[number]) => 'hang' | void) | null = null

  const limitBroken = (key: string, v: string) => {
    const type = key.replace(/\d+$/, '')
    const n = Array.from(v).length
    if (type === 'thing') return n > 20 || n === 0
    if (type === 'character_string') return n > 32 || !/^[\x21-\x7e]+$/.test(v)
    if (type === 'phrase') return n > 5 || !/^[\u4e00-\u9fa5]+$/.test(v)
    if (type === 'amount') return !/^[¥$￥]?\d{1,10}(\.\d{1,2})?元?$/.test(v)
    if (type === 'time') return !/^\d{4}年\d{1,2}月\d{1,2}日( \d{2}:\d{2})?$/.test(v)
    if (type === 'date') return !/^\d{4}年\d{1,2}月\d{1,2}日$/.test(v)
    return n > 20
  }

  function send(q: URLSearchParams, body: Record<string, unknown>) {
    if (q.get('access_token') !== token)
      return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid' }
    const keys = templates.get(String(body.template_id))
    if (!keys) return { errcode: 40037, errmsg: 'invalid template_id' }
    const data = (body.data ?? {}) as Record<string, { value?: unknown }>
    const given = Object.keys(data).sort()
    if (given.join() !== [...keys].sort().join()) return { errcode: 47003, errmsg: 'argument invalid! data.keys' }
    for (const k of keys) {
      const v = data[k]?.value
      if (typeof v !== 'string' || limitBroken(k, v))
        return { errcode: 47003, errmsg: `argument invalid! data.${k}.value invalid` }
    }
    const grant = `${body.touser}:${body.template_id}`
    if (!grants.get(grant)) return { errcode: 43101, errmsg: 'user refuse to accept the msg' }
    grants.set(grant, grants.get(grant)! - 1)
    sent.push({
      touser: String(body.touser),
      template_id: String(body.template_id),
      page: String(body.page ?? ''),
      data: Object.fromEntries(keys.map((k) => [k, String(data[k].value)]))
    })
    return { errcode: 0, errmsg: 'ok', msgid: crypto.randomInt(1e9, 2e9) }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://wx')
      calls.push(url.pathname)
      if (hang) return // the request is taken, never answered: a sender killed mid-send sees no answer
      if (down) {
        res.writeHead(503, { 'Content-Type': 'text/plain' })
        return res.end('Service Unavailable')
      }
      let answer: Record<string, unknown>
      if (url.pathname === '/cgi-bin/token') {
        const q = url.searchParams
        if (q.get('appid') !== app.appid || q.get('secret') !== app.secret)
          answer = { errcode: 40125, errmsg: 'invalid appsecret' }
        else {
          token = crypto.randomBytes(16).toString('hex')
          tokenFetches++
          answer = { access_token: token, expires_in: 7200 }
        }
      } else if (url.pathname === '/cgi-bin/message/subscribe/send' && req.method === 'POST') {
        answer = send(url.searchParams, JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'))
        // Taken and kept (the shopper's phone shows it), and the answer never sent: the sender died in the call.
        if (answer.errcode === 0 && delivered?.(sent.at(-1)!) === 'hang') return
      } else answer = { errcode: 40066, errmsg: 'invalid url' }
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    calls,
    tokenFetches: () => tokenFetches,
    /** A template registered in the mini program's console with these keywords. */
    template: (id: string, keys: string[]) => templates.set(id, keys),
    /** The shopper accepted the template in wx.requestSubscribeMessage (WeChat's own count). */
    grant: (openid: string, templateId: string, n = 1) =>
      grants.set(`${openid}:${templateId}`, (grants.get(`${openid}:${templateId}`) ?? 0) + n),
    grantsOf: (openid: string, templateId: string) => grants.get(`${openid}:${templateId}`) ?? 0,
    /** Another caller fetched a token: ours is stale now (40001 on its next use). */
    rotateToken: () => (token = crypto.randomBytes(16).toString('hex')),
    setDown: (v: boolean) => (down = v),
    setHang: (v: boolean) => (hang = v),
    /** Called with each message WeChat takes, before it answers; 'hang' leaves the sender without its answer. */
    onDelivered: (fn: typeof delivered) => (delivered = fn),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/**
 * Alipay's alipay.open.app.mini.templatemessage.send as documented: the RSA2-signed request is checked, the answer
 * signed; `data` must be a JSON string of {"keyword1": {"value": …}}; a user without a subscription for the template
 * is refused with sub_code USER_TEMPLATE_NOT_SUBSCRIBED (our reading), a send takes one.
 */
export async function startAlipaySubscribe(keys: AlipayKeys) {
  const grants = new Map<string, number>()
  const sent: Array<{ to: string; template: string; page: string; data: Record<string, { value: string }> }> = []
  let rejectedSignatures = 0
  const signing = alipaySigning(keys)
  const method = 'alipay.open.app.mini.templatemessage.send'
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://gateway')
      const params = signing.params(url, Buffer.concat(chunks))
      const genuine = signing.verified(params)
      let node: Record<string, unknown>
      if (!genuine) {
        rejectedSignatures++
        node = { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' }
      } else if (params.method !== method) {
        node = { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' }
      } else {
        const biz = JSON.parse(params.biz_content || '{}') as Record<string, string>
        const to = biz.to_user_id ?? biz.to_open_id
        let data: Record<string, { value: string }> | null = null
        try {
          data = JSON.parse(biz.data)
        } catch {
          data = null
        }
        if (!to || !biz.user_template_id || !biz.page || !data)
          node = { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-parameter', sub_msg: '参数无效' }
        else if (!grants.get(`${to}:${biz.user_template_id}`))
          node = {
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'USER_TEMPLATE_NOT_SUBSCRIBED',
            sub_msg: '用户未订阅'
          }
        else {
          grants.set(`${to}:${biz.user_template_id}`, grants.get(`${to}:${biz.user_template_id}`)! - 1)
          sent.push({ to, template: biz.user_template_id, page: biz.page, data })
          node = { code: '10000', msg: 'Success' }
        }
      }
      signing.respond(res, method, node)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`,
    sent,
    rejectedSignatures: () => rejectedSignatures,
    grant: (to: string, templateId: string) =>
      grants.set(`${to}:${templateId}`, (grants.get(`${to}:${templateId}`) ?? 0) + 1),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
