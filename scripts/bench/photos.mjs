/**
 * Photo-like JPEGs for the benchmark catalogue (issue 28, "Speed as a real shop runs"): what a phone camera or a
 * supplier sends, not the demo's drawn cards. Made at bench time with sharp (the server's picture library), the same
 * bytes on every run: shapes with soft light and shadow on a gradient, a texture at three scales (it survives the
 * downscale to a list thumbnail, as a real photo's detail does) and sensor grain, saved at JPEG quality 90 with a
 * camera's EXIF; some carry an EXIF orientation, as a phone held sideways writes. About 1200×1200 and 200–400 KB each
 * (tests/server/bench-photos.test.ts holds these numbers and the thumbnail rule of docs/decisions/0034-pictures.md).
 * No binary fixture is committed.
 */
import sharp from 'sharp'

/** The size a phone or supplier photo has here, and the banners' (the home swiper shows 5:2). */
export const PHOTO = { width: 1200, height: 1200 }
export const BANNER = { width: 1200, height: 480 }

/** Every fourth photo is stored sideways with EXIF orientation 6 (rotate 90° to show), as a phone held sideways saves. */
export const orientationOf = (index) => (index % 4 === 3 ? 6 : undefined)

/** xorshift32: a small generator with a seed, so a photo is the same bytes on every machine and run. */
function generator(seed) {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s >>>= 0
    s ^= s >>> 17
    s ^= s << 5
    s >>>= 0
    return s / 4294967296
  }
}

/** Smooth value noise in [-1, 1]: random values on a grid of `cell` pixels, eased between. */
function valueNoise(rnd, width, height, cell) {
  const gw = Math.ceil(width / cell) + 2
  const grid = Float32Array.from({ length: gw * (Math.ceil(height / cell) + 2) }, () => rnd() * 2 - 1)
  const out = new Float32Array(width * height)
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y / cell)
    const fy = y / cell - y0
    const sy = fy * fy * (3 - 2 * fy)
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x / cell)
      const fx = x / cell - x0
      const sx = fx * fx * (3 - 2 * fx)
      const i = y0 * gw + x0
      const top = grid[i] + (grid[i + 1] - grid[i]) * sx
      const bottom = grid[i + gw] + (grid[i + gw + 1] - grid[i + gw]) * sx
      out[y * width + x] = top + (bottom - top) * sy
    }
  }
  return out
}

const hsl = (h, s, l) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`

/** The scene: a gradient backdrop, seven lit shapes (the goods) and a label with lines of "print" on one of them. */
function sceneSvg(rnd, width, height) {
  const hue = rnd() * 360
  const parts = [
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue + 180, 25, 88)}"/>` +
      `<stop offset="1" stop-color="${hsl(hue + 200, 30, 50)}"/></linearGradient>`,
    `<rect width="100%" height="100%" fill="url(#bg)"/>`
  ]
  const unit = Math.min(width, height)
  for (let k = 0; k < 7; k++) {
    const x = rnd() * width
    const y = rnd() * height
    const r = unit * (0.07 + rnd() * 0.22)
    const h = hue + rnd() * 120 - 60
    parts.push(
      `<radialGradient id="g${k}" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="${hsl(h, 70, 80)}"/>` +
        `<stop offset="0.6" stop-color="${hsl(h, 65, 50)}"/><stop offset="1" stop-color="${hsl(h, 60, 22)}"/></radialGradient>`,
      rnd() < 0.5
        ? `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * (0.6 + rnd() * 0.5)}" fill="url(#g${k})"/>`
        : `<rect x="${x - r}" y="${y - r / 2}" width="${r * 1.6}" height="${r}" rx="${r / 6}" ` +
            `transform="rotate(${rnd() * 60 - 30} ${x} ${y})" fill="url(#g${k})"/>`
    )
  }
  const lx = width * (0.2 + rnd() * 0.4)
  const ly = height * (0.2 + rnd() * 0.4)
  parts.push(`<rect x="${lx}" y="${ly}" width="${unit * 0.3}" height="${unit * 0.2}" rx="8" fill="#f4f1ea"/>`)
  for (let line = 0; line < 6; line++) {
    for (let w = 0, x = lx + 16; w < 5; w++) {
      const len = unit * (0.02 + rnd() * 0.04)
      parts.push(`<rect x="${x}" y="${ly + 16 + line * unit * 0.03}" width="${len}" height="${unit * 0.012}" fill="#333"/>`)
      x += len + 8
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`
}

/**
 * Photo number `index` as a JPEG buffer (deterministic). `orientation` (1-8) writes that EXIF tag: the pixels are
 * the same, the tag tells a viewer to turn them, as a camera's file does.
 */
export async function benchPhoto(index, { width = PHOTO.width, height = PHOTO.height, orientation } = {}) {
  const rnd = generator(0x9e3779b9 ^ Math.imul(index + 1, 2654435761))
  const pixels = await sharp(Buffer.from(sceneSvg(rnd, width, height)))
    .removeAlpha()
    .raw()
    .toBuffer()
  // Texture at three scales (cloth, wood, skin: what a list thumbnail still shows), then grain at every pixel.
  const octaves = [
    [96, 1],
    [24, 0.5],
    [6, 0.3]
  ].map(([cell, amp]) => [valueNoise(rnd, width, height, cell), amp])
  for (let q = 0, p = 0; q < width * height; q++, p += 3) {
    let light = 0
    for (const [noise, amp] of octaves) light += noise[q] * amp
    light = light * 30 + (rnd() - 0.5) * 12
    for (let ch = 0; ch < 3; ch++) pixels[p + ch] = Math.max(0, Math.min(255, pixels[p + ch] + light))
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(0.5)
    .withExif({ IFD0: { Make: 'BenchCam', Model: 'Phone 12' } })
  if (orientation) image = image.withMetadata({ orientation })
  return image.jpeg({ quality: 90 }).toBuffer()
}
