import { oversize, pictureChecks, picturesOf, picturesTable } from '../../scripts/bench/pictures.mjs'

// Issue 28: bench/photos.md lists every picture a page downloaded with the size it showed it at, and checks a list
// thumbnail at 2x is at most 30 KB and no picture is more than twice its shown size (scripts/bench/pictures.mjs).
const KEY = '0123456789abcdef0123456789abcdef'
const url = (suffix) => `http://127.0.0.1:1/api/service/image/${KEY}${suffix}`
const request = (u, bytes) => ({ url: u, resourceType: 'Image', resourceSize: bytes, mimeType: 'image/webp' })
const element = (u, w, h, natural, fit = 'cover') => ({
  src: u,
  displayedWidth: w,
  displayedHeight: h,
  naturalDimensions: natural,
  computedStyles: { objectFit: fit }
})
const lhr = (items) => ({
  configSettings: { screenEmulation: { deviceScaleFactor: 1.75 } },
  audits: { 'network-requests': { details: { items } } }
})

describe('bench pictures: bytes and shown size of every picture a page downloaded', () => {
  it('measures a cropped box by the edge that fills it, any other by the larger edge', () => {
    // A 480 px square in a 132 CSS px square at 1.75x: 480 / 231 = 2.08.
    expect(oversize({ width: 480, height: 480 }, { width: 132, height: 132 }, 1.75, 'cover')).toBeCloseTo(2.078, 2)
    // A 1080x432 banner cropped into 386x154: the width decides (1080 / 675.5).
    expect(oversize({ width: 1080, height: 432 }, { width: 386, height: 154 }, 1.75, 'cover')).toBeCloseTo(1.6, 1)
    expect(oversize({ width: 1000, height: 200 }, { width: 100, height: 100 }, 1, 'contain')).toBe(10)
  })

  it('joins the network records with the elements, skips data: addresses and checks the rules', () => {
    const pictures = picturesOf(
      lhr([
        request(url('_480.webp'), 31 * 1024),
        request(url('_240.webp'), 6000),
        request('data:image/svg+xml;base64,PHN2Zz4=', 0),
        request(url('_750.webp'), 29000)
      ]),
      {
        ImageElements: [
          element(url('_480.webp'), 132, 132, { width: 480, height: 480 }),
          element(url('_240.webp'), 99, 99, { width: 240, height: 240 }),
          // A lazy slide not yet given its size is not where the picture is shown.
          element(url('_240.webp'), 0, 0, { width: 240, height: 240 })
        ]
      }
    )
    expect(pictures.dpr).toBe(1.75)
    expect(pictures.rows.map((r) => r.name)).toEqual(['012345…_480.webp', '012345…_240.webp', '012345…_750.webp'])
    expect(pictures.rows[1].ratio).toBeCloseTo(1.39, 2)
    expect(pictures.rows[2].ratio).toBeNull()
    const checks = pictureChecks(pictures)
    expect(checks).toMatchObject({ thumbs: 1, largestThumb: 31 * 1024, thumbOk: false, sizeOk: false })
    expect(checks.worst.name).toBe('012345…_480.webp')
    const table = picturesTable(pictures).join('\n')
    expect(table).toContain('| 012345…_480.webp | webp | 31.0 KB | 480×480 | 132×132 cover | 2.08× | OVER |')
    expect(table).toContain('| 012345…_240.webp | webp | 5.9 KB | 240×240 | 99×99 cover | 1.39× | ok |')
    expect(table).toContain('not shown at the end')
  })
})
