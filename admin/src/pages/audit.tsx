import { ProTable } from '@ant-design/pro-components'
import { Typography } from 'antd'
import dayjs from '../day'
import { call, type RowOf } from '../api'

type Entry = RowOf<'GET /audit'>

const json = (v: unknown) =>
  v == null ? (
    '—'
  ) : (
    <Typography.Paragraph style={{ maxWidth: 420, fontSize: 12, margin: 0 }} ellipsis={{ rows: 3, expandable: true }}>
      {JSON.stringify(v)}
    </Typography.Paragraph>
  )

/** Every write through the console: who, when, what, and the record before and after. */
export default function Audit() {
  return (
    <ProTable<Entry>
      headerTitle='操作日志'
      rowKey='id'
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20 }}
      request={async (params) => {
        const q = new URLSearchParams({ page: String(params.current ?? 1), page_size: String(params.pageSize ?? 20) })
        if (params.entity) q.set('entity', params.entity)
        if (params.entityId) q.set('entity_id', params.entityId)
        const res = await call('GET /audit', { query: q })
        return { data: res.list, total: res.total, success: true }
      }}
      columns={[
        {
          title: '时间',
          dataIndex: 'createdAt',
          search: false,
          render: (_, r) => dayjs(r.createdAt).format('YYYY-MM-DD HH:mm:ss')
        },
        { title: '操作人', dataIndex: 'staffName', search: false },
        { title: '动作', dataIndex: 'action', search: false },
        {
          title: '对象',
          dataIndex: 'entity',
          valueType: 'select',
          valueEnum: {
            goods: '商品',
            category: '分类',
            activity: '活动',
            home: '首页',
            theme: '主题',
            article: '文章',
            message: '消息',
            staff: '员工'
          }
        },
        { title: '对象 ID', dataIndex: 'entityId' },
        { title: '修改前', dataIndex: 'before', search: false, render: (_, r) => json(r.before) },
        { title: '修改后', dataIndex: 'after', search: false, render: (_, r) => json(r.after) },
        { title: 'IP', dataIndex: 'ip', search: false }
      ]}
    />
  )
}
