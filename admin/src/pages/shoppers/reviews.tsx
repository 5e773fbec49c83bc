import { useRef } from 'react'
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Image, Space, Tag, message } from 'antd'
import { call, type RowOf } from '../../api'
import { showError } from '../../form-errors'
import { confirmAction } from '../../fulfil/reason-confirm'
import { actionColumn, pagedRequest } from '../../row-actions'

type Row = RowOf<'GET /reviews'>

/**
 * Shoppers' reviews (评价) for 客服 and 运营: all of them, hidden ones too; hiding one takes it off the goods page
 * and out of the rating, showing it again puts it back. Both are in 操作日志.
 */
export default function Reviews() {
  const action = useRef<ActionType>()

  const toggle = (r: Row) => {
    const hide = !r.hidden
    confirmAction({
      title: `${hide ? '隐藏' : '恢复显示'}这条评价？`,
      content: hide ? '隐藏后商品页不再显示这条评价，也不计入评分。' : '恢复后商品页重新显示这条评价。',
      okText: hide ? '隐藏' : '恢复显示',
      danger: hide,
      reason: hide ? '隐藏原因' : undefined,
      run: async (reason) => {
        try {
          await call('POST /reviews/:id/hidden', { params: { id: r.id }, body: { hidden: hide, reason } })
          message.success(hide ? '已隐藏' : '已恢复显示')
          action.current?.reload()
        } catch (err) {
          showError(err)
          throw err
        }
      }
    })
  }

  const columns: ProColumns<Row>[] = [
    { title: '评价 ID', dataIndex: 'id', search: false, width: 80 },
    { title: '用户 ID', dataIndex: 'user_id', valueType: 'digit', width: 90 },
    { title: '手机号', dataIndex: 'phone', search: false },
    { title: '商品 ID', dataIndex: 'spu_id', valueType: 'digit', width: 90 },
    { title: '商品', dataIndex: 'title', search: false, render: (_, r) => `${r.title} ${r.spec}`.trim() },
    { title: '星级', dataIndex: 'stars', search: false, width: 70 },
    {
      title: '内容',
      dataIndex: 'content',
      search: false,
      width: 320,
      // Shown as text: the server refuses markup, and React escapes whatever it shows.
      render: (_, r) => (
        <Space direction='vertical'>
          <span>{r.content}</span>
          {r.images.length > 0 && (
            <Image.PreviewGroup>
              {r.images.map((src) => (
                <Image key={src} src={src} width={48} height={48} alt='评价图片' />
              ))}
            </Image.PreviewGroup>
          )}
        </Space>
      )
    },
    { title: '匿名', dataIndex: 'anonymous', search: false, width: 60, render: (_, r) => (r.anonymous ? '是' : '否') },
    {
      title: '状态',
      dataIndex: 'hidden',
      valueType: 'select',
      valueEnum: { false: { text: '显示中' }, true: { text: '已隐藏' } },
      render: (_, r) =>
        r.hidden ? (
          <Tag color='red'>已隐藏{r.hidden_reason ? `：${r.hidden_reason}` : ''}</Tag>
        ) : (
          <Tag color='green'>显示中</Tag>
        )
    },
    { title: '时间', dataIndex: 'created_at', valueType: 'dateTime', search: false },
    {
      ...actionColumn((r) => [{ key: 'toggle', label: r.hidden ? '恢复显示' : '隐藏', onClick: () => toggle(r) }]),
      width: 100
    }
  ]
  return (
    <ProTable<Row>
      headerTitle='评价'
      rowKey='id'
      actionRef={action}
      columns={columns}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20 }}
      request={pagedRequest('GET /reviews', ['user_id', 'spu_id', 'hidden'])}
    />
  )
}
