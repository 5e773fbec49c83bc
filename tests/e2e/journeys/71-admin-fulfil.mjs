import assert from 'node:assert/strict'
import { staffSession } from '../lib/admin-staff.mjs'
import {
  addAddress,
  cardOf,
  ok,
  onPage,
  orderInfo,
  payWithCard,
  placeOrder,
  skuOf,
  tokenOf
} from '../lib/order-helpers.mjs'
import { claimGift, openBankAccount, withdrawCodeByApi } from '../lib/pension-helpers.mjs'

export const title =
  'operator console, fulfilment: the warehouse ships a paid order with its waybill and the shopper tracks it; 财务 refunds it; a withdrawal approved and one refused with a reason the shopper reads'

const WAYBILL = `SF${Date.now().toString().slice(-10)}`
const REFUSAL = '收款卡户名与实名信息不一致'

export default async function (ctx) {
  const { page, browser, baseUrl, step, login, api, storage, hashUrl, newPhone, shot, a11y } = ctx
  const desk = () =>
    browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })
  const whCtx = await desk()
  const fiCtx = await desk()
  whCtx.setDefaultTimeout(15_000)
  fiCtx.setDefaultTimeout(15_000)
  const phone = newPhone()
  let token
  let order
  try {
    await step('a shopper pays an order', async () => {
      await login(page, phone)
      token = await tokenOf(storage, page)
      await addAddress(api, token)
      order = await placeOrder(api, token, { items: [{ sku_id: await skuOf(api, '零添加特级生抽'), qty: 1 }] })
      await payWithCard(api, token, order.order_no)
      assert.equal((await orderInfo(api, token, order.id)).status, 1)
    })

    const warehouse = await staffSession(whCtx, baseUrl, 'warehouse', '仓库小王')
    await step('仓库 finds the order by number and ships it with courier and waybill', async () => {
      await warehouse.getByRole('menuitem', { name: '订单' }).click()
      await warehouse.getByLabel('订单号').fill(order.order_no)
      await warehouse.getByRole('button', { name: /查\s*询/ }).click()
      const row = warehouse.getByRole('row', { name: new RegExp(order.order_no) })
      await row.getByText('待发货').waitFor()
      await shot(warehouse, 'admin-orders')
      await row.getByText('发货', { exact: true }).click()
      const dialog = warehouse.getByRole('dialog')
      await dialog.getByLabel('快递公司').click()
      await warehouse.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '顺丰速运' }).click()
      await dialog.getByLabel('运单号').fill(WAYBILL)
      await shot(warehouse, 'admin-ship')
      await dialog.getByRole('button', { name: '确认发货' }).click()
      await row.getByText('待收货').waitFor()
      await row.getByText('详情').click()
      await warehouse.getByText(`商家已发货（顺丰速运 ${WAYBILL}）`).waitFor()
      await shot(warehouse, 'admin-order-detail')
    })

    await step("the shopper's order shows the express timeline of that waybill", async () => {
      await page.goto(hashUrl(`/pages/order-detail/index?id=${order.id}`))
      await page.locator('.od-status__title', { hasText: '待收货' }).waitFor()
      await page.locator('.order-actions__btn', { hasText: '查看物流' }).tap()
      await onPage(page, '/pages/order-express/index')
      await page.locator('.oe-head__no', { hasText: WAYBILL }).waitFor()
      await page.locator('.oe-head__value', { hasText: '顺丰速运' }).waitFor()
      const trace = page.locator('.steps[aria-label="物流轨迹"]')
      await trace.getByText(/已揽收/).waitFor()
      await shot(page, 'order-express-operator-waybill')
      await a11y(page, 'order-express (operator waybill)')
    })

    const finance = await staffSession(fiCtx, baseUrl, 'finance', '财务小陈')
    await step(
      'the shopper asks a refund; 财务 approves it after a second confirmation; the card is credited',
      async () => {
        const before = (await cardOf(api, token)).balance
        const applied = await ok(api, '/order/refund', { id: order.id, reason: '不想要了' }, token)
        await finance.getByRole('menuitem', { name: '售后' }).click()
        const row = finance.getByRole('row', { name: new RegExp(order.order_no) })
        await row.getByText('已申请').waitFor()
        await row.getByText('同意退款').click()
        await finance.getByText('的退款将原路退回').waitFor()
        await shot(finance, 'admin-aftersale-confirm')
        await finance.getByRole('button', { name: '确认退款' }).click()
        await row
          .getByText(/已退款/)
          .first()
          .waitFor()
        const info = await ok(api, '/order/aftersale/info', { id: applied.id }, token)
        assert.equal(info.status, 2)
        assert.equal((await cardOf(api, token)).balance, before + order.pay_amount)
        await page.goto(hashUrl(`/pages/order-detail/index?id=${order.id}`))
        await page.locator('.od-status__title', { hasText: '已退款' }).waitFor()
      }
    )

    let paidId
    let refusedId
    await step('the shopper applies two withdrawals from a funded pension account', async () => {
      await openBankAccount(ctx, token, phone)
      // 1.88 + 5.00: enough for both applications.
      await claimGift(api, token, 'PENSION2024')
      await claimGift(api, token, 'STORE-GIFT-01')
      const apply = async (amount) =>
        (await ok(api, '/pensionaccount/apply', { amount, verify_code: await withdrawCodeByApi(ctx, phone) }, token)).id
      paidId = await apply(100)
      refusedId = await apply(200)
    })

    await step('财务 approves one (paid by the bank) and refuses the other with a reason', async () => {
      await finance.getByRole('menuitem', { name: '提现审核' }).click()
      await finance.getByLabel('手机号').fill(phone)
      await finance.getByRole('button', { name: /查\s*询/ }).click()
      // This shopper's rows only: other journeys apply withdrawals of the same amounts at the same time, and the
      // table may still show the unfiltered list for a moment after 查询.
      const mine = finance.getByRole('row').filter({ hasText: phone })
      const paidRow = mine.filter({ hasText: /¥1\.00/ })
      await paidRow.getByText('通过并打款').click()
      await shot(finance, 'admin-withdraw-confirm')
      await finance.getByRole('button', { name: '确认打款' }).click()
      await paidRow.getByText(/处理中|已到账/).waitFor()
      const refusedRow = mine.filter({ hasText: /¥2\.00/ })
      await refusedRow.getByText('拒绝').click()
      const dialog = finance.getByRole('dialog')
      await dialog.getByLabel('拒绝原因').fill(REFUSAL)
      await dialog.getByRole('button', { name: '拒绝提现' }).click()
      await refusedRow.getByText('提现失败').waitFor()
      await shot(finance, 'admin-withdrawals')
      for (let i = 0; i < 60; i++) {
        if ((await ok(api, '/pensionaccount/applyinfo', { id: paidId }, token)).status === 2) break
        await new Promise((r) => setTimeout(r, 500))
      }
      assert.equal((await ok(api, '/pensionaccount/applyinfo', { id: paidId }, token)).status_text, '已到账')
    })

    await step('the shopper reads why the other was refused', async () => {
      await page.goto(hashUrl(`/pages/pension-withdraw-status/index?id=${refusedId}`))
      await page.locator('.result-screen__title', { hasText: '提取失败' }).waitFor()
      await page.getByText(new RegExp(REFUSAL)).first().waitFor()
      await shot(page, 'withdraw-refused-reason')
      await a11y(page, 'pension-withdraw-status (refused by 财务)')
    })
  } finally {
    await whCtx.close()
    await fiCtx.close()
  }
}
