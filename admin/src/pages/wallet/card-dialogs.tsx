import { useMemo } from 'react'
import { ModalForm, ProFormDigit, ProFormMoney, ProFormSelect, ProFormText } from '@ant-design/pro-components'
import { Drawer, Form, Table, message } from 'antd'
import dayjs from '../../day'
import { call, toCents, yuanText, type Answer, type RowOf } from '../../api'
import { useCategoryOptions } from '../../categories-options'
import { showError } from '../../form-errors'
import { confirmed, newRequestId } from '../../request-id'

export type BatchRow = RowOf<'GET /cards/batches'>
export type CardFlow = Answer<'GET /cards/:id'>['flows'][number]

interface BatchValues {
  name: string
  face_value: number
  count: number
  category_id?: number
  valid_days: number
}

/** A new batch: name, face value, how many, scope and validity; a money action, so confirmed a second time. */
export function BatchForm({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<BatchValues>()
  const { tops, leaves } = useCategoryOptions()
  return (
    <ModalForm<BatchValues>
      title='新建购物卡批次'
      form={form}
      open={open}
      onOpenChange={(o) => !o && onClose()}
      modalProps={{ destroyOnClose: true }}
      initialValues={{ count: 100, valid_days: 365 }}
      onFinish={async (v) => {
        const ok = await confirmed(
          `确认新建「${v.name}」？`,
          `面值 ${yuanText(toCents(v.face_value))} × ${v.count} 张，合计 ${yuanText(toCents(v.face_value) * v.count)}。`
        )
        if (!ok) return false
        try {
          await call('POST /cards/batches', {
            body: {
              name: v.name,
              face_value: toCents(v.face_value),
              count: v.count,
              category_id: v.category_id ?? null,
              valid_days: v.valid_days,
              confirm: true
            }
          })
          message.success('批次已创建')
          onDone()
          return true
        } catch (err) {
          showError(err, form)
          return false
        }
      }}
    >
      <ProFormText
        name='name'
        label='卡名称'
        rules={[{ required: true, message: '请输入卡名称' }]}
        fieldProps={{ maxLength: 40 }}
      />
      <ProFormMoney
        name='face_value'
        label='面值（元）'
        locale='zh-CN'
        min={0.01}
        rules={[{ required: true, message: '请输入面值' }]}
      />
      <ProFormDigit
        name='count'
        label='数量（张）'
        min={1}
        max={100000}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true }]}
      />
      <ProFormSelect
        name='category_id'
        label='适用范围（不选为全场通用）'
        options={[...tops, ...leaves]}
        allowClear
        showSearch
      />
      <ProFormDigit
        name='valid_days'
        label='发卡后有效天数'
        min={1}
        max={3650}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true }]}
      />
    </ModalForm>
  )
}

/** Issues one card of a batch to a shopper; confirmed a second time and sent once per opening of the dialog. */
export function IssueCard({
  batch,
  onClose,
  onDone
}: {
  batch: BatchRow | null
  onClose: () => void
  onDone: () => void
}) {
  const [form] = Form.useForm<{ user: string }>()
  const batchId = batch?.id
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new id for each batch the dialog opens on
  const requestId = useMemo(() => newRequestId(), [batchId])
  return (
    <ModalForm<{ user: string }>
      title={batch ? `发放「${batch.name}」` : ''}
      form={form}
      open={!!batch}
      onOpenChange={(o) => !o && onClose()}
      modalProps={{ destroyOnClose: true }}
      submitter={{ searchConfig: { submitText: '发卡' } }}
      onFinish={async (v) => {
        if (!batch) return false
        const ok = await confirmed(
          `确认向 ${v.user} 发放购物卡？`,
          `面值 ${yuanText(batch.face_value)}，发放后即可用于支付。`,
          '确认发卡'
        )
        if (!ok) return false
        try {
          const res = await call('POST /cards/batches/:id/issue', {
            params: { id: batch.id },
            body: { user: v.user.trim(), request_id: requestId, confirm: true }
          })
          message.success(`已发卡（卡 ID ${res.card_id}）`)
          onDone()
          return true
        } catch (err) {
          showError(err, form)
          return false
        }
      }}
    >
      <p>
        已发 {batch?.issued} / {batch?.count} 张
      </p>
      <ProFormText name='user' label='用户手机号或用户 ID' rules={[{ required: true, message: '请输入用户' }]} />
    </ModalForm>
  )
}

/** A card's balance history, newest first. */
export function CardHistory({
  title,
  flows,
  onClose
}: {
  title: string
  flows: CardFlow[] | null
  onClose: () => void
}) {
  return (
    <Drawer title={title} open={!!flows} onClose={onClose} width={560}>
      <Table<CardFlow>
        rowKey='id'
        size='small'
        pagination={false}
        dataSource={flows ?? []}
        columns={[
          { title: '时间', dataIndex: 'time', render: (t: string) => dayjs(t).format('YYYY-MM-DD HH:mm') },
          { title: '类型', dataIndex: 'reason_text' },
          { title: '变动', dataIndex: 'delta', render: (d: number) => `${d > 0 ? '+' : ''}${yuanText(d)}` },
          { title: '余额', dataIndex: 'balance_after', render: (d: number) => yuanText(d) },
          { title: '订单', dataIndex: 'order_id', render: (o: number | null) => o ?? '—' }
        ]}
      />
    </Drawer>
  )
}
