import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import http from 'node:http'
import { and, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { makeGoods, placeOrder, shopper, type Goods, type Shopper } from './order-fixtures'
import { auditLogs, staff, supportMessages, uploads } from '../../server/src/db/schema'
import { waiters } from '../../server/src/support/live'
import { photo, uploadFile } from './picture-fixtures'

/**
 * 在线客服 (docs/decisions/0033-support-chat.md): a shopper's own thread only, sends that a retry never doubles,
 * cursors that resume without loss or repeats, the poll and the event stream woken by 客服's reply, flood limits,
 * text kept raw, and the console's inbox by role with its audit.
 */
describe('support chat', () => {
  let t: TestApp
  let me: Shopper
  let stranger: Shopper
  let goods: Goods
  let order: { id: number; order_no: string }
  let thread: number
  let service: Console
  const cid = () => crypto.randomUUID()
  const send = (body: Record<string, unknown>, s: Shopper = me) =>
    t.post('/api/v1/support/send', { thread_id: thread, client_id: cid(), kind: 'text', ...body }, s.token)

  before(async () => {
    t = await createTestApp()
    goods = await makeGoods(t)
    me = await shopper(t)
    stranger = await shopper(t)
    order = await placeOrder(t, me, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    service = await signIn(t, 'service', '客服小李')
    const opened = await t.post('/api/v1/support/thread', {}, me.token)
    assert.equal(opened.errno, 1, opened.error)
    thread = opened.data.id
  })
  after(() => t.close())

  it('one thread per shopper; another shopper asking for it is told it does not exist', async () => {
    const again = await t.post('/api/v1/support/thread', {}, me.token)
    assert.equal(again.data.id, thread)
    const theirs = await t.post('/api/v1/support/thread', {}, stranger.token)
    assert.notEqual(theirs.data.id, thread)
    for (const [url, body] of [
      ['/api/v1/support/messages', { thread_id: thread }],
      ['/api/v1/support/send', { thread_id: thread, client_id: cid(), kind: 'text', text: '你好' }],
      ['/api/v1/support/read', { thread_id: thread, last_id: 0 }],
      ['/api/v1/support/poll', { thread_id: thread, after: 0 }],
      ['/api/v1/support/ticket', { thread_id: thread }]
    ] as const) {
      const res = await t.post(url, body, stranger.token)
      assert.equal(res.errno, 1002, `${url}: ${res.error}`)
      assert.equal(res.error, '会话不存在')
    }
    assert.equal((await t.post('/api/v1/support/thread', {})).errno, 1006)
  })

  it('a send retried with its client id answers the same message, stored once', async () => {
    const client_id = cid()
    const first = await send({ client_id, text: '快递什么时候到？' })
    const retry = await send({ client_id, text: '快递什么时候到？' })
    assert.equal(first.errno, 1, first.error)
    assert.equal(retry.data.id, first.data.id)
    const rows = await t.db.select().from(supportMessages).where(eq(supportMessages.clientId, client_id))
    assert.equal(rows.length, 1)
    assert.equal(first.data.from, 'shopper')
  })

  it('text is kept as typed (markup and newlines too) and refused empty or too long, naming the field', async () => {
    const raw = '<script>alert(1)</script>\n\ndata: {"id":1}'
    const sent = await send({ text: raw })
    assert.equal(sent.data.text, raw)
    const tooLong = await send({ text: '字'.repeat(501) })
    assert.equal(tooLong.errno, 1001)
    assert.match(tooLong.error, /text/)
    const blank = await send({ text: '   ' })
    assert.equal(blank.errno, 1001)
    assert.match(blank.error, /^参数 text /)
    const badId = await send({ client_id: 'a b' })
    assert.equal(badId.errno, 1001)
    assert.match(badId.error, /client_id/)
  })

  it('cards: my own order and goods on the shelf; another shopper cannot send my order', async () => {
    const card = await send({ kind: 'order', order_id: order.id })
    assert.equal(card.errno, 1, card.error)
    assert.equal(card.data.card.order_no, order.order_no)
    assert.equal(card.data.card.id, order.id)
    const g = await send({ kind: 'goods', sku_id: goods.skuId })
    assert.equal(g.errno, 1, g.error)
    assert.ok(g.data.card.price > 0)
    await t.post('/api/v1/support/thread', {}, stranger.token)
    const theirThread = (await t.post('/api/v1/support/thread', {}, stranger.token)).data.id
    const stolen = await t.post(
      '/api/v1/support/send',
      { thread_id: theirThread, client_id: cid(), kind: 'order', order_id: order.id },
      stranger.token
    )
    assert.equal(stolen.errno, 1002)
    assert.equal(stolen.error, '订单不存在')
    assert.equal((await send({ kind: 'goods', sku_id: 999999 })).errno, 1002)
  })

  it('pictures come from the shopper’s own uploads only', async () => {
    const upload = async (userId: number) => {
      const name = `${crypto.randomBytes(16).toString('hex')}.png`
      await t.db.insert(uploads).values({ userId, name, mime: 'image/png', size: 100 })
      return `${t.config.publicUrl}/api/service/image/${name}`
    }
    const mine = await send({ kind: 'image', image: await upload(me.uid) })
    assert.equal(mine.errno, 1, mine.error)
    assert.equal(mine.data.kind, 'image')
    const theirs = await send({ kind: 'image', image: await upload(stranger.uid) })
    assert.equal(theirs.errno, 1002)
    const elsewhere = await send({ kind: 'image', image: 'https://evil.example/x.png' })
    assert.equal(elsewhere.errno, 1001)
    assert.match(elsewhere.error, /image/)
  })

  it('客服 answers with a picture uploaded on the console; only a stored picture, and text or picture, never both', async () => {
    const up = (await uploadFile(t, service, await photo(600, 400), 'a.jpg', '/api/admin/support/upload')).json()
    assert.equal(up.errno, 1, up.error)
    const key = up.data.picture as string
    // The upload is in 操作日志 under the 客服 who made it.
    const logged = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, key))
    assert.deepEqual(
      logged.map((l) => [l.action, l.entity]),
      [['upload', 'image']]
    )
    const reply = (body: Record<string, unknown>) =>
      service.call('POST', `/api/admin/support/threads/${thread}/send`, { client_id: cid(), ...body })
    const sent = await reply({ picture: key })
    assert.equal(sent.errno, 1, sent.error)
    assert.equal(sent.data.kind, 'image')
    assert.match(sent.data.image, new RegExp(`/api/service/image/${key}_480\\.jpg$`))
    // The shopper's thread shows it, and the file is there at that address.
    const mine = await t.post('/api/v1/support/messages', { thread_id: thread }, me.token)
    const path = new URL(sent.data.image, 'http://x').pathname
    assert.equal(new URL(mine.data.list.at(-1).image, 'http://x').pathname, path)
    assert.equal(
      (await t.post('/api/v1/support/read', { thread_id: thread, last_id: sent.data.id }, me.token)).errno,
      1
    )
    const file = await t.app.inject({ method: 'GET', url: path })
    assert.equal(file.statusCode, 200)
    assert.equal(file.headers['content-type'], 'image/jpeg')
    const unknown = await reply({ picture: 'f'.repeat(32) })
    assert.deepEqual([unknown.errno, unknown.error], [1001, '参数 picture 不是本店上传的图片，请重新上传'])
    const both = await reply({ picture: key, text: '看图' })
    assert.equal(both.errno, 1001)
    assert.match(both.error, /^参数 text/)
    // The upload is 客服's own permission: a role without support:reply is refused.
    const finance = await signIn(t, 'finance')
    const refused = await uploadFile(t, finance, await photo(64, 64), 'a.jpg', '/api/admin/support/upload')
    assert.equal(refused.statusCode, 403)
  })

  it('a cursor resumes exactly: after=n answers what came later, each once, in id order', async () => {
    const all = await t.post('/api/v1/support/messages', { thread_id: thread }, me.token)
    const ids = all.data.list.map((m: { id: number }) => m.id)
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b)
    )
    const cut = ids[1]
    const later = await t.post('/api/v1/support/messages', { thread_id: thread, after: cut }, me.token)
    assert.deepEqual(
      later.data.list.map((m: { id: number }) => m.id),
      ids.filter((id: number) => id > cut)
    )
    assert.equal(later.data.last_id, ids[ids.length - 1])
    const paged = await t.post('/api/v1/support/messages', { thread_id: thread, after: 0, limit: 2 }, me.token)
    assert.deepEqual(
      paged.data.list.map((m: { id: number }) => m.id),
      ids.slice(0, 2)
    )
    assert.equal(paged.data.has_more, true)
    const none = await t.post('/api/v1/support/poll', { thread_id: thread, after: ids[ids.length - 1] }, me.token)
    assert.deepEqual(none.data.list, [])
    assert.equal(none.data.last_id, ids[ids.length - 1])
  })

  it('a long poll is answered as soon as 客服 replies, with the reply', async () => {
    const last = (await t.post('/api/v1/support/messages', { thread_id: thread }, me.token)).data.last_id
    const started = Date.now()
    const poll = t.post('/api/v1/support/poll', { thread_id: thread, after: last, wait: 20 }, me.token)
    while (waiters(thread) === 0) await new Promise((r) => setTimeout(r, 10))
    const reply = await service.call('POST', `/api/admin/support/threads/${thread}/send`, {
      client_id: cid(),
      text: '您好，已为您催促快递'
    })
    assert.equal(reply.errno, 1, reply.error)
    const got = await poll
    assert.ok(Date.now() - started < 5000, 'the poll waited for its timeout')
    assert.deepEqual(
      got.data.list.map((m: { text: string; from: string; staff_name: string }) => [m.from, m.staff_name, m.text]),
      [['staff', '客服小李', '您好，已为您催促快递']]
    )
    const thr = await t.post('/api/v1/support/thread', {}, me.token)
    assert.equal(thr.data.unread, 1)
    const read = await t.post('/api/v1/support/read', { thread_id: thread, last_id: got.data.last_id }, me.token)
    assert.equal(read.data.unread, 0)
  })

  it('the event stream delivers 客服’s message live and resumes from Last-Event-ID without repeats', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const port = (t.app.server.address() as { port: number }).port
    const ticket = (await t.post('/api/v1/support/ticket', { thread_id: thread }, me.token)).data.ticket
    const last = (await t.post('/api/v1/support/messages', { thread_id: thread }, me.token)).data.last_id
    const open = (headers: Record<string, string>, query = '') =>
      new Promise<{ res: http.IncomingMessage; events: () => string }>((resolve, reject) => {
        const url = `http://127.0.0.1:${port}/api/v1/support/stream?thread_id=${thread}&ticket=${ticket}${query}`
        http
          .get(url, { headers }, (res) => {
            let text = ''
            res.setEncoding('utf8')
            res.on('data', (c: string) => (text += c))
            resolve({ res, events: () => text })
          })
          .on('error', reject)
      })
    const until = async (ok: () => boolean) => {
      for (let i = 0; i < 300 && !ok(); i++) await new Promise((r) => setTimeout(r, 20))
      assert.ok(ok(), 'timed out')
    }
    const first = await open({ 'last-event-id': String(last) })
    assert.equal(first.res.headers['content-type'], 'text/event-stream; charset=utf-8')
    await until(() => waiters(thread) > 0)
    const reply = await service.call('POST', `/api/admin/support/threads/${thread}/send`, {
      client_id: cid(),
      text: '第一行\n\ndata: 伪造'
    })
    await until(() => first.events().includes(`id: ${reply.data.id}\n`))
    const frames = first
      .events()
      .split('\n\n')
      .filter((f) => f.startsWith('id: '))
    assert.equal(frames.length, 1, 'only the new message, once')
    assert.equal(JSON.parse(frames[0].split('\ndata: ')[1]).text, '第一行\n\ndata: 伪造')
    first.res.destroy()

    // The connection dropped; a message arrives meanwhile; the browser reconnects with the last id it saw.
    const missed = await send({ text: '我没看到回复' })
    const second = await open({ 'last-event-id': String(reply.data.id) }, '&after=0')
    await until(() => second.events().includes(`id: ${missed.data.id}\n`))
    assert.ok(!second.events().includes(`id: ${reply.data.id}\n`), 'a message seen before came again')
    second.res.destroy()

    const forged = await new Promise<string>((resolve) => {
      http.get(`http://127.0.0.1:${port}/api/v1/support/stream?thread_id=${thread}&ticket=1.2.3.x`, (res) => {
        let text = ''
        res.on('data', (c) => (text += c))
        res.on('end', () => resolve(text))
      })
    })
    assert.equal(JSON.parse(forged).errno, 1006)
  })

  it('console: 客服 reads the inbox with unread counts and recent orders; other roles are refused', async () => {
    await send({ text: '还有一个问题' })
    const list = await service.call('GET', '/api/admin/support/threads?unread=true')
    assert.equal(list.status, 200, list.error)
    const row = list.data.list.find((r: { id: number }) => r.id === thread)
    assert.ok(row, 'the thread is listed')
    assert.ok(row.unread >= 1)
    assert.match(row.phone, /^\d{3}\*{4}\d{4}$/)
    const detail = await service.call('GET', `/api/admin/support/threads/${thread}`)
    assert.equal(detail.data.orders[0].order_no, order.order_no)
    const byOrder = await service.call('GET', `/api/admin/support/threads?order_id=${order.id}`)
    assert.deepEqual(
      byOrder.data.list.map((r: { id: number }) => r.id),
      [thread]
    )
    const read = await service.call('POST', `/api/admin/support/threads/${thread}/read`, {
      last_id: detail.data.messages.last_id
    })
    assert.equal(read.data.unread, 0)
    for (const role of ['ops', 'finance', 'warehouse']) {
      const other = await signIn(t, role)
      const res = await other.call('GET', '/api/admin/support/threads')
      assert.equal(res.status, 403, role)
      const write = await other.call('POST', `/api/admin/support/threads/${thread}/send`, {
        client_id: cid(),
        text: 'x'
      })
      assert.equal(write.status, 403, role)
    }
  })

  it('assignment and 快捷回复 are written to 操作日志; only staff who answer shoppers can be assigned', async () => {
    const agents = await service.call('GET', '/api/admin/support/agents')
    const li = agents.data.find((a: { name: string }) => a.name === '客服小李')
    assert.ok(li)
    const assigned = await service.call('POST', `/api/admin/support/threads/${thread}/assign`, { staff_id: li.id })
    assert.equal(assigned.data.staff_name, '客服小李')
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'support'), eq(auditLogs.entityId, String(thread))))
    assert.deepEqual([entry.action, entry.after], ['assign', { staff_id: li.id }])
    assert.equal((await t.post('/api/v1/support/thread', {}, me.token)).data.staff_name, '客服小李')
    await signIn(t, 'finance', '财务小张')
    const [fin] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.name, '财务小张'))
    const refused = await service.call('POST', `/api/admin/support/threads/${thread}/assign`, { staff_id: fin.id })
    assert.equal(refused.errno, 1001)
    const added = await service.call('POST', '/api/admin/support/quick-replies', {
      text: '  您好，请问有什么可以帮您？ '
    })
    assert.equal(added.data.text, '您好，请问有什么可以帮您？')
    const listed = await service.call('GET', '/api/admin/support/quick-replies')
    assert.deepEqual(
      listed.data.map((q: { text: string }) => q.text),
      ['您好，请问有什么可以帮您？']
    )
    await service.call('POST', `/api/admin/support/quick-replies/${added.data.id}/delete`, {})
    assert.deepEqual((await service.call('GET', '/api/admin/support/quick-replies')).data, [])
    const logged = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.entity, 'support'))
    assert.deepEqual(logged.map((l) => l.action).sort(), ['assign', 'quick-reply.add', 'quick-reply.delete'])
  })
})

describe('support chat flood limits', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SUPPORT: '8' } })
  })
  after(() => t.close())

  it('a shopper past their share of the limit is refused with 1004 until the window ends; retries are free', async () => {
    const me = await shopper(t)
    const thread = (await t.post('/api/v1/support/thread', {}, me.token)).data.id
    const body = (n: number, client_id = crypto.randomUUID()) => ({
      thread_id: thread,
      client_id,
      kind: 'text',
      text: `第${n}条`
    })
    const first = await t.post('/api/v1/support/send', body(1), me.token)
    const second = await t.post('/api/v1/support/send', body(2), me.token)
    assert.deepEqual([first.errno, second.errno], [1, 1])
    const third = await t.post('/api/v1/support/send', body(3), me.token)
    assert.equal(third.errno, 1004)
    assert.equal(third.status, 429)
    assert.match(third.error, /操作过于频繁/)
    // A retry of a message already sent answers it; it is not a new message and not counted.
    const retry = await t.post('/api/v1/support/send', body(1, first.data.client_id), me.token)
    assert.equal(retry.data.id, first.data.id)
    const rows = await t.db.select().from(supportMessages).where(eq(supportMessages.threadId, thread))
    assert.equal(rows.length, 2)
  })
})
