import { useEffect, useState } from 'react'
import { Form, Input, Modal, message } from 'antd'
import { PHONE_PATTERN } from '@contract/rules'
import { call, type RequestBody } from '../api'
import { showError } from '../form-errors'
import type { OrderRow } from './order-dialogs'

type AddressForm = RequestBody<'POST /orders/:id/address'>

/** Statuses whose address may still change: not yet shipped (unpaid, paid, waiting for the group). */
export const ADDRESS_CHANGEABLE = [0, 1, 101]

/**
 * 修改地址 (运营, 客服) before the order ships. The server refuses a shipped order and an address the goods cannot be
 * sent to from stock (the region rule), naming why; the shopper's order then shows the new address.
 */
export function AddressDialog({ order, onClose }: { order: OrderRow | null; onClose: (changed: boolean) => void }) {
  const [form] = Form.useForm<AddressForm>()
  const [busy, setBusy] = useState(false)
  useEffect(() => form.resetFields(), [order, form])
  const submit = async () => {
    const v = await form.validateFields()
    if (!order) return
    setBusy(true)
    try {
      await call('POST /orders/:id/address', { params: { id: order.id }, body: { ...v, area: v.area ?? '' } })
      message.success('收货地址已修改')
      onClose(true)
    } catch (err) {
      showError(err, form)
    } finally {
      setBusy(false)
    }
  }
  const required = (label: string) => [{ required: true, message: `请填写${label}` }]
  return (
    <Modal
      title={`修改收货地址 · ${order?.order_no ?? ''}`}
      open={!!order}
      onOk={submit}
      okText='保存'
      confirmLoading={busy}
      onCancel={() => onClose(false)}
      destroyOnClose
    >
      <p>当前：{order ? `${order.consignee} ${order.address}` : ''}</p>
      <Form form={form} layout='vertical'>
        <Form.Item name='name' label='收货人' rules={required('收货人')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name='phone'
          label='手机号'
          rules={[{ required: true, pattern: new RegExp(PHONE_PATTERN), message: '11 位手机号' }]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name='province' label='省份' rules={required('省份（如 广东省）')}>
          <Input maxLength={20} placeholder='如 广东省' />
        </Form.Item>
        <Form.Item name='city' label='城市' rules={required('城市')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name='area' label='区县'>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name='detail' label='详细地址' rules={required('详细地址')}>
          <Input maxLength={120} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
