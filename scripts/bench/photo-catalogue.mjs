/**
 * The benchmark's catalogue as a real shop's (issue 28): before Lighthouse runs, the goods home, goods-info and cart
 * show get photo-like JPEGs (scripts/bench/photos.mjs) as their main picture, gallery and SKU pictures, and the home's
 * banners become photos, all through the console's own API as an operator's browser sends it: sign-in, the one upload
 * path (POST /api/admin/upload, multipart field `file`, admin/src/image-upload.tsx), the goods save
 * (PUT /api/admin/goods/:id, the editor's body) and the home publish (POST /api/admin/home/publish). So the server
 * makes and serves the sized variants of docs/decisions/0034-pictures.md, as it would for the shop's own photos.
 */
import fs from 'node:fs'
import { BANNER, benchPhoto, orientationOf } from './photos.mjs'

/** The console's seeded first account prints its one-time password in the server log (server/src/admin/first-account.ts). */
const NEW_PASSWORD = 'BenchPhotos2026'
/** Gallery pictures after the main one, per goods (a phone shoot gives a few angles). */
const GALLERY = 2

async function consoleCall(baseUrl, session, method, apiPath, body) {
  const res = await fetch(`${baseUrl}/api/admin${apiPath}`, {
    method,
    headers: {
      ...(body instanceof FormData ? {} : body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(session ? { cookie: session.cookie, 'x-csrf-token': session.csrf } : {})
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body)
  })
  const env = await res.json()
  if (env.errno !== 1) throw new Error(`bench photos: ${method} ${apiPath} answered ${env.errno} ${env.error}`)
  return { data: env.data, cookie: res.headers.get('set-cookie')?.split(';')[0] }
}

/** Signs in as the seeded 超级管理员 and makes its forced password change, then signs in again. */
async function signIn(baseUrl, logFile) {
  const m = /username: admin\s+password: (\S+)/.exec(fs.readFileSync(logFile, 'utf8'))
  if (!m) throw new Error(`bench photos: no seeded console password in ${logFile}`)
  const first = await consoleCall(baseUrl, null, 'POST', '/login', { username: 'admin', password: m[1] })
  const seeded = { cookie: first.cookie, csrf: first.data.csrf }
  await consoleCall(baseUrl, seeded, 'POST', '/password', { old_password: m[1], new_password: NEW_PASSWORD })
  const again = await consoleCall(baseUrl, null, 'POST', '/login', { username: 'admin', password: NEW_PASSWORD })
  return { cookie: again.cookie, csrf: again.data.csrf }
}

/** One photo through the console's upload: answers `picture` (the key goods save) and `url` (banners keep it). */
async function upload(baseUrl, session, jpeg, name) {
  const form = new FormData()
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), name)
  return (await consoleCall(baseUrl, session, 'POST', '/upload', form)).data
}

/** The SKU ids the active home template's goods lists name. */
function homeSkuIds(template) {
  const ids = []
  for (const c of JSON.parse(template.data).components ?? []) {
    for (const o of c.inputProps?.options ?? []) if (o.sku_id) ids.push(o.sku_id)
  }
  return ids
}

/** The goods editor's save body from its load (contract/admin/catalogue.ts GoodsInput), with new pictures. */
function goodsInput(detail, pictures) {
  return {
    category_id: detail.category_id,
    title: detail.title,
    subtitle: detail.subtitle,
    supplier: detail.supplier,
    picture: pictures.main,
    images: pictures.gallery,
    detail: detail.detail,
    status: detail.status,
    revision: detail.revision,
    skus: detail.skus.map((s, i) => ({
      id: s.id,
      specs: s.specs,
      picture: pictures.skus[i] ?? '',
      price: s.price,
      market_price: s.market_price,
      cashback: s.cashback,
      limit_per_user: s.limit_per_user,
      stock: s.stock,
      region_stock: s.region_stock
    }))
  }
}

/** Runs `fn` over `items`, `width` at a time (uploads cost the server about a second of CPU each). */
async function inTurns(items, width, fn) {
  const out = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await fn(items[i], i)
    }
  }
  await Promise.all(Array.from({ length: width }, worker))
  return out
}

/**
 * Replaces the pictures of the goods the benchmarked screens show (the home's lists, the first page of search, which
 * gives goods-info and the cart their goods) and the home's banners with uploaded photos. Answers what it did, for
 * the report.
 */
