import assert from 'node:assert/strict'
import { appImage, covers, holdScripts, layer } from '../lib/first-paint.mjs'

export const title =
  'first paint without JavaScript: the home banner and the goods image are on screen before the app runs, in the ' +
  "app's place and size (normal and care mode), and the app's own image replaces them with no shift; the app's scripts start once that layer is on screen"

export default async function ({ page, step, hashUrl, shot, api }) {
  await page.addInitScript(() => {
    window.__shifts = 0
    new PerformanceObserver((list) => {
      // The swiper's autoplay moves its own dots (the active one widens); that is not the first screen moving.
      for (const e of list.getEntries())
        if (!e.sources.every((x) => x.node?.classList?.contains('image-swiper__dot'))) window.__shifts += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const home = await api('/api/v1/app/home')
  const swiper = JSON.parse(home.data.data).components.find((c) => c.type === 'home-swiper-nav').inputProps
  // The console saves a banner's large JPEG; the swiper and index.html both ask its 750 px WebP
  // (templateImageUrl(image, 'medium'), docs/decisions/0034-pictures.md).
  const saved = /^(.*\/[a-f0-9]{32})_(?:\d+|full)\.(?:webp|jpg)$/.exec(
    swiper.banners.find((b) => b.image && b.enabled !== false).image
  )
  assert.ok(saved, 'the home banner is a stored picture')
  const banner = `${saved[1]}_750.webp`
  const found = await api('/api/v1/goods/search', { page: 1, page_size: 1 })
  const sku = found.data.list[0].sku_id
  const goods = await api('/api/v1/goods/info', { sku_id: sku })
  // The gallery's first picture as index.html and the app both ask for it: 750 px WebP (utils/image.ts, 0034).
  const gallery = `${goods.data.pictures[0]}_750.webp`

  const check = async ({ route, scope, src, name }) => {
    const release = await holdScripts(page)
    // A new document each time (a hash change alone would not load index.html again); not waiting for the load
    // event, which waits for the held scripts.
    await page.goto('about:blank')
    await page.goto(hashUrl(route), { waitUntil: 'commit' })
    await page.waitForFunction(() => document.querySelector('.first-paint img')?.complete)
    const early = await layer(page)
    assert.equal(early.appRan, false, 'the app ran although its scripts were held')
    assert.equal(early.src, src)
    assert.ok(early.loaded, 'the first-paint image did not load')
    assert.equal(early.alt, '')
    assert.equal(early.hidden, 'true')
    await shot(page, `${name}-before-scripts`)
    await release()
    const app = await appImage(page, `${scope} .image-swiper__slide img`, '.image-swiper')
    assert.equal(app.src, src)
    covers(early.rect, app.rect, name)
    await page.waitForFunction(() => !document.querySelector('.first-paint'))
    // Gone because the app's own image had loaded (not the ten-second fallback, not a scroll).
    assert.equal(await page.evaluate(() => window.__FIRST_PAINT__), 'app image')
    assert.equal(await page.locator(`${scope} .image-swiper`).count(), 1, 'one swiper after the app drew')
    assert.equal(await page.evaluate(() => window.__shifts), 0, 'layout shifted')
    await shot(page, `${name}-app`)
  }

  await step('home: the first banner before the scripts, then the app in its place', () =>
    check({ route: '/pages/home/index', scope: '.home-swiper-nav', src: banner, name: 'home' })
  )

  await step('goods-info deep link: the first goods image before the scripts, then the app', () =>
    check({
      route: `/pages/goods-info/index?sku_id=${sku}`,
      scope: '.goods-info',
      src: gallery,
      name: 'goods-info'
    })
  )

  await step('care mode (care=1, then the stored choice): the taller search bar moves the banner down', async () => {
    await check({
      route: '/pages/home/index?care=1',
      scope: '.care-mode .home-swiper-nav',
      src: banner,
      name: 'home-care'
    })
    await check({
      route: `/pages/goods-info/index?sku_id=${sku}`,
      scope: '.care-mode .goods-info',
      src: gallery,
      name: 'goods-info-care'
    })
  })

  await step("paint, then boot: nothing held, the app's scripts start once the layer is on screen (0031)", async () => {
    await page.addInitScript(() => {
      window.__boot = null
      window.__layerPaint = null
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (window.__boot === null && n.tagName === 'SCRIPT' && /\/js\/[^/]+\.js$/.test(n.src))
              window.__boot = performance.now()
      }).observe(document, { childList: true, subtree: true })
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (e.element?.closest('.first-paint') && window.__layerPaint === null) window.__layerPaint = e.startTime
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    for (const route of ['/pages/home/index', `/pages/goods-info/index?sku_id=${sku}`]) {
      await page.goto('about:blank')
      await page.goto(hashUrl(route))
      await page.locator('.image-swiper__slide img').first().waitFor()
      const { boot, painted } = await page.evaluate(() => ({ boot: window.__boot, painted: window.__layerPaint }))
      assert.ok(painted !== null, `${route}: the first-paint layer was never on screen`)
      assert.ok(
        boot !== null && boot >= painted,
        `${route}: the app started at ${boot} ms, its layer painted at ${painted}`
      )
    }
  })

  await step('other pages get no first-paint layer', async () => {
    await page.addInitScript(() => {
      window.__layers = 0
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes) if (n.classList?.contains('first-paint')) window.__layers++
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('about:blank')
    await page.goto(hashUrl('/pages/goods-category/index'))
    await page.locator('.taro_page').first().waitFor()
    await page.waitForLoadState('networkidle')
    assert.equal(await page.evaluate(() => window.__layers), 0)
  })
}
