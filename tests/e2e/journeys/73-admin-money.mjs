import assert from 'node:assert/strict'
import { staffSession } from '../lib/admin-staff.mjs'
import { addAddress, ok, payWithCard, placeOrder, skuOf, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  "operator console, money: 财务 issues an invoice with an uploaded PDF and the shopper downloads it; settles a received order's cashback; reads the reconciliation and the groups"

/** Past the development after-sale window (60 s), and short enough that the order stays in today's reconciliation. */
const AFTER_SALE_PASSED = 120
const INVOICE_NO = `0440${Date.now().toString().slice(-8)}`

/** A one-page PDF, as the tax system would hand it over. */
function pdf() {
  const body = 'BT /F1 18 Tf 40 100 Td (Mili invoice) Tj ET'
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`
  ]
  let out = '%PDF-1.4\n'
  const at = objs.map((o, i) => {
    const n = out.length
    out += `${i + 1} 0 obj\n${o}\nendobj\n`
    return n
  })
  const xref = out.length
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${at.map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('')}`
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

export default async function (ctx) {
  const { page, browser, baseUrl, step, login, api, storage, hashUrl, newPhone, shot, a11y } = ctx
  const fiCtx = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai'
  })
  fiCtx.setDefaultTimeout(15_000)
  const phone = newPhone()
  let token
  let order
  try {
    await step('a shopper pays, receives the order (cashback 待结算) and applies for its invoice', async () => {
      await login(page, phone)
      token = await tokenOf(storage, page)
      await addAddress(api, token)
      order = await placeOrder(api, token, { items: [{ sku_id: await skuOf(api, '零添加特级生抽'), qty: 1 }] })
      await payWithCard(api, token, order.order_no)
      await ok(api, '/api/dev/order/ship', { order_no: order.order_no })
      await ok(api, '/order/recvconfirm', { id: order.id }, token)
      const receiver = await ok(api, '/invoice/receiver/add', { kind: 1, title: '张三' }, token)
      await ok(api, '/invoice/apply', { order_id: order.id, receiver_id: receiver.id }, token)
    })

    const finance = await staffSession(fiCtx, baseUrl, 'finance', '财务小李')
    await step("财务 issues the invoice by uploading the tax system's PDF", async () => {
      await finance.getByRole('menuitem', { name: '发票' }).click()
      await finance.getByLabel('订单号').fill(order.order_no)
      await finance.getByRole('button', { name: /查\s*询/ }).click()
      const row = finance.getByRole('row', { name: new RegExp(order.order_no) })
      await row.getByText('开票中').waitFor()
      await row.getByText('上传 PDF').click()
      const dialog = finance.getByRole('dialog')
      await dialog.getByLabel('发票号码').fill(INVOICE_NO)
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf() })
      await row.getByText('已开票').waitFor()
      await row.getByText(INVOICE_NO).waitFor()
      await shot(finance, 'admin-invoices')
    })

    await step('the shopper sees the issued invoice with its number, and the PDF is the uploaded one', async () => {
      await page.goto(hashUrl('/pages/me-invoice-list/index'))
      const card = page.locator('.il-card', { hasText: order.order_no })
      await card.getByText('已开票').waitFor()
      await card.getByText(new RegExp(INVOICE_NO)).waitFor()
      await shot(page, 'me-invoice-list-issued')
      await a11y(page, 'me-invoice-list (issued by 财务)')
      const list = await ok(api, '/invoice/list', { page: 1 }, token)
      const res = await fetch(list.list.find((i) => i.order_id === order.id).pdf_url)
      assert.equal(res.headers.get('content-type'), 'application/pdf')
      assert.ok(Buffer.from(await res.arrayBuffer()).equals(pdf()))
      const messages = await ok(api, '/message/list', { page: 1 }, token)
      assert.ok(JSON.stringify(messages).includes('发票已开具'))
    })

    await step('财务 settles the cashback once its after-sale window has passed', async () => {
      // The window is AFTER_SALE_SECONDS (60 s in development): the order's virtual clock passes it
      // (server/src/dev/clock.ts) instead of the journey waiting a minute.
      const moved = await ok(api, '/api/dev/clock/advance', { order_no: order.order_no, seconds: AFTER_SALE_PASSED })
      assert.equal(moved.status, 4, 'the after-sale window over, the order is complete')
      await finance.getByRole('menuitem', { name: '返现结算' }).click()
      await finance.getByLabel('订单号').fill(order.order_no)
      await finance.getByRole('button', { name: /查\s*询/ }).click()
      const row = finance.getByRole('row', { name: new RegExp(order.order_no) })
      await row.getByText('可结算', { exact: true }).waitFor()
      await shot(finance, 'admin-settlement')
      await row.getByText('结算', { exact: true }).click()
      await finance.getByText('结算后返现转为待入账').waitFor()
      await finance.getByRole('button', { name: '确认结算' }).click()
      await finance
        .getByText(/已结算 1 笔/)
        .first()
        .waitFor()
      await row.waitFor({ state: 'detached' })
      const info = await ok(api, '/pensionaccount/info2', {}, token)
      assert.equal(info.unsettled_amount, 0)
      assert.ok(info.accountin_waiting > 0, 'settled: waiting for a bank account')
      await page.goto(hashUrl('/pages/pension-overview/index'))
      await page.locator('.pov-flow', { hasText: '订单返现' }).first().getByText('待入账').waitFor()
      await shot(page, 'pension-overview-settled-by-finance')
    })

    await step("财务 reads today's reconciliation and the groups", async () => {
      await finance.getByRole('menuitem', { name: '对账' }).click()
      // Yesterday is the default (a closed day); today, China time, has this journey's order in it.
      const today = new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10)
      const picker = finance.getByLabel('对账日期')
      await picker.click()
      await picker.fill(today)
      await picker.press('Enter')
      await finance.getByText(new RegExp(`^${today} (三项全部平账|有差异)`)).waitFor()
      await finance.getByText('订单实付 = 收款').waitFor()
      await finance.getByText('退款 = 网关退款').waitFor()
      await shot(finance, 'admin-reconcile')
      await finance.getByRole('menuitem', { name: '拼团' }).click()
      await finance.getByText('已付/成团人数').waitFor()
      await shot(finance, 'admin-groups')
    })
  } finally {
    await fiCtx.close()
  }
}
