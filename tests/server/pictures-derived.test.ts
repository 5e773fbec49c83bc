import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { createTestApp, type TestApp } from './helpers'
import { signIn } from './admin-helpers'
import { localStore } from '../../server/src/lib/storage'
import { pictureStored, putVariants } from '../../server/src/lib/pictures'
import { makeVariants, SOURCE } from '../../server/src/lib/picture-variants'
import { derivedVariant, sourceName } from '../../server/src/lib/picture-derive'
import { registerDemoPictures } from '../../server/src/db/seed/demo/store-pictures'
import { spus } from '../../server/src/db/schema'
import { photo, uploadPicture } from './picture-fixtures'

// Sizes made when first asked for (docs/decisions/0034-pictures.md, "Made when asked").

const YEAR = 'public, max-age=31536000, immutable'

describe('picture sizes made when first asked for', () => {
  let t: TestApp
  let dir: string
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-derived-'))
    t = await createTestApp({ seed: false, env: { DATA_DIR: dir } })
  })
  after(async () => {
    await t.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })
  const stored = () => fs.readdirSync(path.join(dir, 'uploads'))
  const get = (name: string) => t.app.inject({ method: 'GET', url: `/api/service/image/${name}` })

  it('makes a missing size from the source once, stores it, and serves it for a year', async () => {
    const key = await uploadPicture(t, await signIn(t, 'ops'), 1200, 900)
    assert.ok(!stored().includes(`${key}_1080.webp`), 'not made at upload')
    const puts: string[] = []
    const put = t.app.files.put
    t.app.files.put = (name, data, mime) => (puts.push(name), put(name, data, mime))
    try {
      // Five shoppers open the goods at once: one making, one write, the same bytes for all.
      const answers = await Promise.all(Array.from({ length: 5 }, () => get(`${key}_1080.webp`)))
      for (const res of answers) {
        assert.equal(res.statusCode, 200)
        assert.equal(res.headers['content-type'], 'image/webp')
        assert.equal(res.headers['cache-control'], YEAR)
        assert.equal(Number(res.headers['content-length']), res.rawPayload.length)
        assert.deepEqual(res.rawPayload, answers[0].rawPayload)
      }
      const meta = await sharp(answers[0].rawPayload).metadata()
      assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 1080, 810])
      assert.deepEqual(puts, [`${key}_1080.webp`], 'stored once')
      const file = fs.readFileSync(path.join(dir, 'uploads', `${key}_1080.webp`))
      assert.deepEqual(file, answers[0].rawPayload, 'the stored file is what was served')
      // From now on it is a stored file: served again without making or writing anything.
      const again = await get(`${key}_1080.webp`)
      assert.deepEqual(again.rawPayload, file)
      assert.equal(puts.length, 1)
      const jpg = await get(`${key}_750.jpg`)
      assert.equal(jpg.headers['content-type'], 'image/jpeg')
      assert.deepEqual((await sharp(jpg.rawPayload).metadata()).width, 750)
    } finally {
      t.app.files.put = put
    }
    assert.ok(!stored().some((n) => n.startsWith('.')), 'no file left aside')
  })

  it('answers 404 for a picture with no source, and for a size that does not exist', async () => {
    const missing = 'a'.repeat(32)
    for (const name of [`${missing}_480.webp`, `${missing}_full.webp`, `${missing}_1080.jpg`]) {
      const res = await get(name)
      assert.equal(res.statusCode, 404, name)
      assert.equal(res.json().errno, 1002)
    }
    const key = await uploadPicture(t, await signIn(t, 'ops'))
    assert.equal((await get(`${key}_999.webp`)).statusCode, 404)
    assert.ok(!stored().some((n) => n.startsWith(missing)), 'nothing stored for a missing picture')
    assert.equal(await pictureStored(t.app.files, missing), false)
  })

  it('gives a picture stored before a size existed that size (only its source is there)', async () => {
    const key = 'b'.repeat(32)
    await putVariants(t.app.files, key, await makeVariants(await photo(800, 600), [SOURCE]))
    assert.deepEqual(
      stored().filter((n) => n.startsWith(key)),
      [sourceName(key)]
    )
    assert.equal(await pictureStored(t.app.files, key), true)
    const res = await get(`${key}_240.jpg`)
    assert.equal(res.statusCode, 200)
    assert.deepEqual((await sharp(res.rawPayload).metadata()).width, 240)
  })

  it('two nodes making one size at once both answer it, and the store keeps one whole file', async () => {
    const key = await uploadPicture(t, await signIn(t, 'ops'), 600, 600)
    const uploads = path.join(dir, 'uploads')
    const [a, b] = [localStore(uploads), localStore(uploads)]
    const [ra, rb] = await Promise.all([derivedVariant(a, `${key}_750.webp`), derivedVariant(b, `${key}_750.webp`)])
    assert.ok(ra && rb)
    assert.equal(ra.size, rb.size)
    const file = fs.readFileSync(path.join(uploads, `${key}_750.webp`))
    assert.equal(file.length, ra.size)
    assert.equal((await sharp(file).metadata()).width, 600, 'never enlarged, and readable whole')
    assert.ok(!stored().some((n) => n.startsWith('.')), 'no file left aside')
    // The local store never overwrites a name (a key is never reused).
    await assert.rejects(a.put(`${key}_750.webp`, Buffer.from('other'), 'image/webp'), { code: 'EEXIST' })
    assert.deepEqual(fs.readFileSync(path.join(uploads, `${key}_750.webp`)), file)
  })
})

describe('the demo shop pictures: drawn when first shown', () => {
  let t: TestApp
  let dir: string
  let remove: (() => void) | null = null
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-demo-'))
    t = await createTestApp({ env: { DATA_DIR: dir } })
  })
  after(async () => {
    remove?.()
    await t.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })
  const stored = () => (fs.existsSync(path.join(dir, 'uploads')) ? fs.readdirSync(path.join(dir, 'uploads')) : [])

  it('stores nothing at start, then only the source and the sizes shown', async () => {
    const [goods] = await t.db.select({ picture: spus.picture }).from(spus).limit(1)
    const key = goods.picture
    assert.match(key, /^[a-f0-9]{32}$/)
    const before = await t.app.inject({ method: 'GET', url: `/api/service/image/${key}_480.webp` })
    assert.equal(before.statusCode, 404, 'no picture without its source')

    remove = await registerDemoPictures(t.db)
    assert.ok(remove, 'the seeded goods use the demo pictures')
    assert.deepEqual(stored(), [], 'registering draws and stores nothing')
    const res = await t.app.inject({ method: 'GET', url: `/api/service/image/${key}_480.webp` })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['content-type'], 'image/webp')
    assert.equal(res.headers['cache-control'], YEAR)
    assert.equal((await sharp(res.rawPayload).metadata()).width, 480)
    assert.deepEqual(stored().sort(), [`${key}_480.webp`, sourceName(key)].sort(), 'the source and the size shown')
    const source = await sharp(fs.readFileSync(path.join(dir, 'uploads', sourceName(key)))).metadata()
    assert.equal(source.format, 'webp')
    assert.ok((source.width ?? 0) > 1000, `${source.width} px: the largest size of the drawing`)
    // The console may save a demo goods item whose other pictures were never shown yet.
    const [, other] = await t.db.select({ picture: spus.picture }).from(spus).limit(2)
    assert.equal(await pictureStored(t.app.files, other.picture), true)
  })

  it('registers nothing for a shop whose goods are its own', async () => {
    const bare = await createTestApp({ seed: false })
    try {
      assert.equal(await registerDemoPictures(bare.db), null)
    } finally {
      await bare.close()
    }
  })
})
