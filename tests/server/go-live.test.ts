import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'
import { alipayKeys, startAlipayGateway, type AlipayGateway } from './fakes/alipay-gateway'
import { startAliyunSms } from './fakes/sms-gateways'
import { startWechatApi, WX } from './fakes/wechat-api'

/** Personal-data keys for the production server (decision 0018): fresh for each run, never committed. */
const DATA_KEYS = {
  DATA_KEYS: `k1:${crypto.randomBytes(32).toString('base64')}`,
  DATA_HASH_KEY: crypto.randomBytes(32).toString('base64')
}
import { startWechatGateway, wechatKeys, type WechatGateway } from './fakes/wechatpay-gateway'

/**
 * Going live, proven without the internet: the compiled server (npm run build:server) started as an operator starts
 * it, NODE_ENV=production, no DEMO_MODE, real providers pointed at local stand-ins of the gateways, the pension half
 * off; a shopper logs in by SMS and buys two orders, one paid by WeChat Pay H5 and one by Alipay H5, each paid by a
 * signed notification the gateway sends to the callback URL.
 */
const ROOT = path.resolve(__dirname, '../..')
const ALIYUN = { accessKeyId: 'LTAI5tGoLive', accessKeySecret: 'go-live-secret' }

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })

describe('go live: the compiled server in production on real providers', () => {
  let dir: string
  let child: ChildProcess | undefined
  let base: string
  const out = { stdout: '', stderr: '' }
  const wxKeys = wechatKeys()
  const aliKeys = alipayKeys()
  let wxpay: WechatGateway
  let alipay: AlipayGateway
  let sms: Awaited<ReturnType<typeof startAliyunSms>>
  let wechat: Awaited<ReturnType<typeof startWechatApi>>
  const post = async (url: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body)
    })
    return (await res.json()) as { errno: number; error: string; data: any } // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-live-'))
    fs.mkdirSync(path.join(dir, 'h5'))
    fs.writeFileSync(path.join(dir, 'h5/index.html'), '<!doctype html><html><body><div id="app"></div></body></html>')
    const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { cwd: ROOT })
    assert.equal(build.status, 0, String(build.stderr))
    ;[wxpay, alipay, sms, wechat] = await Promise.all([
      startWechatGateway(wxKeys),
      startAlipayGateway(aliKeys),
      startAliyunSms(ALIYUN),
      startWechatApi()
    ])
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      SKIP_H5_BUILD: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: path.join(dir, 'data'),
      H5_DIR: path.join(dir, 'h5'),
      SSO_SECRET: 'go-live-sso',
      PAYMENT_SECRET: 'go-live-pay',
      ...DATA_KEYS,
      PENSION_ENABLED: '0',
      GATEWAY_RETRY_BASE_MS: '10',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: ALIYUN.accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: ALIYUN.accessKeySecret,
      ALIYUN_SMS_SIGN_NAME: '米粒商城',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100000001',
      ALIYUN_SMS_ENDPOINT: sms.endpoint,
      PAYMENT_PROVIDER: 'wechatpay,alipay',
      WXPAY_MCHID: wxKeys.mchid,
      WXPAY_SERIAL_NO: wxKeys.merchantSerial,
      WXPAY_PRIVATE_KEY: wxKeys.merchantPrivatePem,
      WXPAY_APIV3_KEY: wxKeys.apiV3Key,
      WXPAY_PUBLIC_KEY_ID: wxKeys.platformKeyId,
      WXPAY_PUBLIC_KEY: wxKeys.platformPublicPem,
      WXPAY_BASE_URL: wxpay.url,
      ALIPAY_APPID: aliKeys.appId,
      ALIPAY_PRIVATE_KEY: aliKeys.appPrivatePem,
      ALIPAY_PUBLIC_KEY: aliKeys.alipayPublicPem,
      ALIPAY_GATEWAY: alipay.url,
      OAUTH_PROVIDER: 'wechat',
      WECHAT_API_BASE: wechat.url,
      WECHAT_MINI_APPID: WX.mini.appid,
      WECHAT_MINI_SECRET: WX.mini.secret,
      WECHAT_APPID: WX.mp.appid,
      WECHAT_SECRET: WX.mp.secret,
      EXPRESS_PROVIDER: 'kuaidi100',
      KUAIDI100_CUSTOMER: 'GOLIVECUSTOMER',
      KUAIDI100_KEY: 'go-live-key',
      KUAIDI100_BASE_URL: wechat.url
    }
    // A production start makes an empty shop (docs/deploy.md): the goods to buy come from the demo seed command.
    const seeded = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/db-seed-demo.ts'], { cwd: ROOT, env })
    assert.equal(seeded.status, 0, String(seeded.stderr))
    child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    child.stdout!.on('data', (d) => (out.stdout += d))
    child.stderr!.on('data', (d) => (out.stderr += d))
    const t0 = Date.now()
    for (;;) {
      if (child.exitCode !== null) assert.fail(`exited ${child.exitCode}: ${out.stderr}${out.stdout}`)
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false
      )
      if (up) break
      assert.ok(Date.now() - t0 < 120_000, `not up within 120 s: ${out.stderr}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  })
  after(async () => {
    child?.kill('SIGKILL')
    await Promise.all([wxpay?.close(), alipay?.close(), sms?.close(), wechat?.close()])
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('runs no sandbox: no sandbox page, no dev route, no demo banner', async () => {
    assert.doesNotMatch(out.stdout + out.stderr, /DEMO_MODE=1/)
    assert.equal((await fetch(`${base}/sandbox/bank/sms`)).status, 404)
    assert.equal((await fetch(`${base}/api/dev/sms-outbox`, { method: 'POST' })).status, 404)
    assert.equal((await post('/api/v1/app/theme', {})).data.pension_visible, false)
  })

  it('a shopper logs in by SMS and buys with WeChat Pay and with Alipay', async () => {
    const phone = '13900001111'
    assert.equal((await post('/api/service/sms/sendcode', { phone })).errno, 1)
    const code = (sms.sent.at(-1)!.params as { code: string }).code
    const login = await post('/api/v1/user/phonelogin', { phone, verify_code: code })
    assert.equal(login.errno, 1, login.error)
    const token = login.data.token as string
    const addr = await post(
      '/api/v1/addr/add',
      {
        name: '张三',
        phone,
        province_code: '440000',
        city_code: '440300',
        area_code: '440305',
        detail: '科技园南区1栋101'
      },
      token
    )
    assert.equal(addr.errno, 1, addr.error)
    const addrId = addr.data.id ?? addr.data.addr_id
    const goods = await post('/api/v1/goods/search', {})
    const skuId = goods.data.list[0].sku_id as number

    const buy = async () => {
      const items = [{ sku_id: skuId, qty: 1 }]
      const c = await post('/api/v1/order/confirm', { items, coupon_id: 0, addr_id: addrId }, token)
      assert.equal(c.errno, 1, c.error)
      const o = await post(
        '/api/v1/order/create',
        { items, addr_id: addrId, confirm_token: c.data.confirm_token },
        token
      )
      assert.equal(o.errno, 1, o.error)
      return o.data as { id: number; order_no: string }
    }
    const status = async (id: number) => (await post('/api/v1/order/infov2', { id }, token)).data.status

    const first = await buy()
    const wx = await post('/api/v1/order/pay', { order_no: first.order_no, payway: 1, scene: 'cashier' }, token)
    assert.equal(wx.errno, 1, wx.error)
    assert.match(wx.data.pay_url, /^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?/)
    const trade = wxpay.trades.get(wx.data.out_trade_no)!
    assert.equal(trade.notifyUrl, `${base}/api/payment/callback/wxpay`)
    const n = wxpay.paid(wx.data.out_trade_no)
    for (let i = 0; i < 3; i++) assert.equal((await wxpay.deliver(n, trade.notifyUrl)).status, 200)
    assert.equal(await status(first.id), 1)

    const second = await buy()
    const ali = await post('/api/v1/order/pay', { order_no: second.order_no, payway: 2, scene: 'cashier' }, token)
    assert.equal(ali.errno, 1, ali.error)
    assert.match(await (await fetch(ali.data.pay_url)).text(), /支付宝收银台/)
    const form = alipay.paid(ali.data.out_trade_no)
    const ack = await fetch(`${base}/api/payment/callback/alipay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: form
    })
    assert.equal(await ack.text(), 'success')
    assert.equal(await status(second.id), 1)
    assert.equal(wxpay.rejectedSignatures() + alipay.rejectedSignatures() + sms.rejected(), 0)
  })
})
