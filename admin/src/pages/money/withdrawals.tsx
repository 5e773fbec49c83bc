import { useRef } from 'react'
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Tag } from 'antd'
import dayjs from '../../day'
import { call, yuanText, type RowOf } from '../../api'
import { useCan } from '../../me'
import { confirmAction } from '../../fulfil/reason-confirm'
import { actionColumn, pagedRequest, rowRunner } from '../../row-actions'

type Row = RowOf<'GET /withdrawals'>

const STATUS = { 0: '已申请', 1: '处理中', 2: '已到账', 3: '提现失败' }
const COLOR: Record<number, string> = { 0: 'orange', 1: 'blue', 2: 'green', 3: 'red' }

/** Pension withdrawals for 财务: approve (paid out by the bank, once) or refuse with a reason the shopper reads. */
export default function Withdrawals() {
  const action = useRef<ActionType>()
  const canPay = useCan('money:write')
  const run = rowRunner(action)
  const approve = (r: Row) =>
    confirmAction({
      title: `确认向 ${r.phone} 打款 ${yuanText(r.amount)}？`,
      content: `款项将通过银行付至 ${r.bank_name} ${r.card_no}，发出后不可撤回。`,
      okText: '确认打款',
      run: run(
        () => call('POST /withdrawals/:id/approve', { params: { id: r.id }, body: { confirm: true } }),
        '已审核通过，银行处理中'
      )
    })
  const refuse = (r: Row) =>
    confirmAction({
      title: `拒绝 ${r.phone} 的提现 ${yuanText(r.amount)}？`,
      content: '金额将退回用户的可提现余额。',
      okText: '拒绝提现',
      danger: true,
      reason: '拒绝原因',
      run: (reason) =>
        run(() => call('POST /withdrawals/:id/refuse', { params: { id: r.id }, body: { reason } }), '已拒绝')()
    })

  const columns: ProColumns<Row>[] = [
    { title: '单号', dataIndex: 'id', search: false, width: 70 },
    { title: '手机号', dataIndex: 'phone' },
    { title: '金额', dataIndex: 'amount', search: false, render: (_, r) => yuanText(r.amount) },
    { title: '收款卡', dataIndex: 'card_no', search: false, render: (_, r) => `${r.bank_name} ${r.card_no}` },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: STATUS,
      render: (_, r) => <Tag color={COLOR[r.status]}>{r.status_text}</Tag>
    },
    { title: '说明', dataIndex: 'reason', search: false, render: (_, r) => r.reason || '—' },
    {
      title: '申请时间',
      dataIndex: 'created_at',
      search: false,
      render: (_, r) => dayjs(r.created_at).format('MM-DD HH:mm')
    },
    actionColumn((r) => [
      { key: 'ok', label: '通过并打款', show: canPay && r.status === 0, onClick: () => approve(r) },
      { key: 'no', label: '拒绝', show: canPay && r.status === 0, onClick: () => refuse(r) }
    ])
  ]
  return (
    <ProTable<Row>
      headerTitle='提现审核'
      rowKey='id'
      actionRef={action}
      columns={columns}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20 }}
      request={pagedRequest('GET /withdrawals', ['phone', 'status'])}
    />
  )
}
