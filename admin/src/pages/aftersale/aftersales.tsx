import { useRef, useState } from 'react'
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Tag } from 'antd'
import dayjs from '../../day'
import { AFTER_SALE_STATUS, REFUND_TYPE } from '@contract/enums'
import { call, yuanText, type RowOf } from '../../api'
import { useCan } from '../../me'
import { actionColumn, pagedRequest, rowRunner } from '../../row-actions'
import { confirmAction } from '../../fulfil/reason-confirm'
import { AcceptReturnDialog, ReturnAddressCard, ReturnTrackDrawer } from '../../fulfil/return-dialogs'

type Row = RowOf<'GET /aftersales'>

const STATUS = {
  0: '待处理',
  5: '待寄回',
  6: '待收货',
  1: '退款中',
  2: '已退款',
  3: '已拒绝',
  4: '已撤销',
  7: '已关闭'
}

/** Where a return stands, beside its refund: the address and deadline, the waybill, the receipt. */
function returnText(r: Row) {
  if (r.status === AFTER_SALE_STATUS.awaitingReturn && r.return_deadline)
    return `等待用户寄回（${dayjs(r.return_deadline).format('MM-DD HH:mm')} 前）`
  if (r.status === AFTER_SALE_STATUS.returned) return `用户已寄回 ${r.return_com ?? ''} ${r.return_express_no ?? ''}`
  if (r.awaiting_refund) return '已收到退货，待财务退款'
  return null
}

/**
 * After-sales: the queue; 财务 approves 仅退款 (the refund goes back the way it was paid), 客服 or 财务 refuse with a
 * reason. 退货退款: 客服 approves with the return address, the warehouse marks the goods received, 财务 refunds.
 */
export default function AfterSales() {
  const action = useRef<ActionType>()
  const canRefund = useCan('money:write')
  const canRefuse = useCan('aftersale:write')
  const canReceive = useCan('aftersale:receive')
  const [accepting, setAccepting] = useState<Row | null>(null)
  const [tracking, setTracking] = useState<number | null>(null)
  const run = rowRunner(action)
  const approve = (r: Row) =>
    confirmAction({
      title: `同意退款 ${yuanText(r.amount)}？`,
      content: `订单 ${r.order_no} 的退款将原路退回，操作不可撤销。`,
      okText: '确认退款',
      run: run(
        () => call('POST /aftersales/:id/approve', { params: { id: r.id }, body: { confirm: true } }),
        '已同意，退款已发起'
      )
    })
  const receive = (r: Row) =>
    confirmAction({
      title: `确认收到订单 ${r.order_no} 的退货？`,
      content: `运单 ${r.return_com ?? ''} ${r.return_express_no ?? ''}。确认后由财务退款。`,
      okText: '确认收货',
      run: run(
        () => call('POST /aftersales/:id/receive', { params: { id: r.id }, body: { confirm: true } }),
        '已确认收货，待财务退款'
      )
    })
  const refundReturn = (r: Row) =>
    confirmAction({
      title: `退款 ${yuanText(r.amount)}？`,
      content: `订单 ${r.order_no} 的退货已收到，退款将原路退回，操作不可撤销。`,
      okText: '确认退款',
      run: run(
        () => call('POST /aftersales/:id/refund', { params: { id: r.id }, body: { confirm: true } }),
        '退款已发起'
      )
    })
  const refuse = (r: Row) =>
    confirmAction({
      title: `拒绝订单 ${r.order_no} 的售后申请？`,
      content: '拒绝后订单回到申请前的状态。',
      okText: '拒绝',
      danger: true,
      reason: '拒绝原因',
      run: (reason) =>
        run(() => call('POST /aftersales/:id/refuse', { params: { id: r.id }, body: { reason } }), '已拒绝')()
    })

  const columns: ProColumns<Row>[] = [
    { title: '单号', dataIndex: 'id', search: false, width: 70 },
    { title: '订单号', dataIndex: 'order_no' },
    { title: '用户', dataIndex: 'phone', search: false },
    {
      title: '类型',
      dataIndex: 'kind_text',
      search: false,
      render: (_, r) => `${r.kind_text}${r.item_id ? '（单件）' : ''}`
    },
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
      render: (_, r) => <Tag color={r.status === AFTER_SALE_STATUS.applied ? 'orange' : undefined}>{r.status_text}</Tag>
    },
    {
      title: '退款结果',
      dataIndex: 'refund',
      search: false,
      render: (_, r) =>
        r.refund ? `${r.refund.status_text} ${yuanText(r.refund.amount)}` : returnText(r) || r.remark || '—'
    },
    {
      title: '申请时间',
      dataIndex: 'created_at',
      search: false,
      render: (_, r) => dayjs(r.created_at).format('MM-DD HH:mm')
    },
    actionColumn((r) => [
      {
        key: 'ok',
        label: '同意退款',
        show: r.status === AFTER_SALE_STATUS.applied && r.kind === REFUND_TYPE.refundOnly && canRefund,
        onClick: () => approve(r)
      },
      {
        key: 'return',
        label: '同意退货',
        show: r.status === AFTER_SALE_STATUS.applied && r.kind === REFUND_TYPE.returnAndRefund && canRefuse,
        onClick: () => setAccepting(r)
      },
      { key: 'no', label: '拒绝', show: r.status === AFTER_SALE_STATUS.applied && canRefuse, onClick: () => refuse(r) },
      { key: 'track', label: '退货物流', show: !!r.return_express_no, onClick: () => setTracking(r.id) },
      {
        key: 'receive',
        label: '确认收货',
        show: r.status === AFTER_SALE_STATUS.returned && canReceive,
        onClick: () => receive(r)
      },
      { key: 'refund', label: '退款', show: r.awaiting_refund && canRefund, onClick: () => refundReturn(r) }
    ])
  ]
  return (
    <>
      <ReturnAddressCard editable={canRefuse} />
      <AcceptReturnDialog
        target={accepting}
        onClose={(done) => {
          setAccepting(null)
          if (done) action.current?.reload()
        }}
      />
      <ReturnTrackDrawer id={tracking} onClose={() => setTracking(null)} />
      <ProTable<Row>
        headerTitle='售后'
        rowKey='id'
        actionRef={action}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20 }}
        request={pagedRequest('GET /aftersales', ['order_no', 'status'])}
      />
    </>
  )
}
