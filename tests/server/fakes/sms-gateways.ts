import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Local stand-ins for dysmsapi.aliyuncs.com and sms.tencentcloudapi.com, each checking the request signature its
 * documentation describes (Alibaba Cloud's ACS3-HMAC-SHA256, Tencent Cloud's TC3-HMAC-SHA256) with the secret the
 * test made, and answering in the documented shapes. Nothing reaches the internet.
 */
export interface SentSms {
  phone: string
  signName: string
  template: string
  params: unknown
}

type Failure = 'timeout' | '500' | { code: string; message: string }

const sha256 = (s: string | Buffer) => crypto.createHash('sha256').update(s).digest('hex')
const hmac = (key: string | Buffer, s: string) => crypto.createHmac('sha256', key).update(s).digest()
/** RFC 3986 percent-encoding, as both clouds' canonical query strings use it. */
const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

async function serve(handle: (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) => void) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => handle(req, Buffer.concat(chunks), res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

export async function startAliyunSms(keys: { accessKeyId: string; accessKeySecret: string }) {
  const sent: SentSms[] = []
  const failures: Failure[] = []
  let rejected = 0
  const gw = await serve((req, body, res) => {
    const failure = failures.shift()
    if (failure === 'timeout') return
    if (failure === '500') return json(res, 503, { Code: 'ServiceUnavailable', Message: 'The service is unavailable.' })
    const url = new URL(req.url ?? '/', 'http://x')
    // ACS3-HMAC-SHA256: the canonical request over method, path, sorted encoded query, the signed headers, body hash.
    const m = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization ?? '')
    )
    const query = [...url.searchParams.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${enc(k)}=${enc(v)}`)
      .join('&')
    const hashed = sha256(body)
    const signedHeaders = m?.[2].split(';') ?? []
    const canonical = [
      req.method,
      url.pathname,
      query,
      signedHeaders.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join(''),
      signedHeaders.join(';'),
      hashed
    ].join('\n')
    const expected = hmac(keys.accessKeySecret, `ACS3-HMAC-SHA256\n${sha256(canonical)}`).toString('hex')
    const genuine =
      m &&
      m[1] === keys.accessKeyId &&
      m[3] === expected &&
      req.headers['x-acs-content-sha256'] === hashed &&
      req.headers['x-acs-action'] === 'SendSms' &&
      req.headers['x-acs-version'] === '2017-05-25' &&
      signedHeaders.includes('host') &&
      signedHeaders.includes('x-acs-date')
    if (!genuine) {
      rejected++
      return json(res, 400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched.' })
    }
    if (failure) return json(res, 200, { Code: failure.code, Message: failure.message, RequestId: crypto.randomUUID() })
    const q = Object.fromEntries(url.searchParams)
    sent.push({
      phone: q.PhoneNumbers,
      signName: q.SignName,
      template: q.TemplateCode,
      params: JSON.parse(q.TemplateParam)
    })
    json(res, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0`, RequestId: crypto.randomUUID() })
  })
  return { ...gw, sent, rejected: () => rejected, fail: (...f: Failure[]) => failures.push(...f) }
}

export async function startTencentSms(keys: { secretId: string; secretKey: string }) {
  const sent: SentSms[] = []
  const failures: Failure[] = []
  let rejected = 0
  const gw = await serve((req, body, res) => {
    const failure = failures.shift()
    if (failure === 'timeout') return
    if (failure === '500') return json(res, 502, { message: 'bad gateway' })
    const requestId = crypto.randomUUID()
    const m =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        String(req.headers.authorization ?? '')
      )
    const ts = String(req.headers['x-tc-timestamp'] ?? '')
    const host = String(req.headers.host ?? '').split(':')[0]
    const signedHeaders = m?.[4].split(';') ?? []
    const headerValue = (h: string) => (h === 'host' ? host : String(req.headers[h] ?? '').trim())
    const canonical = [
      req.method,
      '/',
      '',
      signedHeaders.map((h) => `${h}:${headerValue(h)}\n`).join(''),
      signedHeaders.join(';'),
      sha256(body)
    ].join('\n')
    let genuine = false
    if (m && m[1] === keys.secretId && Math.abs(Date.now() / 1000 - Number(ts)) <= 300) {
      const [date, service] = [m[2], m[3]]
      const scope = `${date}/${service}/tc3_request`
      const toSign = `TC3-HMAC-SHA256\n${ts}\n${scope}\n${sha256(canonical)}`
      const kSigning = hmac(hmac(hmac(`TC3${keys.secretKey}`, date), service), 'tc3_request')
      genuine =
        hmac(kSigning, toSign).toString('hex') === m[5] &&
        date === new Date(Number(ts) * 1000).toISOString().slice(0, 10) &&
        req.headers['x-tc-action'] === 'SendSms' &&
        req.headers['x-tc-version'] === '2021-01-11'
    }
    if (!genuine) {
      rejected++
      return json(res, 200, {
        Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: '签名错误' }, RequestId: requestId }
      })
    }
    const p = JSON.parse(body.toString('utf8')) as Record<string, string[] | string>
    const phone = String((p.PhoneNumberSet as string[])[0])
    if (failure)
      return json(res, 200, {
        Response: {
          SendStatusSet: [{ SerialNo: '', PhoneNumber: phone, Fee: 0, Code: failure.code, Message: failure.message }],
          RequestId: requestId
        }
      })
    sent.push({ phone, signName: String(p.SignName), template: String(p.TemplateId), params: p.TemplateParamSet })
    json(res, 200, {
      Response: {
        SendStatusSet: [
          {
            SerialNo: crypto.randomUUID(),
            PhoneNumber: phone,
            Fee: 1,
            Code: 'Ok',
            Message: 'send success',
            IsoCode: 'CN'
          }
        ],
        RequestId: requestId
      }
    })
  })
  return { ...gw, sent, rejected: () => rejected, fail: (...f: Failure[]) => failures.push(...f) }
}
