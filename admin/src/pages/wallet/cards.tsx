import { useRef, useState } from 'react'
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, Tabs, Tag } from 'antd'
import dayjs from '../../day'
import { call, yuanText, type RowOf } from '../../api'
import { showError } from '../../form-errors'
import { useCan } from '../../me'
import { confirmAction } from '../../fulfil/reason-confirm'
import { actionColumn, pagedRequest, rowRunner } from '../../row-actions'
import { BatchForm, CardHistory, IssueCard, type BatchRow, type CardFlow } from './card-dialogs'

type CardRow = RowOf<'GET /cards'>

const STATUS_COLOR: Record<number, string> = { 0: 'red', 1: 'green', 2: 'default', 3: 'default' }

/** Shopping-card batches: create (财务, confirmed), issue a card to a shopper. */
function Batches() {
  const action = useRef<ActionType>()
  const canWrite = useCan('card:write')
  const [creating, setCreating] = useState(false)
  const [issuing, setIssuing] = useState<BatchRow | null>(null)
  const columns: ProColumns<BatchRow>[] = [
    { title: '批次', dataIndex: 'id', width: 70 },
    { title: '卡名称', dataIndex: 'name' },
    { title: '面值', render: (_, r) => yuanText(r.face_value) },
    { title: '已发 / 数量', render: (_, r) => `${r.issued} / ${r.count}` },
    { title: '有效期', render: (_, r) => `发卡后 ${r.valid_days} 天` },
    { title: '创建时间', render: (_, r) => dayjs(r.created_at).format('YYYY-MM-DD HH:mm') },
    actionColumn((r) => [
      { key: 'issue', label: '发卡', show: canWrite && r.issued < r.count, onClick: () => setIssuing(r) }
    ])
  ]
  return (
    <>
      <ProTable<BatchRow>
        headerTitle='购物卡批次'
        rowKey='id'
        actionRef={action}
        columns={columns}
        search={false}
        pagination={{ defaultPageSize: 20 }}
        toolBarRender={() =>
          canWrite
            ? [
                <Button key='new' type='primary' onClick={() => setCreating(true)}>
                  新建批次
                </Button>
              ]
            : []
        }
        request={pagedRequest('GET /cards/batches', [])}
      />
      <BatchForm
        open={creating}
        onClose={() => setCreating(false)}
        onDone={() => {
          setCreating(false)
          action.current?.reload()
        }}
      />
      <IssueCard batch={issuing} onClose={() => setIssuing(null)} onDone={() => action.current?.reload()} />
    </>
  )
}

/** Issued cards: search by card number, phone or batch; freeze and unfreeze (财务, with a reason); history. */
function Cards() {
  const action = useRef<ActionType>()
  const canWrite = useCan('card:write')
  const run = rowRunner(action)
  const [history, setHistory] = useState<{ title: string; flows: CardFlow[] } | null>(null)
  const showHistory = async (r: CardRow) => {
    try {
      const res = await call('GET /cards/:id', { params: { id: r.id } })
      setHistory({ title: `${r.card_no} 余额明细`, flows: res.flows })
    } catch (err) {
      showError(err)
    }
  }
  const toggle = (r: CardRow) =>
    confirmAction({
      title: `${r.frozen ? '解冻' : '冻结'}购物卡 ${r.card_no}？`,
      content: r.frozen ? '解冻后用户可继续用它支付。' : `冻结后用户不能用它支付（余额 ${yuanText(r.balance)} 保留）。`,
      okText: r.frozen ? '解冻' : '冻结',
      danger: !r.frozen,
      reason: r.frozen ? '解冻原因' : '冻结原因',
      run: (reason) =>
        run(
          () =>
            call('POST /cards/:id/status', {
              params: { id: r.id },
              body: { frozen: !r.frozen, reason, confirm: true }
            }),
          r.frozen ? '已解冻' : '已冻结'
        )()
    })
  const columns: ProColumns<CardRow>[] = [
    { title: '卡号', dataIndex: 'card_no' },
    { title: '手机号', dataIndex: 'phone' },
    { title: '批次', dataIndex: 'batch_id', valueType: 'digit', render: (_, r) => r.batch_id ?? '—' },
    { title: '卡名称', dataIndex: 'name', search: false },
    { title: '面值', search: false, render: (_, r) => yuanText(r.face_value) },
    { title: '余额', search: false, render: (_, r) => yuanText(r.balance) },
    {
      title: '状态',
      search: false,
      render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{r.status_text}</Tag>
    },
    { title: '有效期至', search: false, render: (_, r) => dayjs(r.expires_at).format('YYYY-MM-DD') },
    actionColumn((r) => [
      { key: 'history', label: '余额明细', onClick: () => void showHistory(r) },
      { key: 'freeze', label: r.frozen ? '解冻' : '冻结', show: canWrite, danger: !r.frozen, onClick: () => toggle(r) }
    ])
  ]
  return (
    <>
      <ProTable<CardRow>
        headerTitle='购物卡'
        rowKey='id'
        actionRef={action}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20 }}
        request={pagedRequest('GET /cards', ['card_no', 'phone', 'batch_id'])}
      />
      <CardHistory title={history?.title ?? ''} flows={history?.flows ?? null} onClose={() => setHistory(null)} />
    </>
  )
}

export default function CardsPage() {
  return (
    <Tabs
      items={[
        { key: 'cards', label: '购物卡', children: <Cards /> },
        { key: 'batches', label: '批次与发卡', children: <Batches /> }
      ]}
    />
  )
}
