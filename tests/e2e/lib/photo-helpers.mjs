import assert from 'node:assert/strict'
import sharp from 'sharp'
import { benchPhoto } from '../../../scripts/bench/photos.mjs'

/**
 * An operator's own photos, recognised on every screen (issue 28, docs/decisions/0034-pictures.md): each is a
 * photo-like 1200 px JPEG (the bench's, scripts/bench/photos.mjs) with a disc of one colour in its middle, so a
 * screen's picture can be told apart from another goods' (or a demo card) by the colour at its centre, at any size.
 */

/** The longest edge of each size (contract/pictures.ts PICTURE_SIZES; that file is TypeScript). */
export const SIZE_PX = { icon: 160, thumb: 240, list: 480, medium: 750, large: 1080 }

/** One colour per picture of the goods: its main picture, a gallery picture, the second SKU's own picture. */
export const PHOTO_COLOURS = {
  main: [220, 30, 40],
  gallery: [30, 150, 60],
  sku: [30, 80, 220]
}

const hex = (rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`

/** Photo `index` of the bench with a disc of `rgb` over its middle third: a JPEG of about 1200×1200. */
export async function goodsPhoto(index, rgb) {
  const disc = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200">' +
      `<circle cx="600" cy="600" r="330" fill="#fff"/><circle cx="600" cy="600" r="300" fill="${hex(rgb)}"/></svg>`
  )
  return sharp(await benchPhoto(index))
    .composite([{ input: disc }])
    .jpeg({ quality: 90 })
    .toBuffer()
}

/** The served address's path of a picture's variant: what a screen asking for `size` loads. */
export const variantPath = (key, size, format = 'webp') => `/api/service/image/${key}_${SIZE_PX[size]}.${format}`

/** Lossy encodings move a colour a little; another picture's colour is far off on some channel. */
export function assertColour(actual, expected, what) {
  const off = Math.max(...expected.map((c, i) => Math.abs(c - actual[i])))
  assert.ok(
    off <= 40,
    `${what}: the picture's centre is rgb(${actual.join(',')}), expected about rgb(${expected.join(',')})`
  )
}

/**
 * The <img> at `img` (a locator; H5's <Image> draws one inside its box) shows picture `key` at `size`: its address is
 * that variant's (not the original, not another picture), the file it loaded is that size, and its centre has
 * the photo's colour. Scrolls it into view first, as a lazy image loads only near the screen.
 */
export async function seePicture(page, img, { key, size, rgb, what }) {
  await img.scrollIntoViewIfNeeded()
  const el = await img.elementHandle()
  await page.waitForFunction((e) => e.complete && e.naturalWidth > 0 && e.src, el, { timeout: 15_000 })
  const shown = await el.evaluate((e) => {
    const canvas = document.createElement('canvas')
    canvas.width = 1
    canvas.height = 1
    const ctx = canvas.getContext('2d')
    const w = e.naturalWidth
    const h = e.naturalHeight
    ctx.drawImage(e, w / 2 - 2, h / 2 - 2, 4, 4, 0, 0, 1, 1)
    return { src: new URL(e.src).pathname, w, h, centre: [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)] }
  })
  assert.equal(shown.src, variantPath(key, size), `${what}: the <img> loads ${shown.src}`)
  assert.equal(Math.max(shown.w, shown.h), SIZE_PX[size], `${what}: a ${shown.w}×${shown.h} file, not the ${size} one`)
  assertColour(shown.centre, rgb, what)
  return shown
}

/** The centre colour and size of a served picture, decoded here (the mini programs' harness draws no pixels). */
export async function servedPicture(baseUrl, address) {
  const res = await fetch(new URL(address, baseUrl))
  assert.equal(res.status, 200, `${address}: HTTP ${res.status}`)
  const bytes = Buffer.from(await res.arrayBuffer())
  const meta = await sharp(bytes).metadata()
  const { data } = await sharp(bytes)
    .extract({ left: Math.floor(meta.width / 2) - 2, top: Math.floor(meta.height / 2) - 2, width: 4, height: 4 })
    .resize(1, 1)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    centre: [...data],
    cache: res.headers.get('cache-control')
  }
}
