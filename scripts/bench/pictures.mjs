/**
 * What pictures a benchmarked page downloaded and at what size it showed them (issue 28): the bytes from the
 * Lighthouse run's network records, the natural and rendered size from its ImageElements artifact (the DOM at the end
 * of the load: naturalWidth and the rendered CSS box), and the device pixel ratio Lighthouse emulated. The rules
 * checked (docs/decisions/0034-pictures.md): a list thumbnail (the `list` size, a 240 CSS px card at 2×) is at most
 * 30 KB, and no picture is downloaded at more than twice the pixels it is shown at.
 */
import { formatBytes } from '../gates/sizes.mjs'

export const LIST_THUMB_MAX = 30 * 1024
export const OVERSIZE_MAX = 2

/** `_480.webp` of a stored picture's address, or the file name of any other. */
const shortName = (url) => {
  const p = new URL(url).pathname
  const m = /\/([a-f0-9]{32})(_(?:\d+|full)\.(?:webp|jpg))$/.exec(p)
  return m ? `${m[1].slice(0, 6)}…${m[2]}` : p.split('/').pop()
}

/**
 * How many times more pixels (along an edge) the file has than its box shows at `dpr`: for `object-fit: cover` the
 * edge that fills the box decides, otherwise (contain, fill) the larger of the two.
 */
export function oversize(natural, rendered, dpr, fit) {
  const rw = natural.width / (rendered.width * dpr)
  const rh = natural.height / (rendered.height * dpr)
  return fit === 'cover' ? Math.min(rw, rh) : Math.max(rw, rh)
}

/**
 * The pictures of one Lighthouse run: each image request with its body bytes and, where an <img> or a CSS background
 * still shows it at the end of the load, its natural and rendered size and how oversized it is. A picture no element
 * shows (a preload the app did not use, the first-paint layer's copy) is listed with no size.
 */
export function picturesOf(lhr, artifacts) {
  const dpr = lhr.configSettings?.screenEmulation?.deviceScaleFactor ?? 1
  // data: addresses (the tab bar's inline SVG icons) are in the page, not downloaded.
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Image' && !r.url.startsWith('data:')
  )
  const elements = (artifacts?.ImageElements ?? []).filter((e) => e.displayedWidth > 0 && e.displayedHeight > 0)
  const rows = requests.map((r) => {
    const shown = elements
      .filter((e) => e.src === r.url)
      .sort((a, b) => b.displayedWidth * b.displayedHeight - a.displayedWidth * a.displayedHeight)[0]
    const natural = shown?.naturalDimensions
    const rendered = shown && { width: shown.displayedWidth, height: shown.displayedHeight }
    return {
      url: r.url,
      name: shortName(r.url),
      bytes: r.resourceSize ?? r.transferSize ?? 0,
      mime: r.mimeType ?? '',
      natural: natural ?? null,
      rendered: rendered ?? null,
      fit: shown?.computedStyles?.objectFit ?? '',
      ratio: natural && rendered ? oversize(natural, rendered, dpr, shown.computedStyles?.objectFit) : null
    }
  })
  return { dpr, rows }
}

/** The list thumbnails (`_480.<format>`) a page downloaded, and the largest of them. */
export const listThumbs = (pictures) => pictures.rows.filter((r) => /_480\.(webp|jpg)$/.test(r.url))

/** The report's checks over one page's pictures: the largest list thumbnail and the most oversized picture. */
export function pictureChecks(pictures) {
  const thumbs = listThumbs(pictures)
  const largestThumb = thumbs.reduce((m, r) => Math.max(m, r.bytes), 0)
  const measured = pictures.rows.filter((r) => r.ratio !== null)
  const worst = measured.reduce((m, r) => (m && m.ratio >= r.ratio ? m : r), null)
  return {
    thumbs: thumbs.length,
    largestThumb,
    thumbOk: largestThumb <= LIST_THUMB_MAX,
    worst,
    sizeOk: !worst || worst.ratio <= OVERSIZE_MAX,
    total: pictures.rows.reduce((s, r) => s + r.bytes, 0)
  }
}

const px = (d) => (d ? `${Math.round(d.width)}×${Math.round(d.height)}` : '–')

/** One page's pictures as a markdown table. */
export function picturesTable(pictures) {
  const lines = [
    `| picture | type | bytes | file px | shown CSS px (× ${pictures.dpr}) | file / shown | ok |`,
    '|---|---|---:|---:|---:|---:|---|'
  ]
  for (const r of pictures.rows) {
    const thumbOver = /_480\./.test(r.url) && r.bytes > LIST_THUMB_MAX
    const over = r.ratio !== null && r.ratio > OVERSIZE_MAX
    lines.push(
      `| ${r.name} | ${r.mime.replace('image/', '')} | ${formatBytes(r.bytes)} | ${px(r.natural)} | ${px(r.rendered)}` +
        `${r.fit === 'cover' ? ' cover' : ''} | ${r.ratio === null ? 'not shown at the end' : `${r.ratio.toFixed(2)}×`} | ` +
        `${thumbOver || over ? 'OVER' : 'ok'} |`
    )
  }
  return lines
}

/** The Lighthouse LCP element (its HTML) and its phases (TTFB, load delay, load time, render delay), in ms. */
export function lcpOf(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  const node = items[0]?.items?.[0]?.node
  const phases = Object.fromEntries((items[1]?.items ?? []).map((p) => [p.phase, Math.round(p.timing)]))
  return { snippet: node?.snippet ?? '', label: node?.nodeLabel ?? '', phases }
}
