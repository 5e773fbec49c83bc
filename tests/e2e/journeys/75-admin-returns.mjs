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

export const title =
  '退货退款 for one item: the shopper applies, 客服 approves with the return address, the shopper sends the goods back with a waybill, the warehouse receives them, 财务 refunds that item; the order and the card show it'

const SHIP = `SF${Date.now().toString().slice(-10)}`
const RETURN_BILL = `YT${Date.now().toString().slice(-10)}`
const RETURN_TO = '浙江省杭州市余杭区仓前街道米粒退货仓 1 号'

/** Finds the order's row in a console list by its number (other journeys add rows at the same time). */
async function rowOf(desk, menu, orderNo) {
  await desk.getByRole('menuitem', { name: menu }).click()
  await desk.getByLabel('订单号').fill(orderNo)
  await desk.getByRole('button', { name: /查\s*询/ }).click()
  return desk.getByRole('row', { name: new RegExp(orderNo) })
}

export default async function ({
  page,
  browser,
  baseUrl,
  step,
  login,
  api,
  storage,
  hashUrl,
  newPhone,
  shot,
  a11y,
  careMetrics
}) {
  const desk = async () => {
    const c = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai'
    })
    c.setDefaultTimeout(15_000)
    return c
  }
  const contexts = [await desk(), await desk(), await desk()]
  const [whCtx, svCtx, fiCtx] = contexts
  const phone = newPhone()
  let token
  let order
  let line
  let afterSaleId
  let balance
  let warehouse
  try {
    await step('a shopper pays an order of two items; the warehouse ships it with a waybill', async () => {
      await login(page, phone)
      token = await tokenOf(storage, page)
      await addAddress(api, token)
      order = await placeOrder(api, token, {
        items: [
          { sku_id: await skuOf(api, '零添加特级生抽'), qty: 1 },
          { sku_id: await skuOf(api, '烟台红富士苹果'), qty: 1 }
        ]
      })
      await payWithCard(api, token, order.order_no)
      warehouse = await staffSession(whCtx, baseUrl, 'warehouse', '仓库小王')
      const row = await rowOf(warehouse, '订单', order.order_no)
      await row.getByText('待发货').waitFor()
      await row.getByText('发货', { exact: true }).click()
      const dialog = warehouse.getByRole('dialog')
      await dialog.getByLabel('快递公司').click()
      await warehouse.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '顺丰速运' }).click()
      await dialog.getByLabel('运单号').fill(SHIP)
      await dialog.getByRole('button', { name: '确认发货' }).click()
      await row.getByText('待收货').waitFor()
      const info = await orderInfo(api, token, order.id)
      assert.equal(info.status, 2)
      line = info.lines.find((l) => l.title.includes('零添加特级生抽'))
      balance = (await cardOf(api, token)).balance
    })

    await step('申请退款: 退货退款 for the one item, its amount bounded by what that item paid', async () => {
      await page.goto(hashUrl(`/pages/order-apply-refund/index?id=${order.id}`))
      await page.getByRole('radio', { name: '退货退款' }).tap()
      await page.getByRole('radio', { name: line.title }).tap()
      await page.locator('.picker-field__row').tap()
      await page.locator('.taro-actionsheet__cell', { hasText: '商品质量问题' }).tap()
      await page.locator('.picker-field__value', { hasText: '商品质量问题' }).waitFor()
      const amount = await page.locator('input[name="amount"]').inputValue()
      assert.ok(Number(amount) * 100 < order.pay_amount, `the item's amount ${amount} is less than the order's`)
      await shot(page, 'return-apply-one-item')
      await a11y(page, 'order-apply-refund (one item)')
      const sent = page.waitForResponse((r) => r.url().endsWith('/order/refund'))
      await page.locator('.refund-form__submit').tap()
      const answer = await (await sent).json()
      assert.equal(answer.errno, 1, answer.error)
      afterSaleId = answer.data.id
      await onPage(page, '/pages/order-refund-detail/index')
      await page.locator('.rd-status__title', { hasText: '已申请' }).waitFor()
    })

    await step('客服 approves the return with the return address', async () => {
      const service = await staffSession(svCtx, baseUrl, 'service', '客服小李')
      const row = await rowOf(service, '售后', order.order_no)
      await row.getByText('退货退款（单件）').waitFor()
      await row.getByText('同意退货', { exact: true }).click()
      const dialog = service.getByRole('dialog')
      await dialog.getByLabel('收件人').fill('米粒售后')
      await dialog.getByLabel('联系电话').fill('0571-88886666')
      await dialog.getByLabel('退货地址').fill(RETURN_TO)
      await shot(service, 'admin-accept-return')
      await dialog.getByRole('button', { name: '同意退货' }).click()
      await row.getByText('待寄回').waitFor()
    })

    await step(
      'the shopper sees where to send it, in normal and care mode, and sends it back with a waybill',
      async () => {
        await page.goto(hashUrl(`/pages/order-refund-detail/index?id=${afterSaleId}`))
        await page.locator('.rd-status__title', { hasText: '待寄回' }).waitFor()
        await page.getByText(RETURN_TO).waitFor()
        await shot(page, 'return-send-back')
        await a11y(page, 'order-refund-detail (待寄回)')
        await page.goto(hashUrl(`/pages/order-refund-detail/index?id=${afterSaleId}&care=1`))
        await page.locator('.care-mode .rd-return__submit').waitFor()
        const m = await careMetrics(page, {
          text: ['.care-mode .rd-status__title', '.care-mode .rd-row__label', '.care-mode .picker-field__label'],
          targets: ['.care-mode .rd-return__submit']
        })
        assert.deepEqual(m.problems, [], m.problems.join('\n'))
        await shot(page, 'return-send-back-care')
        await a11y(page, 'order-refund-detail (待寄回, care mode)')
        await page.goto(hashUrl(`/pages/order-refund-detail/index?id=${afterSaleId}&care=0`))
        await page.locator('.rd-return__submit').waitFor()
        await page.locator('.picker-field__row').tap()
        await page.locator('.taro-actionsheet__cell', { hasText: '圆通速递' }).tap()
        await page.locator('input[name="express_no"]').fill(RETURN_BILL)
        await page.locator('.rd-return__submit').tap()
        await page.locator('.rd-status__title', { hasText: '待收货' }).waitFor()
        await page.locator('.rd-mono', { hasText: RETURN_BILL }).waitFor()
        await shot(page, 'return-sent')
      }
    )

    await step('the warehouse sees the return waybill and its timeline, and marks the goods received', async () => {
      const row = await rowOf(warehouse, '售后', order.order_no)
      await row.getByText('待收货').waitFor()
      await row.getByText('退货物流').click()
      const drawer = warehouse.locator('.ant-drawer-content')
      await drawer.getByText(RETURN_BILL).waitFor()
      await drawer
        .locator('.ant-timeline')
        .getByText(/已揽收/)
        .waitFor()
      await shot(warehouse, 'admin-return-track')
      await warehouse.keyboard.press('Escape')
      await row.getByText('确认收货', { exact: true }).click()
      await warehouse.locator('.ant-modal-confirm').getByRole('button', { name: '确认收货' }).click()
      await row.getByText('已收到退货，待财务退款').waitFor()
    })

    await step('财务 refunds it after a second confirmation; the item comes back once', async () => {
      const finance = await staffSession(fiCtx, baseUrl, 'finance', '财务小陈')
      const row = await rowOf(finance, '售后', order.order_no)
      await row.getByText('退款', { exact: true }).click()
      await finance.getByText('的退货已收到').waitFor()
      await finance.getByRole('button', { name: '确认退款' }).click()
      await row
        .getByText(/已退款/)
        .first()
        .waitFor()
      await shot(finance, 'admin-return-refunded')
      const a = await ok(api, '/order/aftersale/info', { id: afterSaleId }, token)
      assert.equal(a.status, 2)
      assert.equal((await cardOf(api, token)).balance, balance + a.amount)
      assert.equal((await orderInfo(api, token, order.id)).status, 2, 'the other item is still on its way')
    })

    await step("the shopper's pages show it: 已退款 with its steps, the order goes on", async () => {
      await page.goto(hashUrl(`/pages/after-sale-status/index?id=${afterSaleId}`))
      await page.getByRole('heading', { name: '退款成功' }).waitFor()
      await page.getByRole('list', { name: '退款进度' }).getByText('商家已收货').waitFor()
      await shot(page, 'return-refunded')
      await a11y(page, 'after-sale-status (return refunded)')
      await page.goto(hashUrl(`/pages/order-refund-detail/index?id=${afterSaleId}&care=1`))
      await page.locator('.care-mode .rd-status__title', { hasText: '已退款' }).waitFor()
      await shot(page, 'return-refunded-care')
      await a11y(page, 'order-refund-detail (return refunded, care mode)')
      await page.goto(hashUrl(`/pages/order-detail/index?id=${order.id}&care=0`))
      await page.locator('.od-status__title', { hasText: '待收货' }).waitFor()
    })
  } finally {
    for (const c of contexts) await c.close()
  }
}
