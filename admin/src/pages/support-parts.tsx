import { useEffect, useState } from 'react'
import { Button, Image, Input, List, Space, Tag, Typography, Upload, message } from 'antd'
import dayjs from '../day'
import { call, csrfToken, yuanText, type Answer } from '../api'
import { checkImageFile, IMAGE_ACCEPT } from '../image-upload'
import { showError } from '../form-errors'

type Message = Answer<'GET /support/threads/:id'>['messages']['list'][number]
type Order = Answer<'GET /support/threads/:id'>['orders'][number]

const yuan = yuanText

/** The thread's history: the shopper on the left, 客服 on the right; cards link to the order. Text stays text. */
export function SupportMessages({ list, onOrder }: { list: Message[]; onOrder: (id: number) => void }) {
  return (
    <div
      role='log'
      aria-label='会话记录'
      style={{ maxHeight: 420, overflowY: 'auto', padding: 8, background: '#fafafa' }}
    >
      {list.map((m) => {
        const staff = m.from === 'staff'
        return (
          <div
            key={m.id}
            style={{ display: 'flex', justifyContent: staff ? 'flex-end' : 'flex-start', margin: '8px 0' }}
          >
            <div
              className={staff ? 'support-msg support-msg--staff' : 'support-msg support-msg--shopper'}
              style={{ maxWidth: '70%', padding: '6px 10px', borderRadius: 8, background: staff ? '#fff7e6' : '#fff' }}
            >
              <Typography.Text type='secondary' style={{ fontSize: 12 }}>
                {staff ? m.staff_name || '客服' : '顾客'} · {dayjs.unix(m.created_at).format('MM-DD HH:mm')}
              </Typography.Text>
              <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {m.kind === 'text' && m.text}
                {m.kind === 'image' && (
                  <Image src={m.image} width={160} alt={`${staff ? m.staff_name || '客服' : '顾客'}发送的图片`} />
                )}
                {m.kind === 'order' && m.card && (
                  <a onClick={() => m.card && onOrder(m.card.id)}>
                    订单 {m.card.order_no} · {m.card.status_text} · {yuan(m.card.price)}
                  </a>
                )}
                {m.kind === 'goods' && m.card && (
                  <span>
                    商品 {m.card.title} · {yuan(m.card.price)}
                  </span>
                )}
              </div>
            </div>
          </div>
        )
      })}
    </div>
  )
}

/** The shopper's recent orders, each opening the order's detail. */
export function RecentOrders({ orders, onOrder }: { orders: Order[]; onOrder: (id: number) => void }) {
  return (
    <List
      size='small'
      dataSource={orders}
      locale={{ emptyText: '暂无订单' }}
      renderItem={(o) => (
        <List.Item>
          <Space direction='vertical' size={0}>
            <a onClick={() => onOrder(o.id)}>{o.order_no}</a>
            <Typography.Text type='secondary' style={{ fontSize: 12 }}>
              {o.title} · {o.status_text} · {yuan(o.pay_amount)}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  )
}

/** 快捷回复: tap one to put it in the reply box; add or remove phrases (both in 操作日志). */
export function QuickReplies({ onPick }: { onPick: (text: string) => void }) {
  const [list, setList] = useState<Array<{ id: number; text: string }>>([])
  const [adding, setAdding] = useState('')
  const load = () => call('GET /support/quick-replies').then(setList, showError)
  useEffect(() => void load(), [])
  const add = async () => {
    if (!adding.trim()) return
    try {
      await call('POST /support/quick-replies', { body: { text: adding.trim() } })
      setAdding('')
      void load()
    } catch (err) {
      showError(err)
    }
  }
  const remove = (id: number) =>
    call('POST /support/quick-replies/:id/delete', { params: { id } }).then(() => void load(), showError)
  return (
    <div style={{ marginTop: 8 }} aria-label='快捷回复'>
      <Typography.Text type='secondary'>快捷回复：</Typography.Text>
      {list.map((q) => (
        <Tag
          key={q.id}
          closable
          onClose={(e) => {
            e.preventDefault()
            void remove(q.id)
          }}
          style={{ cursor: 'pointer', marginBottom: 4 }}
          onClick={() => onPick(q.text)}
        >
          {q.text}
        </Tag>
      ))}
      <Space.Compact size='small'>
        <Input
          size='small'
          aria-label='新的快捷回复'
          placeholder='添加快捷回复'
          maxLength={200}
          value={adding}
          onChange={(e) => setAdding(e.target.value)}
          onPressEnter={() => void add()}
        />
        <Button size='small' onClick={() => void add()}>
          添加
        </Button>
      </Space.Compact>
    </div>
  )
}

/**
 * 发送图片: a picture uploaded through the console's one upload path (POST /support/upload, with its progress), then
 * sent by its key; a refusal is shown as the server words it.
 */
export function SendPicture({ onUploaded }: { onUploaded: (picture: string) => void }) {
  const [progress, setProgress] = useState<number | null>(null)
  return (
    <Upload
      action='/api/admin/support/upload'
      name='file'
      accept={IMAGE_ACCEPT}
      withCredentials
      headers={{ 'x-csrf-token': csrfToken() }}
      showUploadList={false}
      beforeUpload={checkImageFile}
      onChange={({ file }) => {
        if (file.status === 'uploading') return setProgress(Math.round(file.percent ?? 0))
        setProgress(null)
        if (file.status === 'error') return void message.error('上传失败，请重试')
        if (file.status !== 'done') return
        const env = file.response as { errno: number; error: string; data: Answer<'POST /support/upload'> }
        if (env.errno !== 1) return void message.error(env.error)
        onUploaded(env.data.picture)
      }}
    >
      <Button loading={progress !== null}>{progress !== null ? `上传中 ${progress}%` : '发送图片'}</Button>
    </Upload>
  )
}
