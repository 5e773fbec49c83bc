import { useRef } from 'react'
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Tag } from 'antd'
import dayjs from 'dayjs'
import { post, yuanText } from '../api'
import { useCan } from '../me'
import { confirmAction } from '../fulfil/reason-confirm'
import { actionColumn, pagedRequest, rowRunner } from '../row-actions'

interface Row {
  id: number
  order_no: string
  phone: string
  kind_text: string
  reason: string
  description: string
  amount: number
  status: number
  status_text: string
  remark: string
  refund: { refund_no: string; amount: number; status_text: string } | null
  created_at: string
}

const STATUS = { 0: '待处理', 1: '退款中', 2: '已退款', 3: '已拒绝', 4: '已撤销' }

/** After-sales: the queue; 财务 approves (the refund goes back the way it was paid), 客服 or 财务 refuse with a reason. */
export default function AfterSales() {
  const action = useRef<ActionType>()
  const canRefund = useCan('money:write')
  const canRefuse = useCan('aftersale:write')
  const run = rowRunner(action)
  const approve = (r: Row) =>
    confirmAction({
      title: `同意退款 ${yuanText(r.amount)}？`,
      content: `订单 ${r.order_no} 的退款将原路退回，操作不可撤销。`,
      okText: '确认退款',
      run: run(() => post(`/aftersales/${r.id}/approve`, { confirm: true }), '已同意，退款已发起')
    })
  const refuse = (r: Row) =>
    confirmAction({
      title: `拒绝订单 ${r.order_no} 的售后申请？`,
      content: '拒绝后订单回到申请前的状态。',
      okText: '拒绝',
      danger: true,
      reason: '拒绝原因',
      run: (reason) => run(() => post(`/aftersales/${r.id}/refuse`, { reason }), '已拒绝')()
    })

  const columns: ProColumns<Row>[] = [
    { title: '单号', dataIndex: 'id', search: false, width: 70 },
    { title: '订单号', dataIndex: 'order_no' },
    { title: '用户', dataIndex: 'phone', search: false },
    { title: '类型', dataIndex: 'kind_text', search: false },
    {
      title: '原因',
      dataIndex: 'reason',
      search: false,
      render: (_, r) => `${r.reason}${r.description ? `（${r.description}）` : ''}`
    },
    { title: '金额', dataIndex: 'amount', search: false, render: (_, r) => yuanText(r.amount) },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: STATUS,
      render: (_, r) => <Tag color={r.status === 0 ? 'orange' : undefined}>{r.status_text}</Tag>
    },
    {
      title: '退款结果',
      dataIndex: 'refund',
      search: false,
      render: (_, r) => (r.refund ? `${r.refund.status_text} ${yuanText(r.refund.amount)}` : r.remark || '—')
    },
    {
      title: '申请时间',
      dataIndex: 'created_at',
      search: false,
      render: (_, r) => dayjs(r.created_at).format('MM-DD HH:mm')
    },
    actionColumn((r) => [
      { key: 'ok', label: '同意退款', show: canRefund && r.status === 0, onClick: () => approve(r) },
      { key: 'no', label: '拒绝', show: canRefuse && r.status === 0, onClick: () => refuse(r) }
    ])
  ]
  return (
    <ProTable<Row>
      headerTitle='售后'
      rowKey='id'
      actionRef={action}
      columns={columns}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20 }}
      request={pagedRequest<Row>('/aftersales', ['order_no', 'status'])}
    />
  )
}
