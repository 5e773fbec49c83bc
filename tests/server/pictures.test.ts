import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { localStore, type FileStore } from '../../server/src/lib/storage'
import { putVariants, storePicture, UPLOAD_VARIANTS } from '../../server/src/lib/pictures'
import { makeVariants, variantSuffix } from '../../server/src/lib/picture-variants'
import { photo, uploadFile } from './picture-fixtures'
import { s3Env, startFakeS3, type FakeS3 } from './fakes/s3'

/** A PNG whose header claims width x height, with no pixel data after it: read by its header only. */
function pngHeader(width: number, height: number) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (b: Buffer) => {
    let c = 0xffffffff
    for (const byte of b) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const out = Buffer.alloc(8 + data.length + 4)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 0 // greyscale
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    sig,
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0))
  ])
}

/** The files an upload writes at once: the source and the list sizes; the others are made when first asked for. */
const uploaded = (key: string) => UPLOAD_VARIANTS.map((v) => `${key}${variantSuffix(v)}`)

describe('console pictures: sized variants on upload, bad uploads refused whole', () => {
  let t: TestApp
  let ops: Console
  let dir: string
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-'))
    t = await createTestApp({ seed: false, env: { DATA_DIR: dir } })
    ops = await signIn(t, 'ops')
  })
  after(async () => {
    await t.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })
  const upload = (data: Buffer) => uploadFile(t, ops, data)
  const uploads = () => (fs.existsSync(path.join(dir, 'uploads')) ? fs.readdirSync(path.join(dir, 'uploads')) : [])

  it('stores the source and list sizes, serves every size in WebP and JPEG, oriented, without EXIF, for a year', async () => {
    // Stored 1200 wide and 900 high with orientation 6 (the phone was held upright): shown 900 x 1200.
    const res = (await upload(await photo(1200, 900, { orientation: 6 }))).json()
    assert.equal(res.errno, 1, res.error)
    const key: string = res.data.picture
    assert.match(key, /^[a-f0-9]{32}$/)
    assert.equal(res.data.width, 900)
    assert.equal(res.data.height, 1200)
    assert.match(res.data.url, new RegExp(`/api/service/image/${key}_1080\\.jpg$`))
    assert.deepEqual(uploads().sort(), uploaded(key).sort())
    const get = (name: string) => t.app.inject({ method: 'GET', url: `/api/service/image/${name}` })
    const thumb = await get(`${key}_240.webp`)
    assert.equal(thumb.statusCode, 200)
    assert.equal(thumb.headers['content-type'], 'image/webp')
    assert.equal(thumb.headers['cache-control'], 'public, max-age=31536000, immutable')
    const meta = await sharp(thumb.rawPayload).metadata()
    assert.deepEqual([meta.width, meta.height], [180, 240], 'upright and at most 240 px')
    assert.equal(meta.exif, undefined, 'no EXIF left')
    assert.equal(meta.orientation, undefined)
    const jpg = await get(`${key}_full.jpg`)
    assert.equal(jpg.headers['content-type'], 'image/jpeg')
    const full = await sharp(jpg.rawPayload).metadata()
    assert.deepEqual([full.width, full.height, full.exif], [900, 1200, undefined], 'never enlarged, no EXIF')
    assert.ok(uploads().includes(`${key}_full.jpg`), 'a size made when asked for is stored')
    assert.equal((await get(`${key}_999.webp`)).statusCode, 404)
  })

  it('a list thumbnail at 2x of a 1200 px photo is at most 30 KB', async () => {
    const variants = await makeVariants(await photo())
    const list = variants.find((v) => v.suffix === '_480.webp')!
    assert.ok(list.data.length <= 30 * 1024, `${list.data.length} bytes`)
    const thumb = variants.find((v) => v.suffix === '_240.webp')!
    assert.ok(thumb.data.length < list.data.length)
  })

  it('converts CMYK and 16-bit files to 8-bit sRGB', async () => {
    const cmyk = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer()
    assert.equal((await sharp(cmyk).metadata()).space, 'cmyk')
    const deep = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a73' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer()
    assert.equal((await sharp(deep).metadata()).depth, 'ushort')
    for (const file of [cmyk, deep]) {
      const res = (await upload(file)).json()
      assert.equal(res.errno, 1, res.error)
      const served = await t.app.inject({ method: 'GET', url: `/api/service/image/${res.data.picture}_480.jpg` })
      const meta = await sharp(served.rawPayload).metadata()
      assert.equal(meta.space, 'srgb')
      assert.equal(meta.depth, 'uchar')
    }
  })

  it('refuses bad files with errno 1001 naming the field, and stores nothing', async () => {
    const before = uploads().length
    const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    // A real bomb: 81 million pixels of one colour compress to a few dozen KB.
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#000' } })
      .toColourspace('b-w')
      .png({ compressionLevel: 9 })
      .toBuffer()
    assert.ok(bomb.length < 2 * 1024 * 1024)
    const good = await photo(400, 400)
    const cases: Array<[string, Buffer, RegExp]> = [
      ['not an image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), /参数 file 不是图片/],
      ['a JPEG cut short', good.subarray(0, 600), /参数 file 图片已损坏/],
      ['1 x 1', tiny, /参数 file 尺寸过小：宽和高至少 200 像素/],
      ['20000 x 20000', pngHeader(20000, 20000), /参数 file 尺寸过大：宽和高都不能超过 10000 像素/],
      ['a decompression bomb', bomb, /参数 file 像素过多：不能超过 5000 万像素/],
      ['over 2 MB', Buffer.concat([good, Buffer.alloc(2 * 1024 * 1024)]), /参数 file 大小不能超过 2MB/],
      ['empty', Buffer.alloc(0), /参数 file/]
    ]
    for (const [what, data, message] of cases) {
      const res = (await upload(data)).json()
      assert.equal(res.errno, 1001, what)
      assert.match(res.error, message, what)
    }
    assert.equal(uploads().length, before, 'no variant of a refused file was written')
  })
})

