import { useRef, useState } from 'react'
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, Input, Modal, Tag, message } from 'antd'
import dayjs from '../day'
import { ORDER_STATUS_LABEL, type OrderStatus } from '@contract/enums'
import { call, yuanText } from '../api'
import { showError } from '../form-errors'
import { useCan } from '../me'
import { BulkShipDialog, OrderDrawer, ShipDialog, type OrderRow } from '../fulfil/order-dialogs'
import { ADDRESS_CHANGEABLE, AddressDialog } from '../fulfil/address-dialog'
import { ReceiveClockTags } from '../fulfil/receive-clock'

/** The status filter's options, in the order the console lists them; the labels are the contract's one table. */
const STATUS = Object.fromEntries(
  [0, 101, 1, 2, 3, 4, -3, -4, -2, -1].map((s) => [s, ORDER_STATUS_LABEL[s as OrderStatus]])
)

/** The query the table's filters stand for, shared by the list and the CSV export. */
function queryOf(params: Record<string, unknown>) {
  const q = new URLSearchParams()
  for (const k of ['order_no', 'phone', 'goods'] as const) if (params[k]) q.set(k, String(params[k]).trim())
  if (params.status !== undefined && params.status !== '') q.set('status', String(params.status))
  const range = params.created_at as [string, string] | undefined
  if (range?.[0]) q.set('from', dayjs(range[0]).startOf('day').toISOString())
  if (range?.[1]) q.set('to', dayjs(range[1]).endOf('day').toISOString())
  return q
}

/** Orders: search and filter, detail with history, ship (one or a CSV), close unpaid ones, export the filter. */
export default function Orders() {
  const action = useRef<ActionType>()
  const filters = useRef<URLSearchParams>(new URLSearchParams())
  const canShip = useCan('order:ship')
  const [shipping, setShipping] = useState<OrderRow | null>(null)
  const [bulk, setBulk] = useState(false)
  const [detail, setDetail] = useState<number | null>(null)
  const canAddress = useCan('order:address')
  const [addressing, setAddressing] = useState<OrderRow | null>(null)

  const close = (r: OrderRow) => {
    let reason = ''
    Modal.confirm({
      title: `关闭订单 ${r.order_no}？`,
      content: (
        <Input aria-label='关闭原因' placeholder='关闭原因（必填）' onChange={(e) => (reason = e.target.value)} />
      ),
      okText: '关闭订单',
      onOk: async () => {
        try {
          await call('POST /orders/:id/close', { params: { id: r.id }, body: { reason } })
          message.success('订单已关闭')
          action.current?.reload()
        } catch (err) {
          showError(err)
          throw err
        }
      }
    })
  }

  const markPrinted = async (r: OrderRow) => {
    try {
      await call('POST /orders/:id/printed', { params: { id: r.id } })
      message.success('已标记打印，买家不能再修改地址')
      action.current?.reload()
    } catch (err) {
      showError(err)
    }
  }

  const columns: ProColumns<OrderRow>[] = [
    { title: '订单号', dataIndex: 'order_no', copyable: true },
    { title: '下单手机', dataIndex: 'phone' },
    { title: '商品', dataIndex: 'goods', hideInTable: true },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: STATUS,
      // 提醒发货: the server lists these first (docs/fulfilment.md); the tag says why and since when. A shipped order
      // says when it is received by itself, or that an after-sale stopped that clock (fulfil/receive-clock.tsx).
      render: (_, r) => (
        <>
          {r.status_text}
          {r.reminded_at && (
            <Tag color='orange' style={{ marginLeft: 8 }}>
              已催发货 {dayjs(r.reminded_at).format('MM-DD HH:mm')}
            </Tag>
          )}
          {r.printed_at && <Tag style={{ marginLeft: 8 }}>已打印</Tag>}
          <ReceiveClockTags order={r} />
        </>
      )
    },
    { title: '实付', dataIndex: 'pay_amount', search: false, render: (_, r) => yuanText(r.pay_amount) },
    { title: '收货人', dataIndex: 'consignee', search: false },
    {
      title: '快递',
      dataIndex: 'express_no',
      search: false,
      render: (_, r) => (r.express_no ? `${r.express_name} ${r.express_no}` : '—')
    },
    {
      title: '下单时间',
      dataIndex: 'created_at',
      valueType: 'dateRange',
      render: (_, r) => dayjs(r.created_at).format('YYYY-MM-DD HH:mm')
    },
    {
      title: '操作',
      valueType: 'option',
      render: (_, r) => [
        <a key='detail' onClick={() => setDetail(r.id)}>
          详情
        </a>,
        canShip && r.status === 1 && (
          <a key='ship' onClick={() => setShipping(r)}>
            发货
          </a>
        ),
        canShip && r.status === 1 && !r.printed_at && (
          <a key='print' onClick={() => void markPrinted(r)}>
            打印面单
          </a>
        ),
        canShip && r.status === 0 && (
          <a key='close' onClick={() => close(r)}>
            关闭
          </a>
        ),
        canAddress && ADDRESS_CHANGEABLE.includes(r.status) && (
          <a key='address' onClick={() => setAddressing(r)}>
            修改地址
          </a>
        )
      ]
    }
  ]

  return (
    <>
      <ProTable<OrderRow>
        headerTitle='订单'
        rowKey='id'
        actionRef={action}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20 }}
        toolBarRender={() => [
          canShip && (
            <Button key='bulk' onClick={() => setBulk(true)}>
              批量发货
            </Button>
          ),
          <Button key='export' onClick={() => window.open(`/api/admin/orders-export?${filters.current}`, '_blank')}>
            导出 CSV
          </Button>
        ]}
        request={async (params) => {
          const q = queryOf(params)
          filters.current = new URLSearchParams(q)
          q.set('page', String(params.current ?? 1))
          q.set('page_size', String(params.pageSize ?? 20))
          const res = await call('GET /orders', { query: q })
          return { data: res.list, total: res.total, success: true }
        }}
      />
      <ShipDialog
        order={shipping}
        onClose={(shipped) => {
          setShipping(null)
          if (shipped) action.current?.reload()
        }}
      />
      <BulkShipDialog
        open={bulk}
        onClose={() => {
          setBulk(false)
          action.current?.reload()
        }}
      />
      <OrderDrawer id={detail} onClose={() => setDetail(null)} />
      <AddressDialog
        order={addressing}
        onClose={(changed) => {
          setAddressing(null)
          if (changed) action.current?.reload()
        }}
      />
    </>
  )
}
