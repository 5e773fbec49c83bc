import { ProTable, type ProColumns } from '@ant-design/pro-components'
import { Table, Tag } from 'antd'
import dayjs from '../../day'
import { GROUP_STATUS_LABEL } from '@contract/enums'
import { call, yuanText, type RowOf } from '../../api'

type Row = RowOf<'GET /groups'>
type Member = Row['members'][number]

const COLOR: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'red' }
const REFUND_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red' }

/** The members of one group and, for a failed group, each paid member's refund. */
function Members({ list }: { list: Member[] }) {
  return (
    <Table<Member>
      rowKey='order_id'
      size='small'
      pagination={false}
      dataSource={list}
      columns={[
        { title: '订单号', dataIndex: 'order_no' },
        { title: '手机号', dataIndex: 'phone' },
        { title: '订单状态', dataIndex: 'status_text' },
        { title: '实付', dataIndex: 'pay_amount', render: (v: number, m) => (m.paid ? yuanText(v) : '未支付') },
        {
          title: '退款',
          dataIndex: 'refund',
          render: (_, m) =>
            m.refund ? (
              <Tag color={REFUND_COLOR[m.refund.status]}>
                {m.refund.status_text} {yuanText(m.refund.amount)}
              </Tag>
            ) : (
              '—'
            )
        }
      ]}
    />
  )
}

/**
 * Group buying: forming, filled and failed groups. A group past its time is closed by the expiry job (once per
 * cluster), which refunds every paid member; the refunds show under each group.
 */
export default function Groups() {
  const columns: ProColumns<Row>[] = [
    { title: '团号', dataIndex: 'id', search: false, width: 70 },
    { title: 'SKU', dataIndex: 'sku_id', search: false },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: GROUP_STATUS_LABEL,
      render: (_, r) => (
        <>
          <Tag color={COLOR[r.status]}>{r.status_text}</Tag>
          {r.overdue && <Tag color='orange'>已超时，待关闭</Tag>}
        </>
      )
    },
    { title: '已付/成团人数', dataIndex: 'paid', search: false, render: (_, r) => `${r.paid} / ${r.size}` },
    {
      title: '截止时间',
      dataIndex: 'expires_at',
      search: false,
      render: (_, r) => dayjs(r.expires_at).format('MM-DD HH:mm')
    },
    {
      title: '开团时间',
      dataIndex: 'created_at',
      search: false,
      render: (_, r) => dayjs(r.created_at).format('MM-DD HH:mm')
    }
  ]
  return (
    <ProTable<Row>
      headerTitle='拼团'
      rowKey='id'
      columns={columns}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20 }}
      expandable={{
        expandedRowRender: (r) => <Members list={r.members} />,
        rowExpandable: (r) => r.members.length > 0
      }}
      request={async (params) => {
        const q = new URLSearchParams({ page: String(params.current ?? 1), page_size: String(params.pageSize ?? 20) })
        if (params.status !== undefined && params.status !== '') q.set('status', String(params.status))
        const res = await call('GET /groups', { query: q })
        return { data: res.list, total: res.total, success: true }
      }}
    />
  )
}
