import { useEffect, useState } from 'react'
import { Card, Col, Row, Statistic, Table, Typography } from 'antd'
import dayjs from '../day'
import { call, yuanText, type Answer } from '../api'
import { showError } from '../form-errors'
import ReadinessChecklist from './readiness/readiness-checklist'

type Data = Answer<'GET /dashboard'>

/**
 * 30 days of sales as bars (plain SVG: a chart library would cost more than this page): the gross bar, and inside it
 * the part left after that day's refunds (net).
 */
function SalesChart({ days }: { days: Data['days'] }) {
  const top = Math.max(1, ...days.map((d) => d.sales))
  const w = 24
  const h = 160
  const total = (k: 'sales' | 'net_sales') => yuanText(days.reduce((n, d) => n + d[k], 0))
  return (
    <svg
      role='img'
      aria-label={`近 30 天销售额，合计 ${total('sales')}，扣除退款后 ${total('net_sales')}`}
      viewBox={`0 0 ${days.length * w} ${h + 20}`}
      style={{ width: '100%', height: 200 }}
    >
      {days.map((d, i) => {
        const bh = Math.round((d.sales / top) * h)
        const nh = Math.round((Math.max(0, d.net_sales) / top) * h)
        return (
          <g key={d.day}>
            <title>{`${d.day}：${d.orders} 单，销售额 ${yuanText(d.sales)}，退款 ${yuanText(d.refunds)}，净销售额 ${yuanText(d.net_sales)}`}</title>
            <rect x={i * w + 4} y={h - bh} width={w - 8} height={bh} fill='#E8D5AE' />
            <rect x={i * w + 4} y={h - nh} width={w - 8} height={nh} fill='#8A6216' />
            {i % 5 === 4 && (
              <text x={i * w + w / 2} y={h + 14} fontSize='9' textAnchor='middle' fill='#595959'>
                {d.day.slice(5)}
              </text>
            )}
          </g>
        )
      })}
    </svg>
  )
}

/** Today's orders, sales and the queues waiting for someone; 30 days of sales; what breaks on shoppers' phones. */
export default function Dashboard() {
  const [data, setData] = useState<Data | null>(null)
  useEffect(() => {
    call('GET /dashboard').then(setData, showError)
  }, [])
  if (!data) return null
  const t = data.today
  const stats: Array<[string, string | number]> = [
    ['今日下单', t.orders],
    ['今日支付订单', t.paid_orders],
    ['今日销售额', yuanText(t.sales)],
    ['今日退款', yuanText(t.refunds)],
    ['今日净销售额', yuanText(t.net_sales)],
    ['待发货', t.waiting_shipment],
    ['待处理售后', t.after_sales],
    ['待审核提现', t.withdrawals]
  ]
  return (
    <>
      <Typography.Title level={4}>概览</Typography.Title>
      <ReadinessChecklist />
      <Row gutter={[16, 16]}>
        {stats.map(([title, value]) => (
          <Col key={title} xs={12} md={6} xl={3}>
            <Card>
              <Statistic title={title} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card
        title='近 30 天销售额'
        extra={<span style={{ color: '#595959' }}>深色：扣除当日退款后的净销售额；浅色：退款部分</span>}
        style={{ marginTop: 16 }}
      >
        <SalesChart days={data.days} />
      </Card>
      <Card title='客户端错误（近 7 天，按消息归并）' style={{ marginTop: 16 }}>
        <Table
          size='small'
          rowKey={(r) => `${r.kind}:${r.message}`}
          dataSource={data.errors}
          pagination={false}
          locale={{ emptyText: <span style={{ color: '#595959' }}>近 7 天没有错误上报</span> }}
          columns={[
            { title: '消息', dataIndex: 'message', ellipsis: true },
            { title: '类型', dataIndex: 'kind', width: 90 },
            { title: '次数', dataIndex: 'count', width: 80 },
            { title: '页面', dataIndex: 'page', ellipsis: true, width: 220 },
            {
              title: '最近一次',
              dataIndex: 'last_at',
              width: 150,
              render: (v: string | null) => (v ? dayjs(v).format('MM-DD HH:mm') : '—')
            }
          ]}
        />
      </Card>
    </>
  )
}
