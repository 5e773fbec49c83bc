import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import { PHONE_RE } from '../lib/schemas'
import { isSandboxBank } from '../bank/bank.provider'
import { isSandboxEsign } from '../bank/esign.provider'
import { findBank } from '../bank/bank'
import { luhnValid } from '../flows/pension-account'
import { settleDueCashback, settleOrderCashbackNow } from '../pension/pension'
import { processWithdrawals } from '../pension/pension-withdraw'
import { sandboxRoutes } from '@contract/api/pension'
import { esc, html, page } from '../lib/html'

const field = (name: string, label: string, value: string, extra = '') =>
  `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${esc(value)}" ${extra}>`

// Sandbox pages of the bank and e-sign providers, outside /api (the bank protocol page is in doc.ts).
export default async function routes(app: App) {
  const bank = app.providers.bank
  if (isSandboxBank(bank)) {
    const openForm = async (businessNo: string, values: Record<string, string>, error = '') => {
      const o = await bank.sandbox.getOpening(businessNo)
      if (!o) return page('沙箱银行', '<div class="card">开户流水不存在或已失效</div>')
      const b = await findBank(app.db, o.bankId)
      const v = { name: o.name, idNo: o.idNo, phone: o.phone, cardNo: '', ...values }
      return page(
        `${b?.name ?? '沙箱银行'} · 开通养老金账户`,
        `<form class="card" method="post" action="/sandbox/bank/open"><input type="hidden" name="businessNo" value="${esc(businessNo)}">` +
          (error ? `<div class="err">${esc(error)}</div>` : '') +
          field('name', '姓名', v.name) +
          field('idNo', '身份证号', v.idNo, 'maxlength="18"') +
          field('phone', '银行预留手机号', v.phone, 'inputmode="numeric" maxlength="11"') +
          field('cardNo', '绑定借记卡号', v.cardNo, 'inputmode="numeric" maxlength="19"') +
          `<button name="action" value="submit">提交开户</button><button class="ghost" name="action" value="fail">模拟开户失败</button>` +
          `<p class="tip">沙箱环境：提交后银行异步处理，片刻后开户成功。</p></form>`,
        b?.color
      )
    }
    app.get('/bank/open', { schema: sandboxRoutes['/bank/open'] }, async (req, reply) =>
      html(reply, await openForm(req.query.businessNo ?? '', {}))
    )
    app.post('/bank/open', { schema: sandboxRoutes['POST /bank/open'] }, async (req, reply) => {
      const b = req.body
      const businessNo = b.businessNo ?? ''
      if (!(await bank.sandbox.getOpening(businessNo))) return html(reply, await openForm(businessNo, {}), 404)
      if (b.action === 'fail') return reply.redirect(await bank.sandbox.submitOpening(businessNo, { fail: true }))
      const form = {
        name: (b.name ?? '').trim(),
        idNo: (b.idNo ?? '').trim(),
        phone: b.phone ?? '',
        cardNo: b.cardNo ?? ''
      }
      const error =
        form.name.length < 2 || form.name.length > 20
          ? '请填写2-20个字的姓名'
          : !/^(\d{15}|\d{17}[\dXx])$/.test(form.idNo)
            ? '身份证号格式不正确'
            : !PHONE_RE.test(form.phone)
              ? '手机号格式不正确'
              : !luhnValid(form.cardNo)
                ? '银行卡号有误'
                : ''
      if (error) return html(reply, await openForm(businessNo, form, error), 400)
      return reply.redirect(await bank.sandbox.submitOpening(businessNo, form))
    })
    // What the reserved phone receives from the bank: its one-time codes for card bindings (pingan).
    app.get('/bank/sms', { schema: sandboxRoutes['/bank/sms'] }, async (req, reply) => {
      const phone = req.query.phone ?? ''
      const rows = PHONE_RE.test(phone) ? await bank.sandbox.otpsTo(phone) : []
      const list = rows
        .map((o) => `<tr><td>银行验证码 <strong class="otp">${esc(o.code)}</strong>，5分钟内有效</td></tr>`)
        .join('')
      return html(
        reply,
        page(
          '沙箱银行 · 手机短信',
          `<form class="card" method="get">${field('phone', '手机号', phone, 'inputmode="numeric" maxlength="11"')}<button>查看短信</button></form>` +
            (phone ? `<div class="card"><table>${list || '<tr><td>暂无短信</td></tr>'}</table></div>` : '')
        )
      )
    })
    app.get('/bank/statement', { schema: sandboxRoutes['/bank/statement'] }, async (req, reply) => {
      const cardNo = req.query.cardNo ?? ''
      const rows = cardNo ? await bank.sandbox.transfersTo(cardNo) : []
      const list = rows
        .map((t) => `<tr><td>${esc(t.memo)}</td><td style="text-align:right">¥${(t.amount / 100).toFixed(2)}</td></tr>`)
        .join('')
      return html(
        reply,
        page(
          '沙箱银行 · 卡片收支明细',
          `<form class="card" method="get">${field('cardNo', '银行卡号', cardNo, 'inputmode="numeric"')}<button>查询</button></form>` +
            (cardNo ? `<div class="card"><table>${list || '<tr><td>暂无入账</td></tr>'}</table></div>` : '')
        )
      )
    })
  }

  const esign = app.providers.esign
  if (isSandboxEsign(esign)) {
    const esignPage = async (no: string) => {
      const t = await esign.sandbox.get(no)
      if (!t) return page('沙箱电子签', '<div class="card">交易不存在或已失效</div>')
      const masked = `${t.idNo.slice(0, 6)}********${t.idNo.slice(-4)}`
      const sign = t.purpose === 'sign'
      const body = sign
        ? `<div class="card"><p>签署人：${esc(t.name)}（${esc(masked)}）</p><p>请阅读并签署《${esc(t.contractTitle)}》。</p></div>`
        : `<div class="card"><p>姓名：${esc(t.name)}</p><p>身份证号：${esc(masked)}</p><p class="tip">沙箱环境：点击确认即视为人脸与身份核验通过。</p></div>`
      return page(
        sign ? '沙箱电子签 · 签署协议' : '沙箱电子签 · 身份核验',
        body +
          `<form method="post" action="/sandbox/esign/complete"><input type="hidden" name="transactionNo" value="${esc(no)}">` +
          `<button name="action" value="pass">${sign ? '确认签署' : '确认核验'}</button>` +
          `<button class="ghost" name="action" value="fail">${sign ? '拒绝签署' : '模拟核验失败'}</button></form>`,
        '#1677ff'
      )
    }
    app.get('/esign/auth', { schema: sandboxRoutes['/esign/auth'] }, async (req, reply) =>
      html(reply, await esignPage(req.query.transactionNo ?? ''))
    )
    app.get('/esign/sign', { schema: sandboxRoutes['/esign/sign'] }, async (req, reply) =>
      html(reply, await esignPage(req.query.transactionNo ?? ''))
    )
    app.post('/esign/complete', { schema: sandboxRoutes['/esign/complete'] }, async (req, reply) => {
      const no = req.body.transactionNo ?? ''
      if (!(await esign.sandbox.get(no))) return html(reply, await esignPage(no), 404)
      return reply.redirect(await esign.sandbox.complete(no, req.body.action !== 'fail'))
    })
  }

  // Development only: run the pension jobs now instead of waiting for their timers.
  if (app.config.env !== 'production') {
    // With withdrawal_id only that application is approved: journeys run side by side, and one must not approve
    // an application another leaves for the console's 财务.
    app.post('/pension/run-jobs', { schema: sandboxRoutes['/pension/run-jobs'] }, async (req) => {
      const settle = await settleDueCashback(app.db, app.config.afterSaleSeconds)
      const withdraw = await processWithdrawals(app, { review: true, only: req.body?.withdrawal_id })
      return ok({ settle, withdraw })
    })
    // The after-sale window of one order ends now: its cashback settles (and deposits when the account is bound).
    app.post('/pension/settle', { schema: sandboxRoutes['/pension/settle'] }, async (req) =>
      ok(await settleOrderCashbackNow(app.db, req.body.order_no))
    )
  }
}
