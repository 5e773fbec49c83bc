import { useEffect, useState } from 'react'
import { Alert, Card, DatePicker, Space, Statistic, Table, Tag, Typography } from 'antd'
import type { Dayjs } from 'dayjs'
import dayjs from '../../day'
import { call, yuanText, type Answer } from '../../api'
import { showError } from '../../form-errors'

type Report = Answer<'GET /reconcile'>
type Section = Report['sections'][number]
type Diff = Section['diffs'][number]

function SectionCard({ s }: { s: Section }) {
  return (
    <Card
      size='small'
      title={s.title}
      extra={s.diffs.length ? <Tag color='red'>{s.diffs.length} 笔差异</Tag> : <Tag color='green'>平</Tag>}
    >
      <Space size='large' style={{ marginBottom: 12 }}>
        <Statistic title={s.ours_label} value={yuanText(s.ours_total)} />
        <Statistic title={s.theirs_label} value={yuanText(s.theirs_total)} />
        <Statistic title='差额' value={yuanText(s.ours_total - s.theirs_total)} />
      </Space>
      {s.diffs.length > 0 && (
        <Table<Diff>
          rowKey={(d) => `${d.order_id}-${d.note}`}
          size='small'
          pagination={false}
          dataSource={s.diffs}
          columns={[
            { title: '订单号', dataIndex: 'order_no' },
            { title: s.ours_label, dataIndex: 'ours', render: (v: number) => yuanText(v) },
            {
              title: s.theirs_label,
              dataIndex: 'theirs',
              render: (v: number | null) => (v === null ? '—' : yuanText(v))
            },
            { title: '差额', dataIndex: 'diff', render: (v: number) => yuanText(v) },
            { title: '说明', dataIndex: 'note' }
          ]}
        />
      )}
    </Card>
  )
}

/** 对账: one China-time day's three pairs of totals, and every order where a pair disagrees. */
export default function Reconcile() {
  const [day, setDay] = useState<Dayjs>(dayjs().subtract(1, 'day'))
  const [report, setReport] = useState<Report | null>(null)
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    setLoading(true)
    call('GET /reconcile', { query: { date: day.format('YYYY-MM-DD') } })
      .then(setReport, showError)
      .finally(() => setLoading(false))
  }, [day])
  return (
    <Space direction='vertical' style={{ width: '100%' }} size='middle'>
      <Space>
        <Typography.Title level={4} style={{ margin: 0 }}>
          每日对账
        </Typography.Title>
        <DatePicker
          aria-label='对账日期'
          value={day}
          allowClear={false}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          onChange={(d) => d && setDay(d)}
        />
      </Space>
      {report && !loading && (
        <Alert
          type={report.balanced ? 'success' : 'warning'}
          showIcon
          message={report.balanced ? `${report.date} 三项全部平账` : `${report.date} 有差异，逐笔列在下面`}
        />
      )}
      {(report?.sections ?? []).map((s) => (
        <SectionCard key={s.key} s={s} />
      ))}
    </Space>
  )
}
