import assert from 'node:assert/strict'
import { ok } from '../../e2e/lib/order-helpers.mjs'
import { SIZE_PX, assertColour, goodsPhoto, servedPicture } from '../../e2e/lib/photo-helpers.mjs'
import { staffConsole } from '../lib/console.mjs'

export const title =
  "issue 28 in the compiled programs: a photo the console uploads is what the goods list, goods-info and the cart show, each at its size's variant in the platform's format (WebP with <Image webp> on WeChat, JPEG on Alipay); no list asks an original"

const RED = [220, 30, 40]

export default async function ({ mp, step, login, token, api, server, platform }) {
  const stamp = Date.now().toString(36).slice(-5)
  const TITLE = `小程序实拍 ${stamp}`
  const weapp = platform === 'weapp'
  const format = weapp ? 'webp' : 'jpg'
  let key
  let sku
  /** Every picture the page on screen shows: none may be an original, or anything but a sized stored variant. */
  const pictures = () => mp.findAll({ tag: 'image' }).filter((el) => el.attrs.src)
  const noOriginal = (where) => {
    const srcs = pictures().map((el) => String(el.attrs.src))
    assert.ok(srcs.length > 0, `${where}: no picture at all`)
    assert.deepEqual(
      srcs.filter((s) => /_full\./.test(s)),
      [],
      `${where}: an original`
    )
  }
  /** The <image> `el` shows the uploaded photo at `size`: its address, WeChat's webp flag, and the served file. */
  const seeVariant = async (el, size, what) => {
    const src = String(el.attrs.src)
    assert.ok(src.endsWith(`/api/service/image/${key}_${SIZE_PX[size]}.${format}`), `${what}: the image shows ${src}`)
    if (weapp) assert.ok(el.attrs.webp === true || el.attrs.webp === 'true', `${what}: WebP without <Image webp>`)
    const served = await servedPicture(server.baseUrl, new URL(src).pathname)
    assert.equal(served.format, weapp ? 'webp' : 'jpeg', what)
    assert.equal(Math.max(served.width, served.height), SIZE_PX[size], what)
    assertColour(served.centre, RED, what)
  }

  await step('运营 uploads a photo in the console and puts a goods item with it on the shelf', async () => {
    const ops = await staffConsole(server, 'ops', '运营小周')
    const upload = await ops.upload(await goodsPhoto(104, RED))
    key = upload.picture
    assert.match(key, /^[a-f0-9]{32}$/)
    const categories = await ops.get('/categories')
    const leaf = categories.find((c) => c.parentId !== null && !categories.some((d) => d.parentId === c.id))
    const saved = await ops.post('/goods', {
      category_id: leaf.id,
      title: TITLE,
      subtitle: '',
      supplier: '',
      picture: key,
      images: [],
      detail: '',
      status: 1,
      skus: [
        {
          specs: [{ name: '规格', value: '一盒' }],
          price: 1990,
          market_price: 0,
          cashback: 0,
          limit_per_user: 0,
          stock: 50,
          region_stock: []
        }
      ]
    })
    sku = saved.skus[0].id
  })

  await step('the search results list it with the thumbnail variant, and ask no original', async () => {
    await login()
    await mp.go('navigateTo', `/pages/goods-search-result/index?keyword=${encodeURIComponent(TITLE)}`)
    const card = await mp.find({ cls: 'goods-card', text: TITLE })
    const img = imageIn(card)
    assert.ok(img, `the card has no picture: ${JSON.stringify(tagsIn(card))}`)
    await seeVariant(img, 'thumb', 'search results')
    // A list's pictures load as they come near the screen (lazy-load), not all at once.
    assert.equal(img.attrs['lazy-load'], true, 'the list card is not lazy-load')
    noOriginal('search results')
  })

  await step('goods-info shows it in the gallery at the medium variant', async () => {
    await mp.go('navigateTo', `/pages/goods-info/index?sku_id=${sku}`)
    await mp.find({ cls: 'goods-head__title', text: TITLE })
    const slide = await mp.find({ cls: 'image-swiper__image' })
    await seeVariant(slide, 'medium', 'goods-info gallery')
    noOriginal('goods-info')
  })

  await step("the cart's line shows it at the thumbnail variant", async () => {
    await ok(api, '/cart/add', { sku_id: sku, qty: 1 }, token())
    await mp.go('reLaunch', '/pages/shopping-cart/index')
    const line = await mp.find({ cls: 'cart-line', text: TITLE })
    const img = imageIn(line)
    assert.ok(img, `the cart line has no picture: ${JSON.stringify(tagsIn(line))}`)
    await seeVariant(img, 'thumb', 'cart')
    noOriginal('cart')
  })
}

/** The first picture inside `el` (a card, a line), depth first. */
function imageIn(el) {
  for (const c of el.children ?? []) {
    if (c.tag === 'image' && c.attrs.src) return c
    const inner = imageIn(c)
    if (inner) return inner
  }
  return null
}

const tagsIn = (el) => (el.children ?? []).map((c) => [c.tag, c.cls.join('.'), tagsIn(c)])
