import { useCallback, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Badge, Button, Card, Checkbox, Empty, Input, List, Select, Space, Tag, Typography, message } from 'antd'
import { call, type Answer } from '../api'
import { showError } from '../form-errors'
import { OrderDrawer } from '../fulfil/order-dialogs'
import { SupportMessages, QuickReplies, RecentOrders, SendPicture } from './support-parts'

type Thread = Answer<'GET /support/threads'>['list'][number]
type Detail = Answer<'GET /support/threads/:id'>

/** How often the list and the open thread ask for news: the console is a desk, a few seconds late is fine. */
const LIST_MS = 5_000
const THREAD_MS = 3_000
const newClientId = () => crypto.randomUUID().replace(/-/g, '')

/**
 * 在线客服 inbox (docs/console.md): threads with unread counts; the open thread with its history, the shopper's recent
 * orders beside it, 快捷回复 and assignment. `?order=<id>` lists the threads that sent a card of that order (the
 * order's detail links here). Text is shown as text: React escapes it.
 */
export default function Support() {
  const [params] = useSearchParams()
  const orderId = Number(params.get('order')) || undefined
  const [filter, setFilter] = useState({ mine: false, unread: false })
  const [threads, setThreads] = useState<Thread[]>([])
  const [openId, setOpenId] = useState<number | null>(null)
  const [detail, setDetail] = useState<Detail | null>(null)
  const [agents, setAgents] = useState<Array<{ id: number; name: string }>>([])
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [order, setOrder] = useState<number | null>(null)
  const last = useRef(0)

  const loadThreads = useCallback(
    () =>
      call('GET /support/threads', {
        query: { mine: filter.mine || undefined, unread: filter.unread || undefined, order_id: orderId, page_size: 50 }
      }).then((d) => setThreads(d.list), showError),
    [filter, orderId]
  )
  useEffect(() => {
    void loadThreads()
    const t = setInterval(() => void loadThreads(), LIST_MS)
    return () => clearInterval(t)
  }, [loadThreads])
  useEffect(() => {
    call('GET /support/agents').then(setAgents, showError)
  }, [])

  // The open thread: its history once, then what is new above the newest id held (deduped by id), read as shown.
  useEffect(() => {
    setDetail(null)
    last.current = 0
    if (!openId) return
    let live = true
    const markRead = (id: number) =>
      id &&
      call('POST /support/threads/:id/read', { params: { id: openId }, body: { last_id: id } }).catch(() => undefined)
    call('GET /support/threads/:id', { params: { id: openId } }).then((d) => {
      if (!live) return
      last.current = d.messages.last_id
      setDetail(d)
      void markRead(d.messages.last_id)
    }, showError)
    const t = setInterval(() => {
      if (!last.current) return
      call('GET /support/threads/:id/messages', { params: { id: openId }, query: { after: last.current } }).then(
        (page) => {
          if (!live || !page.list.length) return
          last.current = page.last_id
          setDetail((d) => d && { ...d, messages: { ...d.messages, list: merge(d.messages.list, page.list) } })
          void markRead(page.last_id)
        },
        () => undefined
      )
    }, THREAD_MS)
    return () => {
      live = false
      clearInterval(t)
    }
  }, [openId])

  /** Sends the typed text, or a picture uploaded by 发送图片 (its key), which leaves the typed text as it is. */
  const send = async (picture?: string) => {
    const body = text.trim()
    if (!openId || (!body && !picture) || sending) return
    setSending(true)
    try {
      const sent = await call('POST /support/threads/:id/send', {
        params: { id: openId },
        body: picture ? { client_id: newClientId(), picture } : { client_id: newClientId(), text: body }
      })
      if (!picture) setText('')
      last.current = Math.max(last.current, sent.id)
      setDetail((d) => d && { ...d, messages: { ...d.messages, list: merge(d.messages.list, [sent]) } })
    } catch (err) {
      showError(err)
    } finally {
      setSending(false)
    }
  }

  const assign = async (staffId: number | null) => {
    if (!openId) return
    try {
      const thread = await call('POST /support/threads/:id/assign', {
        params: { id: openId },
        body: { staff_id: staffId }
      })
      setDetail((d) => d && { ...d, thread })
      message.success(staffId ? `已分配给 ${thread.staff_name}` : '已取消分配')
      void loadThreads()
    } catch (err) {
      showError(err)
    }
  }

  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Card
        title={orderId ? `订单 ${orderId} 的客服会话` : '会话'}
        size='small'
        style={{ width: 300, flex: 'none' }}
        extra={
          <Space size={4}>
            <Checkbox checked={filter.mine} onChange={(e) => setFilter((f) => ({ ...f, mine: e.target.checked }))}>
              我的
            </Checkbox>
            <Checkbox checked={filter.unread} onChange={(e) => setFilter((f) => ({ ...f, unread: e.target.checked }))}>
              未读
            </Checkbox>
          </Space>
        }
      >
        <List
          dataSource={threads}
          locale={{ emptyText: <Empty description='暂无会话' /> }}
          renderItem={(t) => (
            <List.Item
              onClick={() => setOpenId(t.id)}
              style={{ cursor: 'pointer', background: t.id === openId ? '#fffbe6' : undefined }}
              aria-label={`${t.phone} 的会话${t.unread ? `，${t.unread} 条未读` : ''}`}
            >
              <List.Item.Meta
                title={
                  <Space>
                    <span>{t.nick || t.phone}</span>
                    <Badge count={t.unread} />
                  </Space>
                }
                description={
                  <Typography.Text type='secondary' ellipsis style={{ maxWidth: 220 }}>
                    {t.staff_name ? `[${t.staff_name}] ` : ''}
                    {t.last_text}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      </Card>

      <Card
        size='small'
        style={{ flex: 1, minWidth: 0 }}
        title={detail ? `${detail.thread.nick || detail.thread.phone}（${detail.thread.phone}）` : '选择左侧的会话'}
        extra={
          detail && (
            <Select
              aria-label='分配给'
              style={{ width: 160 }}
              allowClear
              placeholder='分配给客服'
              value={detail.thread.staff_id ?? undefined}
              options={agents.map((a) => ({ value: a.id, label: a.name }))}
              onChange={(v) => void assign(v ?? null)}
            />
          )
        }
      >
        {detail ? (
          <>
            <SupportMessages list={detail.messages.list} onOrder={setOrder} />
            <QuickReplies onPick={(q) => setText(q)} />
            <Space.Compact style={{ width: '100%', marginTop: 8 }}>
              <Input.TextArea
                aria-label='回复内容'
                value={text}
                maxLength={500}
                autoSize={{ minRows: 2, maxRows: 5 }}
                onChange={(e) => setText(e.target.value)}
                onPressEnter={(e) => {
                  if (!e.shiftKey) {
                    e.preventDefault()
                    void send()
                  }
                }}
              />
              <Button type='primary' loading={sending} onClick={() => void send()}>
                发送
              </Button>
            </Space.Compact>
            <div style={{ marginTop: 8 }}>
              <SendPicture onUploaded={(picture) => void send(picture)} />
            </div>
          </>
        ) : (
          <Empty description='选择左侧的会话查看消息' />
        )}
      </Card>

      {detail && (
        <Card size='small' title='最近订单' style={{ width: 280, flex: 'none' }}>
          <RecentOrders orders={detail.orders} onOrder={setOrder} />
          {detail.thread.staff_name && <Tag style={{ marginTop: 8 }}>接待：{detail.thread.staff_name}</Tag>}
        </Card>
      )}
      <OrderDrawer id={order} onClose={() => setOrder(null)} />
    </div>
  )
}

/** One entry per message id, in id order. */
function merge<T extends { id: number }>(list: T[], more: T[]): T[] {
  const seen = new Set(list.map((m) => m.id))
  return [...list, ...more.filter((m) => !seen.has(m.id) && (seen.add(m.id), true))].sort((a, b) => a.id - b.id)
}
