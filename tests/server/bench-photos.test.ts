import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { localStore } from '../../server/src/lib/storage'
import { storePicture } from '../../server/src/lib/pictures'
import { derivedVariant } from '../../server/src/lib/picture-derive'
import { BANNER, benchPhoto, orientationOf } from '../../scripts/bench/photos.mjs'

const KB = 1024

/** The bytes of a stored variant: stored at upload, or made from the source when first asked for (the served path). */
async function variant(dir: string, name: string) {
  const file = path.join(dir, name)
  if (fs.existsSync(file)) return fs.readFileSync(file)
  const made = await derivedVariant(localStore(dir), name)
  assert.ok(made, `${name} can be made`)
  const chunks: Buffer[] = []
  for await (const c of made.body) chunks.push(c as Buffer)
  return Buffer.concat(chunks)
}

// Issue 28: the benchmark catalogue is photo-like JPEGs (scripts/bench/photos.mjs), and a list thumbnail of such a
// photo at 2x (the `list` size, 480 px, a 240 CSS px card) is at most 30 KB (docs/decisions/0034-pictures.md).
describe('the benchmark photos', () => {
  it('are what a phone or a supplier sends: about 1200x1200, 200-400 KB, JPEG, some turned by EXIF, the same every run', async () => {
    for (let i = 0; i < 4; i++) {
      const jpeg = await benchPhoto(i, { orientation: orientationOf(i) })
      const meta = await sharp(jpeg).metadata()
      assert.equal(meta.format, 'jpeg')
      assert.deepEqual([meta.width, meta.height], [1200, 1200])
      assert.ok(jpeg.length >= 200 * KB && jpeg.length <= 400 * KB, `photo ${i}: ${jpeg.length} bytes`)
      assert.ok(meta.exif, 'a camera EXIF block')
      assert.equal(meta.orientation ?? 1, i === 3 ? 6 : 1, `photo ${i}'s orientation`)
    }
    assert.ok((await benchPhoto(5)).equals(await benchPhoto(5)), 'deterministic')
    assert.ok(!(await benchPhoto(5)).equals(await benchPhoto(6)), 'each number its own photo')
    const banner = await sharp(await benchPhoto(9, BANNER)).metadata()
    assert.deepEqual([banner.width, banner.height], [1200, 480])
  })

  it('through the upload pipeline, a list thumbnail at 2x is at most 30 KB and smaller sizes are smaller', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-photos-'))
    try {
      // One upright photo and one a phone saved sideways (EXIF orientation 6): both as the console's upload stores them.
      for (const i of [0, 3]) {
        const { key } = await storePicture(localStore(dir), await benchPhoto(i, { orientation: orientationOf(i) }))
        const list = await variant(dir, `${key}_480.webp`)
        assert.ok(list.length <= 30 * KB, `photo ${i}: _480.webp is ${list.length} bytes`)
        const { width, height } = await sharp(list).metadata()
        assert.deepEqual([width, height], [480, 480])
        // The JPEG of the same size is what Alipay's lists (and older clients' `image`) load.
        const listJpeg = await variant(dir, `${key}_480.jpg`)
        assert.ok(listJpeg.length <= 30 * KB, `photo ${i}: _480.jpg is ${listJpeg.length} bytes`)
        const thumb = await variant(dir, `${key}_240.webp`)
        assert.ok(thumb.length < list.length / 2, `photo ${i}: _240.webp ${thumb.length} bytes`)
        // The goods-info gallery's size (made when first asked for) is larger than the list's and still small.
        const medium = await variant(dir, `${key}_750.webp`)
        assert.ok(medium.length > list.length && medium.length <= 60 * KB, `photo ${i}: _750.webp ${medium.length}`)
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
