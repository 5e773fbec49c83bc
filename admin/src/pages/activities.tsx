import { useRef } from 'react'
import {
  ModalForm,
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormMoney,
  ProFormRadio,
  ProFormSwitch,
  ProFormText,
  ProTable,
  type ActionType
} from '@ant-design/pro-components'
import { Button, Form, Tag, message } from 'antd'
import dayjs from '../day'
import type { ActivityInputT } from '@contract/admin/catalogue'
import { call, toCents, toYuan, yuanText, type Answer } from '../api'
import { showError } from '../form-errors'
import { boxPictureUrl } from '../picture'

type Row = Answer<'GET /activities'>[number]
type Activity = Row['activity']
const KIND = { 1: '秒杀', 2: '拼团', 4: '套餐' } as const

/** Flash sales (window, own stock, price), group buying (size, time limit) and packages, each on one SKU. */
export default function Activities() {
  const ref = useRef<ActionType>()
  const [form] = Form.useForm()
  const editor = (a?: Activity) => (
    <ModalForm
      key={a?.id ?? 'new'}
      title={a ? '编辑活动' : '新建活动'}
      form={form}
      trigger={a ? <a>编辑</a> : <Button type='primary'>新建活动</Button>}
      modalProps={{ destroyOnClose: true }}
      initialValues={
        a
          ? {
              ...a,
              sku_id: a.skuId,
              price: toYuan(a.price),
              window: [dayjs(a.startAt), dayjs(a.endAt)],
              limit_per_user: a.limitPerUser,
              group_size: a.groupSize,
              group_minutes: a.groupSeconds ? a.groupSeconds / 60 : undefined,
              status: !!a.status
            }
          : { kind: 1, status: true, limit_per_user: 1, window: [dayjs(), dayjs().add(1, 'day')] }
      }
      onFinish={async (v) => {
        const body: ActivityInputT = {
          sku_id: v.sku_id,
          kind: v.kind,
          title: v.title,
          price: toCents(v.price),
          start_at: dayjs(v.window[0]).toISOString(),
          end_at: dayjs(v.window[1]).toISOString(),
          stock: v.kind === 1 ? (v.stock ?? null) : null,
          limit_per_user: v.limit_per_user ?? 0,
          group_size: v.kind === 2 ? v.group_size : null,
          group_seconds: v.kind === 2 ? Math.round((v.group_minutes ?? 0) * 60) : null,
          items: v.kind === 4 ? [{ sku_id: v.sku_id, qty: 1 }] : null,
          status: v.status ? 1 : 0
        }
        try {
          if (a) await call('PUT /activities/:id', { params: { id: a.id }, body })
          else await call('POST /activities', { body })
          message.success('已保存，商城即时生效')
          ref.current?.reload()
          return true
        } catch (err) {
          showError(err, form, (p) =>
            p[0] === 'start_at' || p[0] === 'end_at' ? ['window'] : p[0] === 'group_seconds' ? ['group_minutes'] : p
          )
          return false
        }
      }}
    >
      <ProFormRadio.Group
        name='kind'
        label='类型'
        options={[
          { value: 1, label: '秒杀' },
          { value: 2, label: '拼团' },
          { value: 4, label: '套餐' }
        ]}
      />
      <ProFormDigit
        name='sku_id'
        label='规格 ID（商品编辑页可见）'
        min={1}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: '请输入规格 ID' }]}
      />
      <ProFormText name='title' label='活动名称' rules={[{ required: true, message: '请输入活动名称' }]} />
      <ProFormMoney
        name='price'
        label='活动价（元）'
        locale='zh-CN'
        min={0.01}
        rules={[{ required: true, message: '请输入活动价' }]}
      />
      <ProFormDateTimeRangePicker
        name='window'
        label='活动时间'
        rules={[{ required: true, message: '请选择活动时间' }]}
      />
      <ProFormDigit name='stock' label='秒杀库存（不填则以商品库存为限）' min={0} fieldProps={{ precision: 0 }} />
      <ProFormDigit name='limit_per_user' label='每人限购（0 不限）' min={0} fieldProps={{ precision: 0 }} />
      <ProFormDigit name='group_size' label='成团人数（拼团）' min={2} fieldProps={{ precision: 0 }} />
      <ProFormDigit name='group_minutes' label='成团时限（分钟，拼团）' min={1} fieldProps={{ precision: 0 }} />
      <ProFormSwitch name='status' label='启用' />
    </ModalForm>
  )
  return (
    <ProTable<Row>
      headerTitle='活动'
      rowKey={(r) => r.activity.id}
      actionRef={ref}
      search={false}
      toolBarRender={() => [editor()]}
      request={async () => {
        const rows = await call('GET /activities')
        return { data: rows, success: true }
      }}
      columns={[
        { title: 'ID', render: (_, r) => r.activity.id },
        { title: '类型', render: (_, r) => <Tag>{KIND[r.activity.kind]}</Tag> },
        { title: '活动', render: (_, r) => r.activity.title },
        {
          title: '商品',
          render: (_, r) => (
            <span>
              {r.picture && (
                <img
                  src={boxPictureUrl(r.picture, 32)}
                  alt=''
                  width={32}
                  height={32}
                  style={{ objectFit: 'cover', marginRight: 8 }}
                />
              )}
              {`${r.spuTitle}（规格 ${r.activity.skuId}）`}
            </span>
          )
        },
        { title: '活动价', render: (_, r) => yuanText(r.activity.price) },
        {
          title: '时间',
          render: (_, r) =>
            `${dayjs(r.activity.startAt).format('MM-DD HH:mm')} ~ ${dayjs(r.activity.endAt).format('MM-DD HH:mm')}`
        },
        { title: '已售 / 库存', render: (_, r) => `${r.activity.sold} / ${r.activity.stock ?? '—'}` },
        { title: '状态', render: (_, r) => (r.activity.status ? <Tag color='green'>启用</Tag> : <Tag>停用</Tag>) },
        { title: '操作', valueType: 'option', render: (_, r) => [editor(r.activity)] }
      ]}
    />
  )
}
