import { useEffect, useState } from 'react'
import { Button, Card, Descriptions, Drawer, Empty, Form, Input, Modal, Space, Timeline, message } from 'antd'
import dayjs from '../day'
import { call, type Answer } from '../api'
import { showError } from '../form-errors'
import { saveReturnAddress, useReturnAddress, type ReturnAddress } from './return-address'

/**
 * The 退货退款 return step in the console (docs/decisions/0022-returns.md): the default return address, approving a
 * return with the address the shopper will see (prefilled, editable per approval), and the shopper's return waybill
 * traced through the courier provider.
 */

function AddressFields() {
  return (
    <>
      <Form.Item name='name' label='收件人' rules={[{ required: true, message: '请填写收件人' }]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name='phone'
        label='联系电话'
        rules={[{ required: true, pattern: /^[\d-]{7,20}$/, message: '7–20 位数字' }]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name='address' label='退货地址' rules={[{ required: true, min: 5, message: '至少 5 个字' }]}>
        <Input.TextArea maxLength={200} autoSize />
      </Form.Item>
    </>
  )
}

/** 默认退货地址: what every approval starts from. */
export function ReturnAddressCard({ editable }: { editable: boolean }) {
  const value = useReturnAddress()
  const [editing, setEditing] = useState(false)
  const [form] = Form.useForm<ReturnAddress>()
  const save = async () => {
    const v = await form.validateFields()
    try {
      await saveReturnAddress(v)
      message.success('默认退货地址已保存')
      setEditing(false)
    } catch (err) {
      showError(err, form)
    }
  }
  return (
    <Card size='small' title='默认退货地址' style={{ marginBottom: 16 }}>
      {editing ? (
        <Form form={form} layout='inline' initialValues={value ?? undefined} onFinish={save}>
          <AddressFields />
          <Space>
            <Button type='primary' htmlType='submit'>
              保存
            </Button>
            <Button onClick={() => setEditing(false)}>取消</Button>
          </Space>
        </Form>
      ) : (
        <Space>
          <span>
            {value === undefined
              ? '加载中…'
              : value
                ? `${value.name} ${value.phone} ${value.address}`
                : '尚未设置（同意退货时需填写退货地址）'}
          </span>
          {editable && <a onClick={() => setEditing(true)}>{value ? '修改' : '设置'}</a>}
        </Space>
      )}
    </Card>
  )
}

/** 同意退货: the return address for this application, prefilled with the default. */
export function AcceptReturnDialog({
  target,
  onClose
}: {
  target: { id: number; order_no: string } | null
  onClose: (done: boolean) => void
}) {
  const [form] = Form.useForm<ReturnAddress & { remark?: string }>()
  const value = useReturnAddress()
  const [busy, setBusy] = useState(false)
  // The form starts from the default (initialValues, each time the dialog opens); a default that arrives while it
  // is open fills the fields the operator has not touched.
  useEffect(() => {
    if (target && value && !form.isFieldsTouched()) form.setFieldsValue(value)
  }, [target, value, form])
  const submit = async () => {
    const { remark, ...address } = await form.validateFields()
    if (!target) return
    setBusy(true)
    try {
      await call('POST /aftersales/:id/accept-return', {
        params: { id: target.id },
        body: { confirm: true, address, remark: remark || undefined }
      })
      message.success('已同意退货，用户将看到退货地址')
      onClose(true)
    } catch (err) {
      showError(err, form)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      title={`同意退货 · 订单 ${target?.order_no ?? ''}`}
      open={!!target}
      onOk={submit}
      okText='同意退货'
      confirmLoading={busy}
      onCancel={() => onClose(false)}
      destroyOnClose
    >
      <p>用户将按此地址寄回商品，收到退货后再退款。</p>
      <Form form={form} layout='vertical' initialValues={value ?? undefined}>
        <AddressFields />
        <Form.Item name='remark' label='给用户的说明（选填）'>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  )
}

type Track = Answer<'GET /aftersales/:id/return-track'>

/** The shopper's return waybill and its traces. */
export function ReturnTrackDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const [track, setTrack] = useState<Track | undefined>(undefined)
  useEffect(() => {
    setTrack(undefined)
    if (id) call('GET /aftersales/:id/return-track', { params: { id } }).then(setTrack, showError)
  }, [id])
  return (
    <Drawer title='退货物流' open={!!id} onClose={onClose} width={480}>
      {track === null && <Empty description='用户尚未填写退货运单' />}
      {track && (
        <>
          <Descriptions column={1} size='small'>
            <Descriptions.Item label='快递公司'>{track.com_name}</Descriptions.Item>
            <Descriptions.Item label='运单号'>{track.express_no}</Descriptions.Item>
            <Descriptions.Item label='状态'>{track.state_text}</Descriptions.Item>
          </Descriptions>
          <Timeline
            style={{ marginTop: 24 }}
            items={track.traces.map((t) => ({
              children: `${dayjs.unix(t.time).format('MM-DD HH:mm')} ${t.context}`
            }))}
          />
        </>
      )}
    </Drawer>
  )
}
