import assert from 'node:assert/strict'
import { storedSlice } from '../lib/helpers.mjs'
import { layoutProblems } from '../lib/layout.mjs'

export const title = 'feedback with an image (upload progress, then listed with the image), messages, service and terms'

// A 1 x 1 PNG: the server checks the file's magic bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y }) {
  const phone = newPhone()
  const text = `结账页的地址选择不太好找，希望改进 ${Date.now() % 10000}`
  let token

  await step('log in and open 意见反馈', async () => {
    await page.goto(hashUrl(`/pages/login/index?goUrl=${encodeURIComponent('/pages/service-feedback/index')}`))
    await login(page, phone)
    await page.waitForURL((url) => url.hash.startsWith('#/pages/service-feedback/index'))
    token = storedSlice(await storage(page), 'auth').accessToken
    await page.locator('.fb__textarea textarea').waitFor()
    await page.getByText('还没有提交过反馈').waitFor()
    await a11y(page, 'service-feedback')
  })

  await step('write, add an image from the album (uploaded with progress), a contact', async () => {
    await page.locator('.fb__textarea textarea').fill(text)
    await page.locator('.image-upload__add').tap()
    const chooser = page.waitForEvent('filechooser')
    await page.getByText('从相册选择').tap()
    await (await chooser).setFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG })
    await page.locator('.image-upload__tile[aria-label="查看第1张反馈图片"]').waitFor()
    await page.locator('input[name="contact"]').fill('微信 laowang')
    await shot(page, 'feedback-filled')
  })

  await step('submit: listed under 我的反馈 with its image; the server has it', async () => {
    const add = page.waitForResponse((r) => r.url().endsWith('/feedback/add'))
    await page.locator('.fb__submit').tap()
    assert.equal((await (await add).json()).errno, 1)
    const item = page.locator('.fb-item', { hasText: text })
    await item.waitFor()
    assert.equal(await item.locator('.fb-item__image').count(), 1)
    assert.equal(await page.locator('.fb__textarea textarea').inputValue(), '', 'the form was not cleared')
    await page.locator('.taro__toast').waitFor({ state: 'hidden' })
    await shot(page, 'feedback-listed')
    await a11y(page, 'service-feedback (listed)')
    const list = await api('/api/v1/feedback/list', {}, token)
    assert.equal(list.data.total, 1)
    assert.equal(list.data.list[0].content, text)
    assert.equal(list.data.list[0].images.length, 1)
    assert.match(list.data.list[0].images[0], /\/api\/service\/image\//)
    assert.equal(list.data.list[0].contact, '微信 laowang')
  })

  await step('消息中心: the welcome message unread, 全部已读', async () => {
    await page.goto(hashUrl('/pages/message-list/index'))
    await page.locator('.message--unread', { hasText: '欢迎加入' }).waitFor()
    await a11y(page, 'message-list')
    const readAll = page.waitForResponse((r) => r.url().endsWith('/message/readall'))
    await page.locator('.messages__read-all:not(.messages__settings)').tap()
    await readAll
    await page.getByText('没有未读消息').waitFor()
    // The count and the list's marks may land in two renders (Preact schedules them apart): wait for the marks.
    await page.locator('.message--unread').first().waitFor({ state: 'detached' })
    assert.equal(await page.locator('.message--unread').count(), 0)
    assert.equal((await api('/api/v1/message/unread', {}, token)).data.count, 0)
    await shot(page, 'messages-read')
  })

  await step('通知设置: 短信 off, saved on the server; money-out rows locked; normal and care mode', async () => {
    await page.locator('.messages__settings').tap()
    const sms = page.getByRole('switch', { name: '短信' })
    await sms.waitFor()
    await a11y(page, 'message-list-settings')
    await shot(page, 'notice-settings')
    const saved = page.waitForResponse((r) => r.url().endsWith('/notice/settings/save'))
    await sms.tap()
    await saved
    assert.equal(await sms.getAttribute('aria-checked'), 'false')
    assert.equal((await api('/api/v1/notice/settings', {}, token)).data.channels.sms, false)
    const money = page.getByRole('switch', { name: '提现到账' })
    assert.equal(await money.getAttribute('aria-disabled'), 'true')
    // In care mode, the way 我的 opens it: 消息通知设置 beside 账户与安全.
    await page.goto(hashUrl('/pages/user-config/index?care=1'))
    const row = page.locator('.care-mode .menu-row', { hasText: '消息通知设置' })
    await row.scrollIntoViewIfNeeded()
    await shot(page, 'my-settings-rows-care')
    await row.tap()
    await page.waitForURL((url) => url.hash.includes('/pages/message-list/index?tab=settings'))
    await page.getByRole('switch', { name: '短信' }).waitFor()
    assert.equal(await page.getByRole('switch', { name: '短信' }).getAttribute('aria-checked'), 'false', 'as saved')
    const { problems } = await layoutProblems(page, { care: true })
    assert.deepEqual(problems, [], 'care mode: no broken labels or staggered rows')
    await a11y(page, 'message-list-settings-care')
    await shot(page, 'notice-settings-care')
    await page.goto(hashUrl('/pages/message-list/index?care=0'))
    await page.locator('.page-layout:not(.care-mode) .messages__bar').waitFor()
    await page.goto(hashUrl('/pages/user-config/index'))
    const plain = page.locator('.page-layout:not(.care-mode) .menu-row', { hasText: '消息通知设置' })
    await plain.scrollIntoViewIfNeeded()
    await shot(page, 'my-settings-rows')
  })

  await step('联系客服, 服务条款, 我的证书', async () => {
    await page.goto(hashUrl('/pages/customer-service/index'))
    await page.locator('.cs__row', { hasText: '客服电话' }).waitFor()
    await page.locator('.cs__row', { hasText: '如何获得购物返现' }).waitFor()
    await a11y(page, 'customer-service')
    await page.goto(hashUrl('/pages/service-terms/index'))
    await page.locator('.terms__title', { hasText: '用户服务协议' }).waitFor()
    await page.locator('.terms-more__item', { hasText: '隐私政策' }).tap()
    await page.locator('.terms__title', { hasText: '隐私政策' }).waitFor()
    await shot(page, 'service-terms')
    await a11y(page, 'service-terms')
    await page.goto(hashUrl('/pages/certificate-list/index'))
    await page.getByText('暂无证书').waitFor()
    await a11y(page, 'certificate-list')
  })

  await step('webview refuses anything but an http(s) address', async () => {
    await page.evaluate(() =>
      window.sessionStorage.setItem('mili-mall:webview_url', JSON.stringify({ data: 'javascript:alert(1)' }))
    )
    await page.goto(hashUrl('/pages/webview/index'))
    await page.getByText('无法打开该地址').waitFor()
    assert.equal(await page.locator('iframe').count(), 0)
    await a11y(page, 'webview (refused)')
  })
}
