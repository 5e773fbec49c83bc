import { useEffect, useRef, useState } from 'react'
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, Card, Table, Tabs, Tag, message } from 'antd'
import dayjs from '../../day'
import { call, yuanText, type Answer, type RowOf } from '../../api'
import { showError } from '../../form-errors'
import { useCan } from '../../me'
import { confirmAction } from '../../fulfil/reason-confirm'
import { actionColumn } from '../../row-actions'

type Row = RowOf<'GET /cashback'>
type Failures = Answer<'GET /bank-failures'>

/** Cashback waiting to settle: one or a batch, by 财务 with a second confirmation; settling twice settles once. */
function Unsettled() {
  const action = useRef<ActionType>()
  const canPay = useCan('money:write')
  const [selected, setSelected] = useState<Row[]>([])
  const settle = (rows: Row[]) => {
    const total = rows.reduce((s, r) => s + r.amount, 0)
    confirmAction({
      title: `确认结算 ${rows.length} 笔返现，共 ${yuanText(total)}？`,
      content: '结算后返现转为待入账，已开户绑卡的用户立即入账，不可撤回。',
      okText: '确认结算',
      run: async () => {
        try {
          const res = await call('POST /cashback/settle', { body: { confirm: true, ids: rows.map((r) => r.id) } })
          message.success(`已结算 ${res.settled} 笔，共 ${yuanText(res.amount)}`)
          for (const f of res.failed) message.warning(`返现 #${f.id}：${f.reason}`)
          setSelected([])
          action.current?.reload()
        } catch (err) {
          showError(err)
          throw err
        }
      }
    })
  }
  const columns: ProColumns<Row>[] = [
    { title: '订单号', dataIndex: 'order_no' },
    { title: '手机号', dataIndex: 'phone' },
    { title: '返现金额', dataIndex: 'amount', search: false, render: (_, r) => yuanText(r.amount) },
    {
      title: '收货时间',
      dataIndex: 'received_at',
      search: false,
      render: (_, r) => dayjs(r.received_at).format('YYYY-MM-DD HH:mm')
    },
    {
      title: '可结算日',
      dataIndex: 'due_at',
      search: false,
      render: (_, r) => (
        <>
          {dayjs(r.due_at).format('YYYY-MM-DD HH:mm')} {r.due ? <Tag color='green'>可结算</Tag> : <Tag>售后期内</Tag>}
        </>
      )
    },
    {
      title: '只看可结算',
      dataIndex: 'due_only',
      valueType: 'switch',
      hideInTable: true
    },
    actionColumn((r) => [{ key: 'settle', label: '结算', show: canPay && r.due, onClick: () => settle([r]) }])
  ]
  return (
    <ProTable<Row>
      headerTitle='待结算返现'
      rowKey='id'
      actionRef={action}
      columns={columns}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20 }}
      rowSelection={
        canPay
          ? {
              selectedRowKeys: selected.map((r) => r.id),
              onChange: (_, rows) => setSelected(rows),
              getCheckboxProps: (r) => ({ disabled: !r.due })
            }
          : undefined
      }
      toolBarRender={() =>
        canPay
          ? [
              <Button key='batch' type='primary' disabled={!selected.length} onClick={() => settle(selected)}>
                批量结算（{selected.length}）
              </Button>
            ]
          : []
      }
      request={async (params) => {
        const q = new URLSearchParams({ page: String(params.current ?? 1), page_size: String(params.pageSize ?? 20) })
        if (params.phone) q.set('phone', params.phone.trim())
        if (params.order_no) q.set('order_no', params.order_no.trim())
        if (params.due_only) q.set('due_only', 'true')
        const res = await call('GET /cashback', { query: q })
        return { data: res.list, total: res.total, success: true }
      }}
    />
  )
}

/** What the bank did not do, in its words: failed payouts, and settled cashback it cannot take yet. */
function BankFailures() {
  const [data, setData] = useState<Failures | null>(null)
  useEffect(() => {
    call('GET /bank-failures').then(setData, showError)
  }, [])
  return (
    <>
      <Card title='银行打款失败' size='small' style={{ marginBottom: 16 }}>
        <Table
          rowKey='id'
          size='small'
          loading={!data}
          dataSource={data?.payouts ?? []}
          pagination={false}
          columns={[
            { title: '提现单号', dataIndex: 'id' },
            { title: '手机号', dataIndex: 'phone' },
            { title: '金额', dataIndex: 'amount', render: (v: number) => yuanText(v) },
            { title: '银行流水', dataIndex: 'payout_no' },
            { title: '失败原因', dataIndex: 'reason' },
            { title: '时间', dataIndex: 'at', render: (v: string) => dayjs(v).format('MM-DD HH:mm') }
          ]}
        />
      </Card>
      <Card title='已结算、暂不能入账' size='small'>
        <Table
          rowKey='user_id'
          size='small'
          loading={!data}
          dataSource={data?.deposits ?? []}
          pagination={false}
          columns={[
            { title: '手机号', dataIndex: 'phone' },
            { title: '待入账', dataIndex: 'amount', render: (v: number) => yuanText(v) },
            { title: '笔数', dataIndex: 'flows' },
            { title: '原因', dataIndex: 'reason' }
          ]}
        />
      </Card>
    </>
  )
}

/** 返现结算: waiting cashback (single and batch settlement) and the bank's failures. */
export default function Settlement() {
  return (
    <Tabs
      items={[
        { key: 'unsettled', label: '待结算', children: <Unsettled /> },
        { key: 'failures', label: '银行失败', children: <BankFailures /> }
      ]}
    />
  )
}
