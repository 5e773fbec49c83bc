import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { loadConfig, type UploadStoreSettings } from '../../server/src/config'
import { s3Store } from '../../server/src/lib/storage'
import { createTestApp, type TestApp } from './helpers'
import { s3Env, startFakeS3, type FakeS3 } from './fakes/s3'

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 7)])

function multipart(data: Buffer, filename = 'photo.png') {
  const boundary = '----mallS3Boundary'
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n`),
    Buffer.from('Content-Type: image/png\r\n\r\n'),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`)
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const settings = (s3: FakeS3, extra: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', ...s3Env(s3, extra) } as NodeJS.ProcessEnv).uploads as Extract<
    UploadStoreSettings,
    { store: 's3' }
  >

describe('uploads in an S3-compatible bucket (UPLOAD_STORE=s3)', () => {
  let s3: FakeS3
  let t: TestApp
  let token: string
  const upload = async (data: Buffer) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/service/image/upload',
      ...multipart(data),
      headers: { ...multipart(data).headers, authorization: `Bearer ${token}` }
    })
    return res.json() as { errno: number; error: string; data: string[] }
  }

  before(async () => {
    s3 = await startFakeS3()
    t = await createTestApp({ seed: false, env: s3Env(s3) })
    token = (await t.user()).token
  })
  after(async () => {
    await t?.close()
    await s3?.close()
  })

  it('the configuration: UPLOAD_STORE=s3 names what is missing; local stays the default', () => {
    assert.deepEqual(loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv).uploads, { store: 'local' })
    assert.throws(
      () => loadConfig({ NODE_ENV: 'test', UPLOAD_STORE: 's3', S3_BUCKET: 'b' } as NodeJS.ProcessEnv),
      /S3_ACCESS_KEY_ID must be set with UPLOAD_STORE=s3/
    )
    assert.throws(() => loadConfig({ NODE_ENV: 'test', UPLOAD_STORE: 'ftp' } as NodeJS.ProcessEnv), /UPLOAD_STORE/)
    const s = settings(s3, { S3_PREFIX: 'mall', S3_PUBLIC_BASE_URL: 'https://img.example.com/' })
    assert.equal(s.prefix, 'mall/')
    assert.equal(s.publicBaseUrl, 'https://img.example.com')
    assert.equal(s.forcePathStyle, true)
  })

  it('a shopper photo goes to the bucket through signed requests and is served back by the server', async () => {
    const res = await upload(PNG)
    assert.equal(res.errno, 1, res.error)
    const url = new URL(res.data[0])
    assert.match(url.pathname, /^\/api\/service\/image\/[a-f0-9]{32}\.png$/)
    const name = url.pathname.split('/').pop()!
    const stored = s3.objects.get(`uploads/${name}`)
    assert.ok(stored, 'the object is in the bucket')
    assert.deepEqual(stored.body, PNG)
    assert.equal(stored.type, 'image/png')
    assert.match(stored.cacheControl ?? '', /max-age=31536000/)

    const got = await t.app.inject({ method: 'GET', url: url.pathname })
    assert.equal(got.statusCode, 200)
    assert.equal(got.headers['content-type'], 'image/png')
    assert.deepEqual(got.rawPayload, PNG)
    assert.deepEqual(s3.refused, {}, 'every request was signed correctly')

    const missing = await t.app.inject({ method: 'GET', url: `/api/service/image/${'0'.repeat(32)}.png` })
    assert.equal(missing.statusCode, 404)
  })

  it('the same type sniffing and size limit: nothing that is not an image, or too big, reaches the bucket', async () => {
    const before = s3.objects.size
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))
    assert.equal(svg.errno, 1001)
    assert.equal(svg.error, '参数 file 仅支持 JPG、PNG、WEBP、GIF 格式的图片')
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))
    assert.equal(big.errno, 1001)
    assert.equal(big.error, '参数 file 大小不能超过 5MB')
    assert.equal(s3.objects.size, before)
  })

  it('with S3_PUBLIC_BASE_URL the answer is the bucket address (served by the bucket or its CDN)', async () => {
    const store = await s3Store(settings(s3, { S3_PUBLIC_BASE_URL: 'https://img.example.com' }))
    await store.put(`${'a'.repeat(32)}.png`, PNG, 'image/png')
    assert.equal(store.publicUrl(`${'a'.repeat(32)}.png`), `https://img.example.com/uploads/${'a'.repeat(32)}.png`)
    const opened = await store.open(`${'a'.repeat(32)}.png`)
    assert.equal(opened?.size, PNG.length)
    opened?.body.resume()
    assert.equal(await store.open(`${'b'.repeat(32)}.png`), null)
  })

  it('the fake checks SigV4 like the services: HEAD signed right answers, a wrong secret or no signature is refused', async () => {
    const client = (secret: string) =>
      new S3Client({
        endpoint: s3.endpoint,
        region: s3.region,
        forcePathStyle: true,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: secret },
        maxAttempts: 1
      })
    const key = `uploads/${'a'.repeat(32)}.png`
    const head = await client(s3.secretAccessKey).send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))
    assert.equal(head.ContentLength, PNG.length)
    assert.equal(head.ContentType, 'image/png')

    await assert.rejects(client('not-the-secret').send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })))
    assert.equal(s3.refused.SignatureDoesNotMatch, 1)
    const forged = await store(settings(s3, {}), 'not-the-secret')
    await assert.rejects(forged.put(`${'c'.repeat(32)}.png`, PNG, 'image/png'), /SignatureDoesNotMatch/)
    assert.equal(s3.objects.has(`uploads/${'c'.repeat(32)}.png`), false)

    const unsigned = await fetch(`${s3.endpoint}/${s3.bucket}/${key}`)
    assert.equal(unsigned.status, 403)
    assert.match(await unsigned.text(), /<Code>AccessDenied<\/Code>/)
  })
})

const store = (s: Extract<UploadStoreSettings, { store: 's3' }>, secret: string) =>
  s3Store({ ...s, secretAccessKey: secret })
