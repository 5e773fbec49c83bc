import Taro from '@tarojs/taro'
import SupportChatPage, { CHAT_TEXT } from '@/pages/support-chat/index'
import { mergeMessages, type ChatMessage } from '@/features/support/merge'
import { nextDelay } from '@/features/support/use-support-live'
import {
  getSupportMessages,
  getSupportStreamTicket,
  openSupportThread,
  readSupportMessages,
  sendSupportMessage
} from '@/services/api/support'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { useCareStore } from '@/stores/care'
import type { SupportMessage } from '@contract/schemas/support'
import { fontSizeOf, loadRules } from '../jest/css-sizes'
import { $, find, mount, textOf } from '../jest/render'

jest.mock('@/services/api/support', () => ({
  ...jest.requireActual('@/services/api/support'),
  openSupportThread: jest.fn(),
  getSupportMessages: jest.fn(),
  sendSupportMessage: jest.fn(),
  readSupportMessages: jest.fn(),
  pollSupportMessages: jest.fn(() => new Promise(() => undefined)),
  getSupportStreamTicket: jest.fn()
}))
jest.setTimeout(30_000)

const msg = (id: number, over: Partial<SupportMessage> = {}): SupportMessage => ({
  id,
  thread_id: 5,
  client_id: `c${id}xxxxxxxx`,
  from: 'staff',
  staff_name: '客服小李',
  kind: 'text',
  text: `消息${id}`,
  image: '',
  card: null,
  created_at: 1_800_000_000,
  ...over
})

/** The browser's EventSource, driven by the test: one instance per stream the page opens. */
class FakeEventSource {
  static CLOSED = 2
  static opened: FakeEventSource[] = []
  readyState = 1
  onerror: (() => void) | null = null
  private listeners: Array<(e: { data: string }) => void> = []
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this)
  }
  addEventListener(_type: string, fn: (e: { data: string }) => void) {
    this.listeners.push(fn)
  }
  emit(m: SupportMessage) {
    for (const fn of this.listeners) fn({ data: JSON.stringify(m) })
  }
  close() {
    this.readyState = 2
  }
}

