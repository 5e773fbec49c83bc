import assert from 'node:assert/strict'
import { staffSession } from '../lib/admin-staff.mjs'
import { okButton } from '../lib/admin-helpers.mjs'
import { ok, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'operator console, coupons and cards: 运营 makes an issue-only coupon and issues it to a shopper; 财务 makes a card batch, issues a card (confirmed twice), freezes it and reads its history; every console page passes axe'

const COUPON = `定向满减 ${Date.now().toString(36)}`
const CARD = `福利卡${Date.now().toString(36).slice(-4)}`

/** Every menu page of the console (admin/src/menu.ts) and the text that says it has loaded. */
const PAGES = [
  ['商品', '新建商品'],
  ['分类', '新建分类'],
  ['活动', '新建活动'],
  ['首页装修', '添加组件'],
  ['主题', '发布主题'],
  ['文章', '新建文章'],
  ['消息', '发送'],
  ['优惠券', '新建优惠券'],
  ['购物卡', '批次与发卡'],
  ['订单', '订单号'],
  ['售后', '订单号'],
  ['提现审核', '手机号'],
  ['用户', '手机号'],
  ['概览', '今日'],
  ['操作日志', '操作'],
  ['员工', '新建员工']
]

export default async function (ctx) {
  const { page, browser, baseUrl, step, login, api, storage, newPhone, shot, a11y } = ctx
  const desk = () =>
    browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })
  const contexts = [await desk(), await desk(), await desk()]
  for (const c of contexts) c.setDefaultTimeout(15_000)
  const [opsCtx, fiCtx, superCtx] = contexts
  const phone = newPhone()
  let token
  try {
    await step('a shopper signs up', async () => {
      await login(page, phone)
      token = await tokenOf(storage, page)
    })

    await step('运营 makes an issue-only coupon and issues it to the shopper by phone', async () => {
      const ops = await staffSession(opsCtx, baseUrl, 'ops', '运营丙')
      await ops.getByRole('menuitem', { name: '优惠券' }).click()
      await ops.getByRole('button', { name: '新建优惠券' }).click()
      const form = ops.getByRole('dialog')
      await form.getByLabel('名称').fill(COUPON)
      await form.getByLabel('使用门槛（元，0 为无门槛）').fill('50')
      await form.getByLabel('减免金额（元）').fill('60')
      await form.getByLabel('用户可在领券中心领取（关闭则仅由运营发放）').click()
      await okButton(form).click()
      // The server's refusal stands beside the field it names.
      await form.getByText('减免金额不能大于使用门槛').first().waitFor()
      await form.getByLabel('减免金额（元）').fill('10')
      await okButton(form)
        .click()
        .catch(async (err) => {
          await shot(ops, 'admin-coupon-form-stuck')
          throw err
        })
      await ops.getByRole('cell', { name: COUPON }).waitFor()
      await shot(ops, 'admin-coupons')
      const row = ops.getByRole('row').filter({ hasText: COUPON })
      await row.getByRole('button', { name: '发放' }).click()
      const issue = ops.getByRole('dialog')
      await issue.getByLabel('用户手机号或用户 ID（每行一个，最多 500 个）').fill(phone)
      await issue.getByRole('button', { name: /发\s*放/ }).dblclick()
      await ops.getByText('已发放 1 张').first().waitFor()
      const held = (await ok(api, '/coupon/list', { status: 'unused' }, token)).list.filter((c) => c.name === COUPON)
      assert.equal(held.length, 1, 'a double click issues one coupon')
      const center = (await ok(api, '/coupon/center', {}, token)).list
      assert.ok(!center.some((c) => c.name === COUPON), 'an issue-only coupon is not in the coupon centre')
    })

    await step('财务 makes a card batch and issues a card, each confirmed a second time', async () => {
      const fi = await staffSession(fiCtx, baseUrl, 'finance', '财务丙')
      await fi.getByRole('menuitem', { name: '购物卡' }).click()
      await fi.getByRole('tab', { name: '批次与发卡' }).click()
      await fi.getByRole('button', { name: '新建批次' }).click()
      const form = fi.getByRole('dialog')
      await form.getByLabel('卡名称').fill(CARD)
      await form.getByLabel('面值（元）').fill('88')
      await form.getByLabel('数量（张）').fill('5')
      await okButton(form).click()
      const confirm = fi.locator('.ant-modal-confirm')
      await confirm.locator('.ant-modal-confirm-title', { hasText: `确认新建「${CARD}」？` }).waitFor()
      await confirm.getByRole('button', { name: /确\s*认/ }).click()
      await fi.getByRole('cell', { name: CARD }).waitFor()
      await fi.getByRole('row').filter({ hasText: CARD }).getByRole('button', { name: '发卡' }).click()
      await fi.getByLabel('用户手机号或用户 ID').fill(phone)
      await fi
        .getByRole('button', { name: /发\s*卡/ })
        .last()
        .click()
      const issue = fi.locator('.ant-modal-confirm').getByRole('button', { name: '确认发卡' })
      // The confirmation renders outside the app's tree and still wears the console's colour (main.tsx holderRender).
      assert.equal(await issue.evaluate((b) => getComputedStyle(b).backgroundColor), 'rgb(138, 98, 22)')
      await shot(fi, 'admin-card-issue-confirm')
      await issue.click()
      await fi
        .getByText(/已发卡/)
        .first()
        .waitFor()
      await shot(fi, 'admin-card-batches')
      const cards = (await ok(api, '/freeca/list', {}, token)).list.filter((c) => c.name === CARD)
      assert.equal(cards.length, 1)
      assert.equal(cards[0].balance, 8800)
    })

    await step(
      '财务 freezes the card with a reason; the shopper sees it frozen; its history shows the issue',
      async () => {
        const fi = fiCtx.pages()[0]
        await fi.getByRole('tab', { name: '购物卡', exact: true }).click()
        await fi.getByLabel('手机号').fill(phone)
        await fi.getByRole('button', { name: /查\s*询/ }).click()
        const row = fi.getByRole('row').filter({ hasText: CARD })
        await row.getByRole('button', { name: '冻结' }).click()
        await fi.getByLabel('冻结原因').fill('用户挂失')
        await fi
          .getByRole('dialog')
          .getByRole('button', { name: /冻\s*结/ })
          .click()
        await row.getByText('已冻结').waitFor()
        const card = (await ok(api, '/freeca/list', {}, token)).list.find((c) => c.name === CARD)
        assert.equal(card.status_text, '已冻结')
        await row.getByRole('button', { name: '余额明细' }).click()
        const drawer = fi.locator('.ant-drawer-content')
        await drawer.getByRole('cell', { name: '发卡' }).waitFor()
        await drawer.getByRole('cell', { name: '+¥88.00' }).waitFor()
        await shot(fi, 'admin-card-history')
      }
    )

    await step('every console page passes an axe scan (WCAG 2.1 AA, no serious or critical)', async () => {
      const sup = await staffSession(superCtx, baseUrl, 'super', '超管丙')
      // Every page is scanned before failing, so one run lists everything to fix.
      const failures = []
      for (const [label, ready] of PAGES) {
        await sup.getByRole('menuitem', { name: label, exact: true }).click()
        await sup.getByText(ready).first().waitFor()
        // The page as staff read it: its data in (a loading table is faded behind its spinner).
        await sup.waitForFunction(() => !document.querySelector('.ant-spin-spinning'))
        // Scanned at rest: the pointer off the menu (a hovered item is mid-transition) and no animation running.
        await sup.mouse.move(700, 880)
        await sup.waitForFunction(() =>
          document
            .getAnimations()
            .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)
        )
        // The theme page's preview shows the shop in the operator's chosen colours (the shop's own pages are
        // scanned in their journeys); everything else on every page is scanned.
        const exclude = label === '主题' ? ['[aria-label="主题预览"]'] : []
        await a11y(sup, `console ${label}`, { exclude }).catch((err) => failures.push(err.message))
      }
      if (failures.length) {
        throw Object.assign(new Error(`${failures.length} console page(s) failed the axe scan`), {
          findings: failures.flatMap((f) => f.split('\n'))
        })
      }
      await shot(sup, 'admin-staff')
    })
  } finally {
    for (const c of contexts) await c.close()
  }
}
