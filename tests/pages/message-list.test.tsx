import Taro from '@tarojs/taro'
import MessageListPage, { MESSAGE_TEXT } from '@/pages/message-list/index'
import { getMessageList, readAllMessages, readMessage } from '@/services/api/message'
import { getNoticeSettings, saveNoticeSettings } from '@/services/api/notice'
import { MONEY_OUT_NOTE, NOTICE_EVENTS } from '@contract/notice'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import type { MessageItem } from '@contract/schemas/message'
import { $, mount, textOf } from '../jest/render'

jest.mock('@/services/api/notice', () => ({ getNoticeSettings: jest.fn(), saveNoticeSettings: jest.fn() }))
jest.mock('@/services/api/message', () => ({
  getMessageList: jest.fn(),
  readAllMessages: jest.fn(),
  readMessage: jest.fn()
}))

const listMock = getMessageList as jest.MockedFunction<typeof getMessageList>
const msg = (id: number, is_read: boolean): MessageItem => ({
  id,
  type: 'order',
  title: `消息${id}`,
  content: `内容${id}`,
  is_read,
  created_at: 1_700_000_000 + id
})

type Utils = Awaited<ReturnType<typeof mount>>
const settle = async (utils: Utils) => {
  for (let i = 0; i < 5; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}
const unreadItems = () => document.querySelectorAll('.message--unread').length

describe('message-list', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 'tok', uid: 1 })
    listMock.mockReset().mockResolvedValue({
      list: [msg(3, false), msg(2, false), msg(1, true)],
      total: 3,
      page: 1,
      page_size: 15,
      unread: 2
    })
    ;(readMessage as jest.Mock).mockReset().mockResolvedValue({ id: 3, is_read: true, unread: 1 })
    ;(readAllMessages as jest.Mock).mockReset().mockResolvedValue({ marked: 1, unread: 0 })
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })
  afterEach(() => jest.restoreAllMocks())

  it('pages with page/page_size and marks unread messages', async () => {
    const utils = await mount(MessageListPage)
    await settle(utils)
    expect(listMock).toHaveBeenCalledWith({ page: 1, page_size: 15 })
    expect(unreadItems()).toBe(2)
    expect(textOf($('.messages__count'))).toBe(MESSAGE_TEXT.unread(2))
    // The dot is read out as 未读 before the title.
    expect(textOf($('.message--unread'))).toMatch(/^未读消息3/)
  })

  it('reads a message when it is opened, then 全部已读 reads the rest', async () => {
    const utils = await mount(MessageListPage)
    await settle(utils)
    await utils.act(async () => void utils.fireEvent.click($('.message--unread')))
    await settle(utils)
    expect(readMessage).toHaveBeenCalledWith({ id: 3 }, { noTip: true })
    expect(unreadItems()).toBe(1)
    expect(textOf($('.messages__count'))).toBe(MESSAGE_TEXT.unread(1))
    expect($('.message--open').getAttribute('aria-expanded')).toBe('true')

    await utils.act(async () => void utils.fireEvent.click($('.messages__read-all')))
    await settle(utils)
    expect(readAllMessages).toHaveBeenCalledTimes(1)
    expect(unreadItems()).toBe(0)
    expect(textOf($('.messages__count'))).toBe(MESSAGE_TEXT.noneUnread)
    expect($('.messages__read-all').getAttribute('aria-disabled')).toBe('true')
    // Nothing left to mark: no second request.
    await utils.act(async () => void utils.fireEvent.click($('.messages__read-all')))
    expect(readAllMessages).toHaveBeenCalledTimes(1)
  })

  it('通知设置: every channel and event as a switch, saved at once; money-out rows locked on; a refused save goes back', async () => {
    const on = Object.fromEntries(NOTICE_EVENTS.map((e) => [e, true])) as Record<
      (typeof NOTICE_EVENTS)[number],
      boolean
    >
    const settings = {
      channels: { wechat: true, alipay: true, sms: true },
      events: on,
      locked: ['withdraw_paid', 'withdraw_failed']
    }
    ;(getNoticeSettings as jest.Mock).mockReset().mockResolvedValue(settings)
    const save = (saveNoticeSettings as jest.Mock)
      .mockReset()
      .mockResolvedValueOnce({ ...settings, channels: { ...settings.channels, sms: false } })
      .mockRejectedValueOnce(new Error('refused'))
    const utils = await mount(MessageListPage)
    await settle(utils)
    await utils.act(async () => void utils.fireEvent.click($('.messages__settings')))
    await settle(utils)
    const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.switch-row'))
    expect(rows()).toHaveLength(3 + NOTICE_EVENTS.length)
    const row = (name: string) => rows().find((r) => r.getAttribute('aria-label') === name) as HTMLElement

    await utils.act(async () => void utils.fireEvent.click(row('短信')))
    await settle(utils)
    expect(save).toHaveBeenCalledWith({ channels: { sms: false } })
    expect(row('短信').getAttribute('aria-checked')).toBe('false')

    // Locked: shown on, read out as disabled, with the reason; a tap saves nothing.
    const money = row('提现到账')
    expect([money.getAttribute('aria-checked'), money.getAttribute('aria-disabled')]).toEqual(['true', 'true'])
    expect(textOf(money)).toContain(MONEY_OUT_NOTE)
    await utils.act(async () => void utils.fireEvent.click(money))
    expect(save).toHaveBeenCalledTimes(1)

    // The server refuses: the switch goes back to what was saved.
    await utils.act(async () => void utils.fireEvent.click(row('订单发货')))
    await settle(utils)
    expect(save).toHaveBeenLastCalledWith({ events: { shipped: false } })
    expect(row('订单发货').getAttribute('aria-checked')).toBe('true')
    // And back to the messages.
    await utils.act(async () => void utils.fireEvent.click($('.messages__settings')))
    await settle(utils)
    expect(rows()).toHaveLength(0)
    expect(document.querySelectorAll('.message').length).toBe(3)
  })

  it('opens on 通知设置 when 我的 → 消息通知设置 asks for it (tab=settings)', async () => {
    ;(getNoticeSettings as jest.Mock).mockReset().mockResolvedValue({
      channels: { wechat: true, alipay: true, sms: true },
      events: Object.fromEntries(NOTICE_EVENTS.map((e) => [e, true])),
      locked: ['withdraw_paid', 'withdraw_failed']
    })
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({
      router: { params: { tab: 'settings' }, path: '/pages/message-list/index' }
    } as unknown as ReturnType<typeof Taro.getCurrentInstance>)
    const utils = await mount(MessageListPage)
    await settle(utils)
    expect(textOf($('.messages__count'))).toBe(MESSAGE_TEXT.settings)
    expect(document.querySelectorAll('.switch-row').length).toBe(3 + NOTICE_EVENTS.length)
    expect(document.querySelectorAll('.message').length).toBe(0)
  })
})