type Utils = Awaited<ReturnType<typeof mount>>
const flush = async (utils: Utils) => {
  for (let i = 0; i < 6; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}
const tap = (utils: Utils, el: Element) => utils.act(async () => void utils.fireEvent.click(el))
async function type(utils: Utils, value: string) {
  const el = (await find('input[name="support-text"]')) as HTMLInputElement
  el.value = value
  await utils.act(() => utils.fireEvent.input(el))
}

const sendMock = sendSupportMessage as jest.MockedFunction<typeof sendSupportMessage>

describe('mergeMessages', () => {
  it('keeps one entry per id, replaces my pending copy by the server’s, and orders by id', () => {
    const pending: ChatMessage = { ...msg(0, { from: 'shopper', client_id: 'mine00001' }), state: 'sending' }
    const merged = mergeMessages(
      [msg(2), pending],
      [msg(3), msg(2), msg(4, { from: 'shopper', client_id: 'mine00001' })]
    )
    expect(merged.map((m) => [m.id, m.state])).toEqual([
      [2, undefined],
      [3, undefined],
      [4, undefined]
    ])
    expect(mergeMessages(merged, [msg(3)]).map((m) => m.id)).toEqual([2, 3, 4])
    expect(mergeMessages(merged, [msg(3), msg(1)]).map((m) => m.id)).toEqual([1, 2, 3, 4])
  })

  it('backs off 2 s, 4 s, 8 s ... up to 30 s after failures', () => {
    expect([1, 2, 3, 4, 5, 6].map(nextDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000])
  })
})

describe('support-chat page', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/#/pages/support-chat/index?order_id=9')
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 'tok', uid: 7 })
    ;(openSupportThread as jest.Mock).mockResolvedValue({ id: 5, staff_name: '', unread: 1, last_id: 2 })
    ;(getSupportMessages as jest.Mock).mockResolvedValue({
      list: [msg(1, { from: 'shopper', staff_name: '', text: '我的快递到哪了' }), msg(2, { text: '<b>您好</b>' })],
      last_id: 2,
      has_more: false
    })
    ;(readSupportMessages as jest.Mock).mockResolvedValue({ unread: 0 })
    ;(getSupportStreamTicket as jest.Mock).mockResolvedValue({ ticket: 'tk', expires_in: 600 })
    sendMock.mockReset()
    FakeEventSource.opened = []
    Object.assign(window, { EventSource: FakeEventSource })
    jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue({ errMsg: 'pageScrollTo:ok' } as never)
  })
  afterEach(() => {
    jest.restoreAllMocks()
    delete (window as { EventSource?: unknown }).EventSource
    useCareStore.setState({ choice: null, auto: false })
    document.documentElement.classList.remove('care-mode')
  })

  it('shows my messages and 客服’s apart, text as text (never markup), and marks 客服’s read', async () => {
    const utils = await mount(SupportChatPage)
    await find('.chat-bubble--staff')
    await flush(utils)
    expect(textOf($('.chat-bubble--mine'))).toContain('我的快递到哪了')
    expect(textOf($('.chat-bubble--staff'))).toContain('<b>您好</b>')
    expect(document.querySelector('.chat-bubble b')).toBeNull()
    expect(textOf($('.chat-bubble--staff'))).toContain('客服小李')
    expect(readSupportMessages).toHaveBeenCalledWith({ thread_id: 5, last_id: 2 }, { noTip: true })
  })

  it('H5: 客服’s reply arrives through the event stream resumed from the newest id, shown once', async () => {
    const utils = await mount(SupportChatPage)
    await find('.chat-bubble--staff')
    await flush(utils)
    const source = FakeEventSource.opened[0]
    expect(source.url).toContain('/api/v1/support/stream?thread_id=5&ticket=tk&after=2')
    await utils.act(async () => source.emit(msg(3, { text: '已为您催促快递' })))
    await utils.act(async () => source.emit(msg(3, { text: '已为您催促快递' })))
    expect(document.querySelectorAll('.chat-bubble--staff').length).toBe(2)
    expect(textOf()).toContain('已为您催促快递')
  })

  it('a failed send offers 重发, which resends under the same client id; the message shows once', async () => {
    sendMock.mockRejectedValueOnce(new Error('网络异常'))
    const utils = await mount(SupportChatPage)
    await find('.chat-bubble--staff')
    await type(utils, '还没收到货')
    await tap(utils, $('.chat-composer__send'))
    await flush(utils)
    expect(textOf($('.chat-bubble__state'))).toContain('发送失败')
    const first = sendMock.mock.calls[0][0]
    expect(first).toMatchObject({ thread_id: 5, kind: 'text', text: '还没收到货' })
    sendMock.mockResolvedValueOnce(
      msg(3, { from: 'shopper', staff_name: '', text: '还没收到货', client_id: first.client_id })
    )
    await tap(utils, $('.chat-bubble__retry'))
    await flush(utils)
    expect(sendMock.mock.calls[1][0].client_id).toBe(first.client_id)
    expect(document.querySelector('.chat-bubble__state')).toBeNull()
    await utils.act(async () => FakeEventSource.opened[0].emit(msg(3, { from: 'shopper', client_id: first.client_id })))
    expect(document.querySelectorAll('.chat-bubble--mine').length).toBe(2)
  })

  it('offers the order it was opened with as a card', async () => {
    sendMock.mockImplementation(async (b) => msg(3, { from: 'shopper', kind: 'order', client_id: b.client_id }))
    const utils = await mount(SupportChatPage)
    await find('.chat__offer-send')
    expect(textOf($('.chat__offer'))).toContain(CHAT_TEXT.offerOrder)
    await tap(utils, $('.chat__offer-send'))
    await flush(utils)
    expect(sendMock.mock.calls[0][0]).toMatchObject({ kind: 'order', order_id: 9, thread_id: 5 })
    expect(document.querySelector('.chat__offer')).toBeNull()
  })

  it("a goods card asks its picture's icon size (60 px box), never the list JPEG it was sent with", async () => {
    const key = 'c'.repeat(32)
    const card = { id: 21, title: '实拍芒果', image: `/api/service/image/${key}_480.jpg`, price: 2990 }
    ;(getSupportMessages as jest.Mock).mockResolvedValue({
      list: [msg(1, { kind: 'goods', text: '', card: { ...card, order_no: '', status_text: '' } })],
      last_id: 1,
      has_more: false
    })
    const utils = await mount(SupportChatPage)
    await find('.chat-card__image')
    await flush(utils)
    const img = $('.chat-card__image img') ?? $('.chat-card__image')
    const src = img.getAttribute('src') || img.getAttribute('data-src')
    expect(src).toBe(`/api/service/image/${key}_160.webp`)
  })

  it('says what went wrong instead of an empty chat', async () => {
    ;(openSupportThread as jest.Mock).mockRejectedValueOnce(new Error('网络异常，请稍后重试'))
    const utils = await mount(SupportChatPage)
    await flush(utils)
    expect(textOf()).toContain('网络异常，请稍后重试')
    expect(document.querySelector('.chat-bubble')).toBeNull()
  })

  it('care mode: message text at least 18 px, the send and picture buttons 60 px high', async () => {
    const rules = loadRules('src/app.scss', 'src/pages/support-chat/index.scss')
    useCareStore.getState().setCareMode(true)
    const utils = await mount(SupportChatPage)
    await find('.chat-bubble--staff')
    await flush(utils)
    // CSS px on a 375 px screen.
    expect(fontSizeOf(rules, $('.chat-bubble--staff .chat-bubble__text'))).toBeGreaterThanOrEqual(18)
    expect(fontSizeOf(rules, $('.chat-composer__send'))).toBeGreaterThanOrEqual(18)
    expect(fontSizeOf(rules, $('.chat-bubble__who'))).toBeGreaterThanOrEqual(16)
    const care = rules.find((r) => r.selector === '.care-mode' && '--tap-main' in r.decls)
    expect(care?.decls['--tap-main']).toBe('120px')
    const send = rules.find((r) => r.selector.includes('.chat-composer__send') && 'min-height' in r.decls)
    expect(send?.decls['min-height']).toBe('var(--tap-main)')
    expect($('.chat-composer__send').getAttribute('aria-label')).toBe('发送')
    expect($('.chat-composer__picture').getAttribute('aria-label')).toBe('发送图片')
  })
})
