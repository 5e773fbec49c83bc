import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { uploads } from '../../server/src/db/schema'
import { sniffImage } from '../../server/src/content/upload'

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 7)])
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)])
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 2)])
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32, 3)
])

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer }

function multipart(parts: Part[]) {
  const boundary = '----mallTestBoundary7MA4YWxkTrZu0gW'
  const chunks: Buffer[] = []
  for (const p of parts) {
    const head =
      'data' in p
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`
    chunks.push(Buffer.from(head), 'data' in p ? p.data : Buffer.from(p.value), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

describe('upload: /image/upload and serving images', () => {
  let t: TestApp
  let dataDir: string
  let token: string
  const upload = async (parts: Part[], auth: string | null = token) => {
    const { payload, contentType } = multipart(parts)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/service/image/upload',
      payload,
      headers: { 'content-type': contentType, ...(auth ? { authorization: `Bearer ${auth}` } : {}) }
    })
    return { status: res.statusCode, ...res.json() }
  }

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-upload-'))
    t = await createTestApp({ seed: false, env: { DATA_DIR: dataDir } })
    token = (await t.user()).token
  })
  after(async () => {
    await t.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('stores a PNG under a random name, answers [url] and serves it back with a long cache', async () => {
    const res = await upload([
      { name: 'name', value: 'avatar.png' },
      { name: 'file', filename: 'avatar.png', type: 'image/png', data: PNG }
    ])
    assert.equal(res.errno, 1, res.error)
    assert.ok(Array.isArray(res.data) && res.data.length === 1)
    const url = new URL(res.data[0])
    assert.match(url.pathname, /^\/api\/service\/image\/[a-f0-9]{32}\.png$/)
    const name = path.basename(url.pathname)
    assert.ok(fs.existsSync(path.join(dataDir, 'uploads', name)))
    const [row] = await t.db.select().from(uploads).where(eq(uploads.name, name))
    assert.equal(row.originalName, 'avatar.png')
    assert.equal(row.size, PNG.length)

    const got = await t.app.inject({ method: 'GET', url: url.pathname })
    assert.equal(got.statusCode, 200)
    assert.equal(got.headers['content-type'], 'image/png')
    assert.match(got.headers['cache-control'] as string, /max-age=31536000/)
    assert.deepEqual(got.rawPayload, PNG)
  })

  it('accepts jpeg, gif and webp by their bytes, whatever the client claims', async () => {
    for (const [data, ext] of [
      [JPEG, 'jpg'],
      [GIF, 'gif'],
      [WEBP, 'webp']
    ] as const) {
      const res = await upload([{ name: 'file', filename: 'x.bin', type: 'application/octet-stream', data }])
      assert.equal(res.errno, 1, `${ext}: ${res.error}`)
      assert.ok(res.data[0].endsWith(`.${ext}`))
      const got = await t.app.inject({ method: 'GET', url: new URL(res.data[0]).pathname })
      assert.equal(got.headers['content-type'], `image/${ext === 'jpg' ? 'jpeg' : ext}`)
    }
  })

  it('refuses files that are not images, even named .png, with errno 1001', async () => {
    for (const data of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      Buffer.from('%PDF-1.4 ...'),
      Buffer.from('hello')
    ]) {
      const res = await upload([{ name: 'file', filename: 'evil.png', type: 'image/png', data }])
      assert.equal(res.errno, 1001)
      assert.equal(res.error, '参数 file 仅支持 JPG、PNG、WEBP、GIF 格式的图片')
    }
    const empty = await upload([{ name: 'file', filename: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }])
    assert.equal(empty.errno, 1001)
  })

  it('accepts 5 MB and refuses anything larger', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)])
    const ok = await upload([{ name: 'file', filename: 'big.png', type: 'image/png', data: exact }])
    assert.equal(ok.errno, 1, ok.error)
    const over = Buffer.concat([exact, Buffer.alloc(1)])
    const res = await upload([{ name: 'file', filename: 'big.png', type: 'image/png', data: over }])
    assert.equal(res.errno, 1001)
    assert.equal(res.error, '参数 file 大小不能超过 5MB')
    assert.notEqual(res.status, 500)
  })

  it('refuses a missing file part, a JSON body and callers without a login', async () => {
    const none = await upload([{ name: 'name', value: 'x.png' }])
    assert.equal(none.errno, 1001)
    assert.match(none.error, /file/)
    const wrongField = await upload([{ name: 'image', filename: 'a.png', type: 'image/png', data: PNG }])
    assert.equal(wrongField.errno, 1001)
    const json = await t.post('/api/service/image/upload', { file: 'data:image/png;base64,AAAA' }, token)
    assert.equal(json.errno, 1001)
    const anon = await upload([{ name: 'file', filename: 'a.png', type: 'image/png', data: PNG }], null)
    assert.equal(anon.errno, 1006)
  })

  it('serves only stored names: traversal and unknown names are 404, never a file outside uploads', async () => {
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'top secret')
    for (const url of [
      '/api/service/image/..%2Fsecret.txt',
      '/api/service/image/%2e%2e%2fsecret.txt',
      '/api/service/image/../secret.txt',
      '/api/service/image/secret.txt',
      '/api/service/image/0123456789abcdef0123456789abcdef.png'
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      assert.equal(res.statusCode, 404, url)
      assert.doesNotMatch(res.body, /top secret/)
    }
  })

  it('sniffs magic bytes', () => {
    assert.equal(sniffImage(PNG), 'image/png')
    assert.equal(sniffImage(JPEG), 'image/jpeg')
    assert.equal(sniffImage(GIF), 'image/gif')
    assert.equal(sniffImage(WEBP), 'image/webp')
    assert.equal(sniffImage(Buffer.from('RIFF0000WAVE')), null)
    assert.equal(sniffImage(Buffer.alloc(0)), null)
  })
})
