import { ProTable, type ProColumns } from '@ant-design/pro-components'
import { Typography } from 'antd'
import { AUDIT_KINDS } from '@contract/admin/roles'
import dayjs from '../../day'
import { call, type RowOf } from '../../api'

type Entry = RowOf<'GET /audit'>

const nowrap = { whiteSpace: 'nowrap' } as const

/** What changed, one field a line: 状态: 待发货 → 待收货. */
function Changes({ list }: { list: Entry['changes'] }) {
  if (!list.length) return <>—</>
  return (
    <Typography.Paragraph style={{ margin: 0, fontSize: 13 }} ellipsis={{ rows: 4, expandable: true, symbol: '展开' }}>
      {list.map((c, i) => (
        <span key={i} style={{ display: 'block' }}>
          <Typography.Text type='secondary'>{c.label}：</Typography.Text>
          {c.before === '—' ? c.after : `${c.before} → ${c.after}`}
        </span>
      ))}
    </Typography.Paragraph>
  )
}

const kinds = Object.fromEntries(Object.entries(AUDIT_KINDS).map(([k, v]) => [k, { text: v.label }]))

const columns: ProColumns<Entry>[] = [
  {
    title: '时间',
    dataIndex: 'createdAt',
    search: false,
    width: 170,
    render: (_, r) => <span style={nowrap}>{dayjs(r.createdAt).format('YYYY-MM-DD HH:mm:ss')}</span>
  },
  // The operator's name on one line, however narrow the window (it used to wrap a character per line).
  {
    title: '操作人',
    dataIndex: 'staff_name',
    width: 120,
    render: (_, r) => <span style={nowrap}>{r.staffName}</span>
  },
  { title: '动作', dataIndex: 'action_text', search: false, width: 130, render: (_, r) => r.action_text },
  { title: '对象类型', dataIndex: 'kind', valueType: 'select', valueEnum: kinds, hideInTable: true },
  {
    title: '对象',
    dataIndex: 'object',
    width: 260,
    fieldProps: { placeholder: '订单号或手机号' },
    render: (_, r) => (
      <span>
        <Typography.Text type='secondary'>{r.entity_text} · </Typography.Text>
        {r.object_text}
      </span>
    )
  },
  { title: '变更', dataIndex: 'changes', search: false, render: (_, r) => <Changes list={r.changes} /> },
  { title: 'IP', dataIndex: 'ip', search: false, width: 130, render: (_, r) => <span style={nowrap}>{r.ip}</span> }
]

/** Every write through the console: who, when, what was done to which object, and what changed. */
export default function Audit() {
  return (
    <ProTable<Entry>
      headerTitle='操作日志'
      rowKey='id'
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20 }}
      scroll={{ x: 1100 }}
      request={async (params) => {
        const q = new URLSearchParams({ page: String(params.current ?? 1), page_size: String(params.pageSize ?? 20) })
        for (const k of ['kind', 'object', 'staff_name'] as const) if (params[k]) q.set(k, String(params[k]))
        const res = await call('GET /audit', { query: q })
        return { data: res.list, total: res.total, success: true }
      }}
      columns={columns}
    />
  )
}
