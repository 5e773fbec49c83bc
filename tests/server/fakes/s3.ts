import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for an S3-compatible object store (MinIO, OSS and COS in their S3 mode): path-style
 * PUT / GET / HEAD of objects in one bucket, each request's AWS Signature Version 4 checked the way the services
 * check it (canonical request, string to sign, the derived signing key, the payload hash against the body) with
 * keys the test made. Anything unsigned, signed with another secret or for another body is refused with the
 * services' 403 XML errors. Nothing reaches the internet.
 */
export interface FakeS3 {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  objects: Map<string, { body: Buffer; type: string; cacheControl?: string }>
  /** Requests refused, by S3 error code. */
  refused: Record<string, number>
  /** Requests served, as `METHOD key`. */
  log: string[]
  close(): Promise<void>
}

const sha256 = (s: string | Buffer) => crypto.createHash('sha256').update(s).digest('hex')
const hmac = (key: string | Buffer, s: string) => crypto.createHmac('sha256', key).update(s).digest()
/** RFC 3986 encoding as SigV4 canonical requests use it. */
const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
/** S3 encodes the object key once, keeping its slashes. */
const encPath = (p: string) => p.split('/').map(enc).join('/')

/** The signature SigV4 gives this request with `secret`, or an S3 error code saying why it cannot have one. */
function expectedSignature(
  req: http.IncomingMessage,
  body: Buffer,
  secret: string,
  accessKeyId: string,
  region: string
) {
  const auth = req.headers.authorization ?? ''
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([a-f0-9]{64})$/.exec(
      auth
    )
  if (!m) return { error: 'AccessDenied' }
  const [, keyId, day, scopeRegion, signedHeaders, signature] = m
  if (keyId !== accessKeyId) return { error: 'InvalidAccessKeyId' }
  if (scopeRegion !== region) return { error: 'AuthorizationHeaderMalformed' }
  const amzDate = String(req.headers['x-amz-date'] ?? '')
  if (!amzDate.startsWith(day)) return { error: 'AccessDenied' }
  const when = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'))
  if (!(Math.abs(Date.now() - when) < 15 * 60_000)) return { error: 'RequestTimeTooSkewed' }
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '')
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return { error: 'XAmzContentSHA256Mismatch' }
  const names = signedHeaders.split(';')
  if (!names.includes('host') || !names.includes('x-amz-date')) return { error: 'AccessDenied' }
  const url = new URL(req.url ?? '/', 'http://fake')
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [enc(k), enc(v)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const headerValue = (n: string) => {
    const v = req.headers[n]
    return (Array.isArray(v) ? v.join(',') : String(v ?? '')).trim().replace(/\s+/g, ' ')
  }
  const canonical = [
    req.method,
    encPath(decodeURIComponent(url.pathname)),
    query,
    names.map((n) => `${n}:${headerValue(n)}\n`).join(''),
    signedHeaders,
    payloadHash
  ].join('\n')
  const scope = `${day}/${region}/s3/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request')
  const expected = crypto.createHmac('sha256', key).update(toSign).digest('hex')
  return expected === signature ? { ok: true } : { error: 'SignatureDoesNotMatch' }
}

const xmlError = (res: http.ServerResponse, status: number, code: string, head = false) => {
  res.writeHead(status, { 'Content-Type': 'application/xml' })
  res.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`
  )
}

export async function startFakeS3(opts: { bucket?: string; region?: string } = {}): Promise<FakeS3> {
  const bucket = opts.bucket ?? 'mall-test'
  const region = opts.region ?? 'cn-test-1'
  const accessKeyId = `AKID${crypto.randomBytes(8).toString('hex').toUpperCase()}`
  const secretAccessKey = crypto.randomBytes(30).toString('base64')
  const objects: FakeS3['objects'] = new Map()
  const refused: Record<string, number> = {}
  const log: string[] = []

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const head = req.method === 'HEAD'
      const check = expectedSignature(req, body, secretAccessKey, accessKeyId, region)
      if (check.error) {
        refused[check.error] = (refused[check.error] ?? 0) + 1
        return xmlError(res, 403, check.error, head)
      }
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname)
      if (!path.startsWith(`/${bucket}/`)) return xmlError(res, 404, 'NoSuchBucket', head)
      const key = path.slice(bucket.length + 2)
      log.push(`${req.method} ${key}`)
      if (req.method === 'PUT') {
        const type = String(req.headers['content-type'] ?? 'application/octet-stream')
        const cacheControl = req.headers['cache-control'] as string | undefined
        objects.set(key, { body, type, cacheControl })
        res.writeHead(200, { ETag: `"${crypto.createHash('md5').update(body).digest('hex')}"` })
        return res.end()
      }
      if (req.method === 'GET' || head) {
        const found = objects.get(key)
        if (!found) return xmlError(res, 404, 'NoSuchKey', head)
        res.writeHead(200, {
          'Content-Type': found.type,
          'Content-Length': found.body.length,
          ETag: `"${crypto.createHash('md5').update(found.body).digest('hex')}"`,
          'Last-Modified': new Date().toUTCString(),
          ...(found.cacheControl ? { 'Cache-Control': found.cacheControl } : {})
        })
        return res.end(head ? undefined : found.body)
      }
      if (req.method === 'DELETE') {
        // S3 answers 204 whether or not the key was there.
        objects.delete(key)
        res.writeHead(204)
        return res.end()
      }
      return xmlError(res, 405, 'MethodNotAllowed', head)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    refused,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** The environment a node needs to store its uploads in this fake. */
export const s3Env = (s3: FakeS3, extra: Record<string, string> = {}) => ({
  UPLOAD_STORE: 's3',
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: s3.bucket,
  S3_REGION: s3.region,
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  S3_FORCE_PATH_STYLE: '1',
  ...extra
})
