import assert from 'node:assert/strict'
import sharp from 'sharp'
import { staffSession } from '../lib/admin-staff.mjs'
import { addAddress, onPage, placeOrder, skuOf, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  '在线客服: the shopper opens the chat from an order, sends the order card and a question; 客服 answers from the console inbox with text and a picture; both appear on the shopper’s page without a reload'

/** A 600×400 photo-like JPEG, as 客服 would send a product picture (the upload refuses pictures under 200 px). */
const picture = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#C0392B' } })
    .jpeg({ quality: 85 })
    .toBuffer()

export default async function ({ page, browser, baseUrl, step, login, api, storage, hashUrl, newPhone, shot, a11y }) {
  const desk = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai'
  })
  desk.setDefaultTimeout(15_000)
  const phone = newPhone()
  const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`
  const question = `请问什么时候发货？${Date.now() % 10000}`
  const answer = '您好，订单会在 48 小时内发出，请留意物流信息'
  let order
  try {
    await step('a shopper with an order opens 在线客服 from the order and sends its card and a question', async () => {
      await login(page, phone)
      const token = await tokenOf(storage, page)
      await addAddress(api, token)
      order = await placeOrder(api, token, { items: [{ sku_id: await skuOf(api, '烟台红富士苹果'), qty: 1 }] })
      await page.goto(hashUrl(`/pages/order-detail/index?id=${order.id}`))
      await page.locator('.contact-service__chat').tap()
      await onPage(page, '/pages/support-chat/index')
      await page.locator('.chat__offer-send').tap()
      await page.locator('.chat-bubble--mine .chat-card', { hasText: order.order_no }).waitFor()
      await page.locator('input[name="support-text"]').fill(question)
      await page.locator('.chat-composer__send').tap()
      await page.locator('.chat-bubble--mine', { hasText: question }).waitFor()
      await page.locator('.chat-bubble__state').waitFor({ state: 'detached' })
      await shot(page, 'support-chat-sent')
      await a11y(page, 'support-chat')
      // Marks this page load: a reload would lose it.
      await page.evaluate(() => Object.assign(window, { __supportJourney: 1 }))
    })

    await step('客服 finds the thread with its unread count, sees the order beside it, and answers', async () => {
      const service = await staffSession(desk, baseUrl, 'service', '客服小米')
      await service.getByRole('menuitem', { name: '在线客服' }).click()
      const thread = service.locator(`li[aria-label^="${masked} 的会话"]`)
      await thread.waitFor()
      assert.match((await thread.getAttribute('aria-label')) ?? '', /条未读/)
      await thread.click()
      await service.locator('.support-msg--shopper', { hasText: question }).waitFor()
      await service.locator('.ant-card', { hasText: '最近订单' }).getByText(order.order_no).waitFor()
      await service.getByLabel('回复内容').fill(answer)
      await service.getByRole('button', { name: /^发\s*送$/ }).click()
      await service.locator('.support-msg--staff', { hasText: answer }).waitFor()
      // 发送图片: uploaded through the console's one upload path, then sent by its key.
      await service
        .locator('.ant-upload input[type=file]')
        .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await picture() })
      await service.locator('.support-msg--staff img[alt="客服小米发送的图片"]').waitFor()
      await shot(service, 'support-inbox-answered')
    })

    await step('the shopper sees the answer arrive on the open page, once, without reloading', async () => {
      const reply = page.locator('.chat-bubble--staff', { hasText: answer })
      await reply.waitFor({ timeout: 20_000 })
      assert.equal(await reply.count(), 1)
      assert.equal(await page.evaluate(() => window.__supportJourney), 1, 'the page was reloaded')
      assert.match(await reply.textContent(), /客服小米/)
      // The picture reply: the list-size variant of the stored upload, loaded (not a broken image).
      const image = page.locator('.chat-bubble--staff [aria-label="客服小米发送的图片"]')
      await image.waitFor({ timeout: 20_000 })
      const src = await image.locator('img').getAttribute('src')
      assert.match(src ?? '', /\/api\/service\/image\/[a-f0-9]{32}_480\.jpg$/)
      await page.waitForFunction(() => {
        const img = document.querySelector('.chat-bubble--staff .chat-bubble__image img')
        return img && img.complete && img.naturalWidth > 0
      })
      assert.equal(await page.evaluate(() => window.__supportJourney), 1, 'the page was reloaded')
      await shot(page, 'support-chat-answered')
    })
  } finally {
    await desk.close()
  }
}
