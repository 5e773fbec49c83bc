import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { addAddress, placeOrder, skuOf } from '../../e2e/lib/order-helpers.mjs'
import { staffConsole } from '../lib/console.mjs'
import { textOf } from '../lib/tree.mjs'

export const title =
  '在线客服 in the compiled program: the shopper sends the order card and a question, 客服 answers from the console, the open thread shows it by its long poll without reloading; a dropped poll backs off and loses nothing'

export default async function ({ mp, step, login, token, api, server }) {
  const question = `请问什么时候发货？${Date.now() % 10000}`
  const answer = '您好，订单会在 48 小时内发出，请留意物流信息'
  const later = '已为您加急处理，今天下午发出'
  let order
  let service
  let thread
  let chatPage
  let reloads
  const bubbles = (cls) => mp.findAll({ cls }).map(textOf)
  const polls = () => mp.requests.filter((r) => r.path.endsWith('/support/poll'))
  /** Requests that would (re)load the thread: opening it, or its first page of messages. */
  const loads = () => mp.requests.filter((r) => /\/support\/(thread|messages)$/.test(r.path)).length

  // The thread's long poll waits on the server until a message comes: the program runs on meanwhile.
  mp.waitsInBackground('/support/poll')

  await step('from the order, 在线客服 opens the chat; the shopper sends the order card and a question', async () => {
    await login()
    await addAddress(api, token())
    order = await placeOrder(api, token(), { items: [{ sku_id: await skuOf(api, '烟台红富士苹果'), qty: 1 }] })
    await mp.go('navigateTo', `/pages/order-detail/index?id=${order.id}`)
    await mp.tap({ cls: 'contact-service__chat' })
    await mp.waitRoute('/pages/support-chat/index')
    await mp.find({ text: '您好，这里是米粒商城客服' })
    await mp.tap({ cls: 'chat__offer-send' })
    await mp.find({ cls: 'chat-card__meta', text: order.order_no })
    await mp.input({ cls: 'chat-composer__input' }, question)
    await mp.tap({ cls: 'chat-composer__send' })
    await mp.waitFor(() => bubbles('chat-bubble--mine').some((t) => t.includes(question)), { what: 'my question' })
    await mp.waitFor(() => !mp.findAll({ cls: 'chat-bubble__state' }).length, { what: 'both sent' })
    // The thread is open and waiting: a long poll, not a timer that reloads.
    await mp.waitFor(() => polls().length > 0, { what: 'the long poll' })
    assert.equal(polls().at(-1).body.wait, 25)
    chatPage = mp.page()
    reloads = loads()
  })

  await step('客服 finds the thread by the order, unread, with the order beside it, and answers', async () => {
    service = await staffConsole(server, 'service', '客服小米')
    const found = await service.get(`/support/threads?order_id=${order.id}`)
    assert.equal(found.list.length, 1)
    thread = found.list[0]
    assert.ok(thread.unread >= 2, `unread ${thread.unread}`)
    const detail = await service.get(`/support/threads/${thread.id}`)
    assert.ok(detail.messages.list.some((m) => m.text === question))
    assert.ok(detail.orders.some((o) => o.order_no === order.order_no))
    await service.post(`/support/threads/${thread.id}/send`, { text: answer, client_id: randomUUID() })
  })

  await step('the open page shows the answer with 客服’s name, once, without reloading; it is read', async () => {
    await mp.waitFor(() => bubbles('chat-bubble--staff').some((t) => t.includes(answer)), {
      what: 'the answer on the open page'
    })
    const staff = bubbles('chat-bubble--staff')
    assert.equal(staff.filter((t) => t.includes(answer)).length, 1)
    assert.match(staff[0], /客服小米/)
    assert.equal(mp.page(), chatPage, 'the page was opened again')
    assert.equal(loads(), reloads, 'the thread was loaded again')
    await mp.waitFor(() => mp.requests.some((r) => r.path.endsWith('/support/read')), { what: '/support/read' })
    const after = await service.get(`/support/threads/${thread.id}`)
    assert.equal(after.thread.unread, 0)
  })

  await step(
    'the connection drops: the poll waits (backoff) before asking again, and 客服’s next answer arrives once',
    async () => {
      const before = polls().length
      const cursor = Math.max(...(await service.get(`/support/threads/${thread.id}`)).messages.list.map((m) => m.id))
      const dropAt = mp.host.clock.now()
      assert.equal(await mp.dropConnections('/support/poll'), 1)
      assert.equal(polls().length, before, 'asked again at once after a failure')
      await service.post(`/support/threads/${thread.id}/send`, { text: later, client_id: randomUUID() })
      await mp.waitFor(() => bubbles('chat-bubble--staff').some((t) => t.includes(later)), {
        what: 'the answer sent while the connection was down'
      })
      const retry = polls()[before]
      assert.ok(retry.at - dropAt >= 2_000, `asked again after ${retry.at - dropAt} ms`)
      assert.equal(retry.body.after, cursor, 'the retry resumed from another cursor')
      const staff = bubbles('chat-bubble--staff')
      assert.equal(staff.filter((t) => t.includes(answer)).length, 1)
      assert.equal(staff.filter((t) => t.includes(later)).length, 1)
      assert.equal(mp.page(), chatPage)
      assert.equal(loads(), reloads)
    }
  )
}
