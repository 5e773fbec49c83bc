import assert from 'node:assert/strict'
import { storedSlice } from '../lib/helpers.mjs'

export const title =
  'care mode (长辈版) from ?care=1: larger text and tap targets, readable contrast, persisted, axe-clean'

/** Computed font size (CSS px) of the first element matching selector. */
const fontSize = (page, selector) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize))

export default async function ({ page, step, hashUrl, storage, shot, a11y, careMetrics }) {
  let normalInput

  await step('the login page without care mode: the usual sizes', async () => {
    await page.goto(hashUrl('/pages/login/index'))
    await page.locator('.login__input input').first().waitFor()
    normalInput = await fontSize(page, '.login__input input')
  })

  await step('?care=1 turns care mode on: main text >= 18 px, line height >= 1.3, main buttons >= 60 px', async () => {
    await page.goto(hashUrl('/pages/login/index?care=1'))
    await page.locator('.care-mode .login__input input').first().waitFor()
    const m = await careMetrics(page, {
      text: ['.login__input input', '.login__submit', '.login__agreement .check__label'],
      targets: ['.login__submit']
    })
    assert.deepEqual(m.problems, [], m.problems.join('\n'))
    assert.ok((await fontSize(page, '.login__input input')) > normalInput, 'care mode did not enlarge the input text')
    // Secondary controls stay at least 44 x 44.
    const small = await careMetrics(page, { text: [], targets: ['.login__send'], minTarget: 44 })
    assert.deepEqual(small.problems, [], small.problems.join('\n'))
    await shot(page, 'login-care')
    await a11y(page, 'login (care mode)')
  })

  await step('it persists: another page opened without the parameter is in care mode too', async () => {
    const care = storedSlice(await storage(page), 'care')
    assert.equal(care?.choice, true, `care mode not persisted: ${JSON.stringify(care)}`)
    await page.goto(hashUrl('/pages/article-detail/index?key=service-terms'))
    await page.locator('.care-mode .article__body').waitFor()
    const m = await careMetrics(page, { text: ['.article__body p', '.article__title'] })
    assert.deepEqual(m.problems, [], m.problems.join('\n'))
    // The back button is a secondary control: 44 x 44 at least.
    const back = await careMetrics(page, { text: [], targets: ['.nav-bar__back'], minTarget: 44 })
    assert.deepEqual(back.problems, [], back.problems.join('\n'))
    await shot(page, 'article-care')
    await a11y(page, 'article-detail (care mode)')
  })

  await step('?care=0 turns it off again', async () => {
    await page.goto(hashUrl('/pages/article-detail/index?key=service-terms&care=0'))
    await page.locator('.article__body').waitFor()
    await page.waitForFunction(() => !document.querySelector('.care-mode'))
    assert.equal(storedSlice(await storage(page), 'care')?.choice, false)
  })
}