describe('picture storage: all variants or none', () => {
  it('removes the variants written when one write fails', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-store-'))
    try {
      const local = localStore(dir)
      let writes = 0
      const flaky: FileStore = {
        ...local,
        async put(name, data, mime) {
          // The fifth write fails, as a full disk or a dropped bucket connection would.
          if (++writes === 5) throw new Error('disk full')
          await local.put(name, data, mime)
        }
      }
      const variants = await makeVariants(await photo(600, 600))
      await assert.rejects(putVariants(flaky, 'f'.repeat(32), variants), /disk full/)
      assert.deepEqual(fs.readdirSync(dir), [], 'nothing half-written')
      const ok = await storePicture(local, await photo(600, 600))
      assert.deepEqual(fs.readdirSync(dir).sort(), uploaded(ok.key).sort())
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('console pictures in an S3-compatible bucket', () => {
  let s3: FakeS3
  let t: TestApp
  before(async () => {
    s3 = await startFakeS3()
    t = await createTestApp({ seed: false, env: s3Env(s3) })
  })
  after(async () => {
    await t.close()
    await s3.close()
  })

  it('puts the variants into the bucket for a year, makes the others there, serves them back, deletes on demand', async () => {
    const ops = await signIn(t, 'ops')
    const res = (await uploadFile(t, ops, await photo(500, 400))).json()
    assert.equal(res.errno, 1, res.error)
    const key: string = res.data.picture
    const names = uploaded(key)
    for (const n of names) {
      const object = [...s3.objects.entries()].find(([k]) => k.endsWith(n))
      assert.ok(object, n)
      assert.equal(object[1].cacheControl, 'public, max-age=31536000, immutable')
    }
    const served = await t.app.inject({ method: 'GET', url: `/api/service/image/${key}_480.webp` })
    assert.equal(served.statusCode, 200)
    assert.deepEqual((await sharp(served.rawPayload).metadata()).width, 480)
    // A size not made at upload: made from the source in the bucket, put there for a year like the others.
    const large = await t.app.inject({ method: 'GET', url: `/api/service/image/${key}_1080.jpg` })
    assert.equal(large.statusCode, 200)
    assert.deepEqual((await sharp(large.rawPayload).metadata()).width, 500, 'never enlarged')
    const made = [...s3.objects.entries()].find(([k]) => k.endsWith(`${key}_1080.jpg`))
    assert.equal(made?.[1].cacheControl, 'public, max-age=31536000, immutable')
    await t.app.files.remove(names[0])
    assert.ok(![...s3.objects.keys()].some((k) => k.endsWith(names[0])))
    assert.equal(s3.refused && Object.keys(s3.refused).length, 0, 'every request signed')
  })
})
