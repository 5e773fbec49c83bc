import sharp from 'sharp'
import type { TestApp } from './helpers'
import type { Console } from './admin-helpers'

/** A photo-like JPEG: gradients, texture and grain, as a phone or a supplier sends (about 1200 px, 200+ KB). */
export async function photo(width = 1200, height = 1200, opts: { orientation?: number } = {}) {
  const raw = Buffer.alloc(width * height * 3)
  let seed = 7
  const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 50
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const n = rnd()
      raw[i] = (x / width) * 190 + n
      raw[i + 1] = (y / height) * 170 + n
      raw[i + 2] = 120 + 60 * Math.sin(x / 37) * Math.cos(y / 53) + n
    }
  let img = sharp(raw, { raw: { width, height, channels: 3 } }).blur(1.1)
  if (opts.orientation) img = img.withMetadata({ orientation: opts.orientation })
  // A camera's EXIF (maker, GPS) that must not reach shoppers.
  img = img.withExif({ IFD0: { Make: 'TestCam', Model: 'GPS-Phone' }, IFD3: { GPSLatitudeRef: 'N' } })
  return img.jpeg({ quality: 90 }).toBuffer()
}

/** POST /api/admin/upload (or another console upload path) of `data` (multipart, field `file`) as the console sends it. */
export function uploadFile(t: TestApp, c: Console, data: Buffer, name = 'a.jpg', url = '/api/admin/upload') {
  const boundary = '----pictures'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`)
  ])
  return t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { cookie: c.cookie, 'x-csrf-token': c.csrf, 'content-type': `multipart/form-data; boundary=${boundary}` }
  })
}

/** An uploaded picture's key: a small photo through the console's one upload path. */
export async function uploadPicture(t: TestApp, c: Console, width = 400, height = 400): Promise<string> {
  const res = (await uploadFile(t, c, await photo(width, height))).json()
  if (res.errno !== 1) throw new Error(`upload failed: ${res.error}`)
  return res.data.picture
}
