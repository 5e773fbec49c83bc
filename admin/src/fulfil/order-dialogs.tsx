import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { Descriptions, Drawer, Form, Input, Modal, Select, Table, Tag, Timeline, Upload, message } from 'antd'
import dayjs from '../day'
import { call, yuanText, type Answer, type RequestBody, type RowOf } from '../api'
import { showError } from '../form-errors'
import { receiveClockLine } from './receive-clock'

/** Dialogs of the orders page: shipping one order, the bulk-ship CSV upload and its report, the order's detail. */

export type OrderRow = RowOf<'GET /orders'>
type Courier = Answer<'GET /couriers'>[number]

export function useCouriers() {
  const [list, setList] = useState<Courier[]>([])
  useEffect(() => {
    call('GET /couriers').then(setList, showError)
  }, [])
  return list
}

export function ShipDialog({ order, onClose }: { order: OrderRow | null; onClose: (shipped: boolean) => void }) {
  const [form] = Form.useForm<RequestBody<'POST /orders/:id/ship'>>()
  const couriers = useCouriers()
  const [busy, setBusy] = useState(false)
  useEffect(() => form.resetFields(), [order, form])
  const submit = async () => {
    const v = await form.validateFields()
    if (!order) return
    setBusy(true)
    try {
      await call('POST /orders/:id/ship', { params: { id: order.id }, body: v })
      message.success('已发货')
      onClose(true)
    } catch (err) {
      showError(err, form)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      title={`发货 · ${order?.order_no ?? ''}`}
      open={!!order}
      onOk={submit}
      confirmLoading={busy}
      onCancel={() => onClose(false)}
      okText='确认发货'
    >
      <p>
        收货人：{order?.consignee}　{order?.address}
      </p>
      <Form form={form} layout='vertical'>
        <Form.Item name='com' label='快递公司' rules={[{ required: true, message: '请选择快递公司' }]}>
          <Select options={couriers.map((c) => ({ value: c.com, label: c.name }))} placeholder='请选择' />
        </Form.Item>
        <Form.Item
          name='express_no'
          label='运单号'
          rules={[{ required: true, pattern: /^[A-Za-z0-9]{6,32}$/, message: '运单号应为 6–32 位字母或数字' }]}
        >
          <Input autoComplete='off' />
        </Form.Item>
      </Form>
    </Modal>
  )
}

type ReportRow = Answer<'POST /orders/ship-csv'>[number]

const RESULT = { shipped: ['green', '已发货'], already: ['blue', '已跳过'], failed: ['red', '失败'] } as const

/** Reads the CSV in the browser and posts its text; every row is answered on its own. */
export function BulkShipDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [report, setReport] = useState<ReportRow[] | null>(null)
  const upload = async (file: File) => {
    try {
      const rows = await call('POST /orders/ship-csv', { body: { csv: await file.text() } })
      setReport(rows)
      const failed = rows.filter((r) => r.result === 'failed').length
      message.info(`共 ${rows.length} 行：发货 ${rows.filter((r) => r.result === 'shipped').length}，失败 ${failed}`)
    } catch (err) {
      showError(err)
    }
    return false
  }
  return (
    <Modal title='批量发货' open={open} onCancel={() => (setReport(null), onClose())} footer={null} width={760}>
      <p>
        上传 CSV：每行「订单号,快递公司,运单号」（快递公司写名称或代码，首行可为表头）。同一文件重复上传不会重复发货。
      </p>
      <Upload.Dragger accept='.csv,text/csv' showUploadList={false} beforeUpload={upload}>
        点击或拖入 CSV 文件
      </Upload.Dragger>
      {report && (
        <Table<ReportRow>
          style={{ marginTop: 16 }}
          size='small'
          rowKey='line'
          dataSource={report}
          pagination={false}
          aria-label='发货结果'
          columns={[
            { title: '行', dataIndex: 'line', width: 60 },
            { title: '订单号', dataIndex: 'order_no' },
            {
              title: '结果',
              dataIndex: 'result',
              render: (r: ReportRow['result']) => <Tag color={RESULT[r][0]}>{RESULT[r][1]}</Tag>
            },
            { title: '说明', dataIndex: 'message' }
          ]}
        />
      )}
    </Modal>
  )
}

type Detail = Answer<'GET /orders/:id'>

export function OrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const [d, setD] = useState<Detail | null>(null)
  useEffect(() => {
    setD(null)
    if (id) call('GET /orders/:id', { params: { id } }).then(setD, showError)
  }, [id])
  return (
    <Drawer title='订单详情' open={!!id} onClose={onClose} width={560}>
      {d && (
        <>
          <Descriptions column={1} size='small' bordered>
            <Descriptions.Item label='订单号'>{d.order_no}</Descriptions.Item>
            <Descriptions.Item label='状态'>{d.status_text}</Descriptions.Item>
            <Descriptions.Item label='实付'>{yuanText(d.pay_amount)}</Descriptions.Item>
            <Descriptions.Item label='收货人'>{d.consignee}</Descriptions.Item>
            <Descriptions.Item label='地址'>{d.address}</Descriptions.Item>
            <Descriptions.Item label='快递'>
              {d.express_no ? `${d.express_name} ${d.express_no}` : '—'}
            </Descriptions.Item>
            {receiveClockLine(d) && <Descriptions.Item label='预计自动收货'>{receiveClockLine(d)}</Descriptions.Item>}
            <Descriptions.Item label='客服会话'>
              <Link to={`/support?order=${d.id}`}>查看这个订单的客服会话</Link>
            </Descriptions.Item>
          </Descriptions>
          <Table
            style={{ margin: '16px 0' }}
            size='small'
            rowKey='id'
            pagination={false}
            dataSource={d.items}
            columns={[
              { title: '商品', dataIndex: 'title' },
              { title: '规格', dataIndex: 'spec' },
              { title: '单价', dataIndex: 'price', render: (v: number) => yuanText(v) },
              { title: '数量', dataIndex: 'qty' }
            ]}
          />
          <Timeline
            items={d.history.map((h) => ({
              children: `${dayjs(h.at).format('MM-DD HH:mm:ss')} ${h.to_text}${h.reason ? `：${h.reason}` : ''}`
            }))}
          />
        </>
      )}
    </Drawer>
  )
}