export async function photoCatalogue(server) {
  const t0 = Date.now()
  const session = await signIn(server.baseUrl, server.logFile)
  const call = (method, apiPath, body) => consoleCall(server.baseUrl, session, method, apiPath, body)
  const active = (await call('GET', '/home')).data.find((v) => v.active)
  if (!active) throw new Error('bench photos: no active home page')
  const search = await fetch(`${server.baseUrl}/api/v1/goods/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, page_size: 10 })
  }).then((r) => r.json())
  const skuIds = [...new Set([...homeSkuIds(active), ...(search.data?.list ?? []).map((g) => g.sku_id)])]
  const spuIds = new Set()
  for (let i = 0; i < skuIds.length; i += 50) {
    const named = (await call('GET', `/home/goods?sku_ids=${skuIds.slice(i, i + 50).join(',')}`)).data
    for (const g of named) spuIds.add(g.spu_id)
  }
  const goods = await Promise.all([...spuIds].map(async (id) => (await call('GET', `/goods/${id}`)).data))

  // Photo numbers: each goods its own main picture and gallery, each SKU of a goods with several its own picture.
  let n = 0
  const plan = goods.map((g) => ({
    main: n++,
    gallery: Array.from({ length: GALLERY }, () => n++),
    skus: g.skus.length > 1 ? g.skus.map(() => n++) : []
  }))
  const banners = JSON.parse(active.data).components.find((c) => c.type === 'home-swiper-nav')?.inputProps.banners ?? []
  const bannerPhotos = banners.map(() => n++)
  let bytes = 0
  let sideways = 0
  const uploaded = await inTurns(
    Array.from({ length: n }, (_, i) => i),
    2,
    async (i) => {
      const isBanner = bannerPhotos.includes(i)
      const orientation = isBanner ? undefined : orientationOf(i)
      const jpeg = await benchPhoto(i, isBanner ? BANNER : { orientation })
      bytes += jpeg.length
      if (orientation) sideways++
      return upload(server.baseUrl, session, jpeg, `IMG_${String(1000 + i)}.jpg`)
    }
  )
  for (const [i, g] of goods.entries()) {
    const p = plan[i]
    const pictures = {
      main: uploaded[p.main].picture,
      gallery: p.gallery.map((k) => uploaded[k].picture),
      skus: p.skus.map((k) => uploaded[k].picture)
    }
    await call('PUT', `/goods/${g.id}`, goodsInput(g, pictures))
  }
  if (banners.length) {
    const data = JSON.parse(active.data)
    for (const c of data.components) {
      if (c.type !== 'home-swiper-nav') continue
      c.inputProps.banners = c.inputProps.banners.map((b, i) => ({ ...b, image: uploaded[bannerPhotos[i]].url }))
    }
    await call('POST', '/home/publish', {
      components: data.components,
      global_style: JSON.parse(active.globalStyle),
      note: 'bench photos'
    })
  }
  const thumbs = await listThumbs(uploaded.filter((_, i) => !bannerPhotos.includes(i)))
  // Catalogue answers are cached for at most a second (server/src/lib/cache.ts): the first run must see the photos.
  await new Promise((r) => setTimeout(r, 1100))
  return {
    goods: goods.length,
    photos: n - bannerPhotos.length,
    banners: bannerPhotos.length,
    sideways,
    averageBytes: Math.round(bytes / n),
    seconds: (Date.now() - t0) / 1000,
    thumbs
  }
}

/**
 * The list thumbnail (`_480`, a 240 CSS px card at 2x) of every uploaded goods photo as the server serves it, WebP
 * (H5, WeChat) and JPEG (Alipay): the largest and the average bytes. The first screens show few list cards, so the
 * rule (at most 30 KB) is checked over the whole catalogue too.
 */
async function listThumbs(uploads) {
  const out = {}
  for (const format of ['webp', 'jpg']) {
    const sizes = await inTurns(uploads, 4, async (u) => {
      const res = await fetch(u.url.replace(/_1080\.jpg$/, `_480.${format}`))
      if (!res.ok) throw new Error(`bench photos: ${u.picture}_480.${format} answered ${res.status}`)
      return (await res.arrayBuffer()).byteLength
    })
    out[format] = { count: sizes.length, max: Math.max(...sizes), average: Math.round(sizes.reduce((s, b) => s + b, 0) / sizes.length) }
  }
  return out
}
