import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createKuaidi100, kuaidi100Sign } from '../../server/src/shipping/providers/kuaidi100'

const CUSTOMER = 'ABCDEF0123456789ABCDEF0123456789'
const KEY = 'kuaidi100-test-key'

/** A stand-in for poll.kuaidi100.com/poll/query.do checking the documented sign = MD5(param + key + customer). */
async function startKuaidi100() {
  const queries: Array<Record<string, string>> = []
  const failures: string[] = []
  const server = http.createServer((req, res) => {
    let text = ''
    req.on('data', (c) => (text += c))
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(text))
      const reply = (body: unknown) => {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      const failure = failures.shift()
      if (failure === '502') return reply({ result: false, returnCode: '502', message: '服务器繁忙' })
      if (form.customer !== CUSTOMER || form.sign !== kuaidi100Sign(form.param ?? '', KEY, CUSTOMER))
        return reply({ result: false, returnCode: '503', message: '验证签名失败' })
      const p = JSON.parse(form.param) as Record<string, string>
      queries.push(p)
      if (p.num !== 'SF1234567890')
        return reply({ result: false, returnCode: '500', message: '查询无结果，请隔段时间再查' })
      reply({
        message: 'ok',
        nu: p.num,
        ischeck: '0',
        com: p.com,
        status: '200',
        state: '5',
        data: [
          { time: '2026-11-20 09:00:00', ftime: '2026-11-20 09:00:00', context: '【杭州】快件已揽收' },
          { time: '2026-11-21 08:30:00', ftime: '2026-11-21 08:30:00', context: '【上海】快件正在派送中' }
        ]
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    queries,
    fail: (...f: string[]) => failures.push(...f),
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

describe('Kuaidi100 real-time query against a local stand-in', () => {
  let gw: Awaited<ReturnType<typeof startKuaidi100>>
  const provider = (key = KEY) =>
    createKuaidi100({
      customer: CUSTOMER,
      key,
      baseUrl: gw.url,
      cacheSeconds: 300,
      timeoutMs: 1000,
      retry: { tries: 3, baseMs: 5 }
    })
  before(async () => {
    gw = await startKuaidi100()
  })
  after(() => gw.close())

  it('a signed query maps the courier, the state and the traces (newest first), and is cached per waybill', async () => {
    const p = provider()
    const info = await p.track('SF', 'SF1234567890')
    assert.deepEqual(gw.queries.at(-1), { com: 'shunfeng', num: 'SF1234567890', resultv2: '0', order: 'desc' })
    assert.deepEqual(info, {
      com: 'SF',
      com_name: '顺丰速运',
      express_no: 'SF1234567890',
      state: 5,
      state_text: '派送中',
      traces: [
        { time: Date.parse('2026-11-21T08:30:00+08:00') / 1000, context: '【上海】快件正在派送中' },
        { time: Date.parse('2026-11-20T09:00:00+08:00') / 1000, context: '【杭州】快件已揽收' }
      ]
    })
    const count = gw.queries.length
    assert.deepEqual(await p.track('SF', 'SF1234567890'), info)
    assert.equal(gw.queries.length, count, 'answered from the cache')
  })

  it('an unknown number is null, a busy gateway is retried, a wrong key is refused by the gateway', async () => {
    const p = provider()
    assert.equal(await p.track('ZTO', 'ZT000000001'), null)
    assert.equal(await p.track('XX', 'SF1234567890'), null, 'a courier we do not know')
    gw.fail('502', '502')
    const fresh = provider()
    assert.equal((await fresh.track('SF', 'SF1234567890'))?.state, 5)
    await assert.rejects(provider('wrong-key').track('SF', 'SF1234567890'), /503/)
  })
})
