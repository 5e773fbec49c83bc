import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { ListState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { usePagedList } from '@/hooks/use-paged-list'
import { getMessageList, readAllMessages, readMessage } from '@/services/api/message'
import type { MessageItem } from '@contract/schemas/message'
import { toast } from '@/utils/feedback'
import { formatTime } from '@/utils/format'
import './index.scss'
import { tapProps } from '@/components/menu-row'
import NoticeSettings from '@/features/notice/notice-settings'
import { usePageParams } from '@/hooks/use-page-params'

export const MESSAGE_TEXT = {
  readAll: '全部已读',
  allRead: '已全部标为已读',
  unread: (n: number) => `${n} 条未读`,
  noneUnread: '没有未读消息',
  empty: '暂无消息',
  settings: '通知设置',
  back: '查看消息'
} as const

const TYPE_LABEL: Record<string, string> = { system: '系统通知', order: '订单消息', pension: '养老金' }

/**
 * The message centre: paged, unread marked, a message read when opened, and 全部已读. Its 通知设置 view is also what
 * 我的 → 消息通知设置 opens (tab=settings).
 */
export default function MessageListPage() {
  const { tab } = usePageParams<'message-list'>()
  const [unread, setUnread] = useState(0)
  const [open, setOpen] = useState<number | null>(null)
  const [marking, setMarking] = useState(false)
  const [settings, setSettings] = useState(tab === 'settings')
  const list = usePagedList(
    async (q) => {
      const res = await getMessageList(q)
      setUnread(res.unread)
      return res
    },
    [],
    { pageSize: 15 }
  )

  const markLocal = (pred: (m: MessageItem) => boolean) =>
    list.setItems((items) => items.map((m) => (pred(m) ? { ...m, is_read: true } : m)))

  const onOpen = async (m: MessageItem) => {
    setOpen((cur) => (cur === m.id ? null : m.id))
    if (m.is_read) return
    markLocal((x) => x.id === m.id)
    setUnread((n) => Math.max(0, n - 1))
    try {
      const res = await readMessage({ id: m.id }, { noTip: true })
      setUnread(res.unread)
    } catch {
      // Shown as read anyway; the next load tells the truth.
    }
  }

  const onReadAll = async () => {
    if (marking || unread === 0) return
    setMarking(true)
    try {
      const res = await readAllMessages()
      markLocal(() => true)
      setUnread(res.unread)
      void toast(MESSAGE_TEXT.allRead)
    } catch {
      // The request layer has said what went wrong.
    } finally {
      setMarking(false)
    }
  }

  return (
    <PageLayout page='message-list' className='messages'>
      <View className='messages__bar'>
        <Text className='messages__count' aria-live='polite'>
          {settings ? MESSAGE_TEXT.settings : unread > 0 ? MESSAGE_TEXT.unread(unread) : MESSAGE_TEXT.noneUnread}
        </Text>
        <View className='messages__actions'>
          {!settings && (
            <View
              className={`messages__read-all${unread === 0 || marking ? ' messages__read-all--disabled' : ''}`}
              {...tapProps('button')}
              aria-disabled={unread === 0 || marking ? 'true' : 'false'}
              onClick={() => void onReadAll()}
            >
              <Text>{MESSAGE_TEXT.readAll}</Text>
            </View>
          )}
          <View
            className='messages__read-all messages__settings'
            {...tapProps('button')}
            onClick={() => setSettings((v) => !v)}
          >
            <Text>{settings ? MESSAGE_TEXT.back : MESSAGE_TEXT.settings}</Text>
          </View>
        </View>
      </View>
      {settings ? (
        <NoticeSettings />
      ) : (
        <ListState of={list} empty={{ title: MESSAGE_TEXT.empty }}>
          {(items) =>
            items.map((m) => (
              <View
                key={m.id}
                className={`message${m.is_read ? '' : ' message--unread'}${open === m.id ? ' message--open' : ''}`}
                {...tapProps('button')}
                aria-expanded={open === m.id ? 'true' : 'false'}
                onClick={() => void onOpen(m)}
              >
                <View className='message__head'>
                  {!m.is_read && (
                    <View className='message__dot'>
                      <Text className='message__unread-label'>未读</Text>
                    </View>
                  )}
                  <Text className='message__title'>{m.title}</Text>
                  <Text className='message__time'>{formatTime(m.created_at, 'MM-DD HH:mm')}</Text>
                </View>
                <Text className='message__type'>{TYPE_LABEL[m.type] ?? '通知'}</Text>
                <Text className='message__content'>{m.content}</Text>
              </View>
            ))
          }
        </ListState>
      )}
    </PageLayout>
  )
}
