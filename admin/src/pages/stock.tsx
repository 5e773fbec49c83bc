import { useMemo, useRef, useState } from 'react'
import { ModalForm, ProFormDigit, ProFormTextArea, ProTable, type ActionType } from '@ant-design/pro-components'
import { Button, Form, Space, Typography, message } from 'antd'
import { call, type RowOf } from '../api'
import { showError } from '../form-errors'
import { pagedRequest } from '../row-actions'
import { newRequestId } from '../request-id'

type Row = RowOf<'GET /stock'>
type Region = Row['regions'][number]
interface Target {
  row: Row
  region: Region
}

/**
 * 调整库存: the count on the shelf for one SKU in one region, counting what unpaid orders hold (the server refuses
 * less). The request id is made when the dialog opens, so a double click or a retry adjusts once.
 */
function AdjustDialog({ target, onClose }: { target: Target | null; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<{ stock: number; reason: string }>()
  // A new id each time the dialog opens on a region; the same one for every try while it stays open.
  const requestId = useMemo(() => (target ? newRequestId() : ''), [target])
  const region = target?.region
  return (
    <ModalForm<{ stock: number; reason: string }>
      title={target ? `调整库存 · ${target.row.title} ${target.row.spec} · ${target.region.warehouse_name}` : ''}
      form={form}
      open={!!target}
      initialValues={{ stock: region?.stock }}
      modalProps={{ destroyOnClose: true, onCancel: () => onClose(false) }}
      onFinish={async (v) => {
        if (!target) return false
        try {
          const res = await call('POST /stock/adjust', {
            body: {
              sku_id: target.row.sku_id,
              warehouse_id: target.region.warehouse_id,
              stock: v.stock,
              reason: v.reason.trim(),
              request_id: requestId
            }
          })
          message.success(`库存已调整为 ${res.stock} 件，可售 ${res.available} 件`)
          onClose(true)
          return true
        } catch (err) {
          showError(err, form)
          return false
        }
      }}
    >
      <p>
        现有 {region?.stock} 件：可售 {region?.available} 件，待付款订单占用 {region?.held} 件。
        填写盘点后的实物件数（含待付款占用），不能少于 {region?.held} 件。
      </p>
      <ProFormDigit
        name='stock'
        label='库存（件）'
        min={0}
        fieldProps={{ precision: 0 }}
        rules={[
          { required: true, message: '请填写库存' },
          {
            validator: async (_: unknown, v: number) => {
              if (v < 0) throw new Error('库存不能为负数')
              if (region && v < region.held) throw new Error(`不能少于待付款订单占用的 ${region.held} 件`)
            }
          }
        ]}
      />
      <ProFormTextArea
        name='reason'
        label='调整原因'
        fieldProps={{ maxLength: 100, showCount: true }}
        rules={[{ required: true, whitespace: true, message: '请填写调整原因（记入操作日志）' }]}
      />
    </ModalForm>
  )
}

/** 库存 (仓库, 运营): every SKU's stock by region, set from a count with a reason; each change is in 操作日志. */
export default function Stock() {
  const ref = useRef<ActionType>()
  const [target, setTarget] = useState<Target | null>(null)
  return (
    <>
      <AdjustDialog
        target={target}
        onClose={(done) => {
          setTarget(null)
          if (done) ref.current?.reload()
        }}
      />
      <ProTable<Row>
        headerTitle='库存'
        rowKey='sku_id'
        actionRef={ref}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20 }}
        request={pagedRequest('GET /stock', ['q'])}
        columns={[
          { title: '商品', dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: '商品名称' } },
          { title: '商品', dataIndex: 'title', search: false, width: 260 },
          { title: '规格', dataIndex: 'spec', search: false, width: 140 },
          {
            title: '库存（按地区）',
            dataIndex: 'regions',
            search: false,
            render: (_, r) => (
              <Space direction='vertical' size={2}>
                {r.regions.map((g) => (
                  <Space key={g.warehouse_id ?? 0} size='middle'>
                    <span style={{ display: 'inline-block', minWidth: 72, whiteSpace: 'nowrap' }}>
                      {g.warehouse_name}
                    </span>
                    <span>
                      库存 <b>{g.stock}</b>
                    </span>
                    <Typography.Text type='secondary'>
                      可售 {g.available} · 待付款占用 {g.held}
                    </Typography.Text>
                    <Button
                      type='link'
                      size='small'
                      style={{ padding: 0 }}
                      onClick={() => setTarget({ row: r, region: g })}
                    >
                      调整
                    </Button>
                  </Space>
                ))}
              </Space>
            )
          }
        ]}
      />
    </>
  )
}
