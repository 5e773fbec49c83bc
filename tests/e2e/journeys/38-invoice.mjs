import assert from 'node:assert/strict'
import { addAddress, ok, onPage, orderInfo, payWithCard, placeOrder, skuOf, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'invoices: a company title (tax number checked) with a receiving e-mail, 申请发票 for a received order, issued PDF'

// A unified social credit code with a valid check character (GB 32100).
const TAX_NO = '91350211M0000XUF4R'
const input = (page, name) => page.locator(`input[name="${name}"]`)

/** Toasts fade over the page: wait until none shows (the wrapper has no box of its own, so wait for display none). */
const toastGone = (page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.taro__toast')].every((e) => getComputedStyle(e).display === 'none')
  )

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y, careMetrics }) {
  const phone = newPhone()
  let token
  let order
  let invoice

  await step('log in; an order paid by card, shipped and received (through the API)', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await addAddress(api, token)
    order = await placeOrder(api, token, { items: [{ sku_id: await skuOf(api, '零添加特级生抽'), qty: 1 }] })
    await payWithCard(api, token, order.order_no)
    await ok(api, '/api/dev/order/ship', { order_no: order.order_no })
    await ok(api, '/order/recvconfirm', { id: order.id }, token)
    assert.equal((await orderInfo(api, token, order.id)).status, 3)
  })

  await step('我的发票: no title yet; 发票抬头与收票人 is empty', async () => {
    await page.goto(hashUrl('/pages/me-invoice/index'))
    await page.getByText('还没有发票抬头').waitFor()
    await a11y(page, 'me-invoice')
    await page.getByRole('link', { name: /发票抬头与收票人/ }).tap()
    await onPage(page, '/pages/me-invoice-receiver/index')
    await page.getByText('还没有发票抬头').waitFor()
    await a11y(page, 'me-invoice-receiver (empty)')
  })

  await step('添加收票人: a company title wants a valid tax number, pointed at the field', async () => {
    await page.locator('.me-invoice-receiver__add').tap()
    await onPage(page, '/pages/me-invoice-receiver-add/index')
    await page.getByRole('radio', { name: '企业' }).tap()
    await input(page, 'title').fill('米粒测试科技有限公司')
    await input(page, 'tax_no').fill('91350211M0000XUF4T')
    await input(page, 'email').fill('fapiao@example.com')
    await input(page, 'email').blur()
    await page.locator('.receiver-form__submit').tap()
    await page.getByRole('alert').filter({ hasText: '请输入正确的纳税人识别号' }).waitFor()
    assert.equal(await input(page, 'tax_no').getAttribute('aria-invalid'), 'true')
    await shot(page, 'receiver-add-error')
    await a11y(page, 'me-invoice-receiver-add (error)')
    await input(page, 'tax_no').fill(TAX_NO)
    await input(page, 'tax_no').blur()
    const saved = page.waitForResponse((r) => r.url().endsWith('/invoice/receiver/add'))
    await page.locator('.receiver-form__submit').tap()
    assert.equal((await (await saved).json()).errno, 1)
    await onPage(page, '/pages/me-invoice-receiver/index')
    const card = page.locator('.invoice-title-card', { hasText: '米粒测试科技有限公司' })
    await card.getByText(`税号：${TAX_NO}`).waitFor()
    await card.getByText('邮箱：fapiao@example.com').waitFor()
    await toastGone(page)
    await shot(page, 'receivers')
    await a11y(page, 'me-invoice-receiver')
  })

  await step('order-detail → 申请发票: the amount, the title preselected, 提交申请 → 开票中', async () => {
    await page.goto(hashUrl(`/pages/order-detail/index?id=${order.id}`))
    await page.locator('.order-actions__btn', { hasText: '申请发票' }).tap()
    await onPage(page, '/pages/me-invoice-apply/index')
    const title = page.getByRole('radio', { name: /米粒测试科技有限公司/ })
    await title.waitFor()
    assert.equal(await title.getAttribute('aria-checked'), 'true')
    await shot(page, 'invoice-apply')
    await a11y(page, 'me-invoice-apply')
    const applied = page.waitForResponse((r) => r.url().endsWith('/invoice/apply'))
    await page.locator('.ia-submit').tap()
    const answer = await (await applied).json()
    assert.equal(answer.errno, 1, answer.error)
    invoice = answer.data
    await onPage(page, '/pages/me-invoice-list/index')
    await page.locator('.il-card', { hasText: order.order_no }).getByText('开票中').waitFor()
    await toastGone(page)
    await a11y(page, 'me-invoice-list (applied)')
  })

  await step('the sandbox tax service issues it: 已开票 with its number, 查看发票 opens the PDF', async () => {
    // The sandbox tax service's job would issue it within ~15 s (and may have already); the dev endpoint does it now.
    const env = await api('/api/dev/invoice/issue', { id: invoice.id })
    assert.ok(env.errno === 1 || env.error === '发票已开票', env.error)
    const issued = await ok(api, '/invoice/info', { id: invoice.id }, token)
    assert.equal(issued.status, 1)
    await page.reload()
    const card = page.locator('.il-card', { hasText: order.order_no })
    await card.getByText('已开票').waitFor()
    await card.getByText(`发票号码 ${issued.invoice_no}`).waitFor()
    await shot(page, 'invoice-issued')
    await a11y(page, 'me-invoice-list (issued)')
    await card.locator('.il-card__view', { hasText: '查看发票' }).tap()
    await onPage(page, '/pages/webview/index')
    const frame = page.locator('iframe.taro-webview')
    await frame.waitFor({ state: 'attached' })
    assert.equal(await frame.getAttribute('src'), issued.pdf_url)
    const pdf = await fetch(issued.pdf_url)
    assert.equal(pdf.status, 200)
    assert.match(pdf.headers.get('content-type') ?? '', /application\/pdf/)
    assert.equal((await pdf.arrayBuffer()).byteLength > 500, true)
  })

  await step('care mode (长辈版): my invoices in large text with large targets, still axe-clean', async () => {
    // A fresh start: the list page is still in the app's page stack under the webview page.
    await page.goto(hashUrl('/pages/me-invoice-list/index?care=1'))
    await page.reload()
    await page.locator('.care-mode .il-card__title').first().waitFor()
    const m = await careMetrics(page, {
      text: ['.care-mode .il-card__title', '.care-mode .il-card__status'],
      targets: ['.care-mode .il-card__view']
    })
    assert.deepEqual(m.problems, [], m.problems.join('\n'))
    await shot(page, 'invoice-list-care')
    await a11y(page, 'me-invoice-list (care mode)')
  })
}
