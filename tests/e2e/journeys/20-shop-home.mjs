import assert from 'node:assert/strict'

export const title =
  'home renders the seeded template (swiper-nav, spu-list, waterfall); nav to results; category tab; care mode'

const count = (page, selector) => page.locator(selector).count()

/**
 * At least `n` icon images under `selector`, each a stored picture at the icon size and loaded: the demo's category icons
 * are seed pictures drawn the first time they are asked for (docs/decisions/0034-pictures.md), never generated SVGs.
 * At least: journey 74 may add a category (with an icon, and one with the placeholder) while this one runs.
 */
const iconsLoaded = (page, selector, n) =>
  page.waitForFunction(
    ([sel, n]) => {
      const imgs = [...document.querySelectorAll(sel)]
      const ok = (i) => /\/api\/service\/image\/[a-f0-9]{32}_160\.webp$/.test(i.src) && i.complete && i.naturalWidth > 0
      return imgs.length >= n && imgs.every(ok)
    },
    [selector, n]
  )

export default async function ({ page, step, hashUrl, shot, a11y, careMetrics, api, apiRequests }) {
  let template

  await step('the seeded template, as the server holds it', async () => {
    const home = await api('/api/v1/app/home')
    assert.equal(home.errno, 1, home.error)
    template = JSON.parse(home.data.data).components
    assert.deepEqual(
      [...new Set(template.map((c) => c.type))].sort(),
      ['goods-waterfall', 'home-swiper-nav', 'spu-list'],
      'the seed no longer holds the three component types'
    )
  })

  await step('home draws all three component types from it', async () => {
    await page.goto(hashUrl('/pages/home/index'))
    const swiper = template.find((c) => c.type === 'home-swiper-nav').inputProps
    await page.locator('.home-swiper-nav__item').first().waitFor()
    assert.equal(await count(page, '.home-swiper-nav .image-swiper__slide'), swiper.banners.length)
    assert.deepEqual(
      await page.locator('.home-swiper-nav__title').allTextContents(),
      swiper.navs.map((n) => n.title)
    )
    assert.ok((await page.locator('.home-swiper-nav').getAttribute('class')).includes(`--theme-${swiper.theme}`))
    await iconsLoaded(page, '.home-swiper-nav__icon img', swiper.navs.length)

    // The first list is on the first screen; the parts below it are drawn as they come near the screen,
    // and the waterfall grows as the shopper scrolls on. Taro's H5 page container is the scrolling
    // element (and fires reach-bottom), not the window. Like a finger, each scroll passes through the
    // middle first (Taro re-arms reach-bottom only once away from the bottom).
    await page.locator('.home-spu-list .goods-card').first().waitFor()
    const scrollDown = () =>
      page.evaluate(async () => {
        const scroller = document.querySelector('.home-template').closest('.taro_page')
        scroller.scrollTop = scroller.scrollHeight - scroller.clientHeight - 400
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100)))
        scroller.scrollTop = scroller.scrollHeight
      })
    await scrollDown()
    await page.locator('.home-waterfall .goods-card').first().waitFor()
    const lists = template.filter((c) => c.type === 'spu-list')
    assert.deepEqual(
      await page.locator('.home-spu-list .home-section__title').allTextContents(),
      lists.map((l) => l.inputProps.title)
    )
    const waterfall = template.find((c) => c.type === 'goods-waterfall').inputProps
    const first = await count(page, '.home-waterfall .goods-card')
    assert.ok(first > 0 && first < waterfall.options.length, `first batch: ${first}`)
    for (let i = 0; i < 10 && (await count(page, '.home-waterfall .goods-card')) < waterfall.options.length; i++) {
      const before = await count(page, '.home-waterfall .goods-card')
      await scrollDown()
      await page.waitForFunction((n) => document.querySelectorAll('.home-waterfall .goods-card').length > n, before)
    }
    assert.equal(await count(page, '.home-waterfall .goods-card'), waterfall.options.length)
    await page.evaluate(() => (document.querySelector('.home-template').closest('.taro_page').scrollTop = 0))
    // Flash-sale prices and badges come from the activities, with the row's countdown.
    const flashCard = page.locator('.home-spu-list').first().locator('.goods-card').first()
    assert.match(await flashCard.innerText(), /秒杀/)
    await page.locator('.home-spu-list .countdown').first().waitFor()
    assert.equal(
      apiRequests.filter((r) => r.path.endsWith('/app/home')).length,
      1,
      'startup and the home page should share one /app/home'
    )
    await shot(page, 'home')
    await a11y(page, 'home')
  })

  await step('a nav entry opens its category results', async () => {
    const first = template.find((c) => c.type === 'home-swiper-nav').inputProps.navs[0]
    await page.locator('.home-swiper-nav__item', { hasText: first.title }).tap()
    await page.waitForURL((u) => u.hash.includes('/pages/goods-search-result/index'))
    assert.match(page.url(), /category_id=1/)
    await page.locator('.goods-result__groups .goods-card').first().waitFor()
    assert.ok((await count(page, '.goods-result__groups .goods-card')) > 0)
    await shot(page, 'result-category')
    await a11y(page, 'goods-search-result')
  })

  await step('the category tab: tree on the left, goods of the chosen category on the right', async () => {
    await page.goto(hashUrl('/pages/goods-category/index'))
    await page.locator('.goods-category__top').first().waitFor()
    const tops = await page.locator('.goods-category__top').allTextContents()
    assert.ok(tops.length >= 8, `categories: ${tops.join(',')}`)
    await iconsLoaded(page, '.goods-category__icon img', 8)
    await page.locator('.goods-category__main .goods-card').first().waitFor()
    await page.locator('.goods-category__top', { hasText: '粮油调味' }).tap()
    const answered = page.waitForResponse((r) => r.url().endsWith('/goods/search'))
    await page.locator('.goods-category__sub', { hasText: '食用油' }).tap()
    await answered
    // The list is redrawn after the answer: wait for the new category's goods, not a card of the one before.
    await page
      .locator('.goods-category__main .goods-card__title', { hasText: /油/ })
      .first()
      .waitFor()
      .catch(async () => {
        const titles = await page.locator('.goods-category__main .goods-card__title').allTextContents()
        assert.fail(`食用油 shows ${titles.join(',')}`)
      })
    await shot(page, 'category')
    await a11y(page, 'goods-category')
  })

  await step('care mode on home and the category tab: larger text and tap targets, still axe-clean', async () => {
    // A fresh start: an open page takes its care parameter only when it is first shown.
    await page.goto('about:blank')
    await page.goto(hashUrl('/pages/home/index?care=1'))
    await page.locator('.care-mode .home-swiper-nav__item').first().waitFor()
    await page.locator('.care-mode .home-spu-list .goods-card').first().waitFor()
    const m = await careMetrics(page, {
      text: ['.home-swiper-nav__title', '.search-entry__text', '.home-section__title'],
      targets: ['.search-entry__box', '.home-swiper-nav__item']
    })
    assert.deepEqual(m.problems, [], m.problems.join('\n'))
    await shot(page, 'home-care')
    await a11y(page, 'home (care mode)')
    // The category tab in care mode: the icons (or placeholders) above larger names, every tab a large target.
    await page.goto('about:blank')
    await page.goto(hashUrl('/pages/goods-category/index?care=1'))
    await page.locator('.care-mode .goods-category__top').first().waitFor()
    await iconsLoaded(page, '.goods-category__icon img', 8)
    await page.locator('.care-mode .goods-category__main .goods-card').first().waitFor()
    const c = await careMetrics(page, { text: ['.goods-category__name'], targets: ['.goods-category__top'] })
    assert.deepEqual(c.problems, [], c.problems.join('\n'))
    await shot(page, 'category-care')
    await a11y(page, 'goods-category (care mode)')
    await page.goto('about:blank')
    await page.goto(hashUrl('/pages/home/index?care=0'))
    await page.waitForFunction(() => !document.querySelector('.care-mode'))
  })
}
