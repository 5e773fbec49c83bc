import {
  ModalForm,
  ProFormDateTimeRangePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormMoney,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText
} from '@ant-design/pro-components'
import { Form, message } from 'antd'
import type { Dayjs } from 'dayjs'
import dayjs from '../../day'
import type { CouponInputT } from '@contract/admin/wallet'
import { COUPON_KIND, COUPON_KIND_LABEL, type CouponKind } from '@contract/enums'
import { call, toCents, toYuan, type RowOf } from '../../api'
import { useCategoryOptions } from '../../categories-options'
import { showError } from '../../form-errors'

/** A coupon as the console lists it. */
export type CouponRow = RowOf<'GET /coupons'>

interface Values {
  name: string
  kind: CouponKind
  threshold: number
  amount?: number
  rate?: number
  max_discount?: number
  category_id?: number
  total: number
  per_user_limit: number
  window: [Dayjs, Dayjs]
  mode: 'window' | 'days'
  valid_days?: number
  claimable: boolean
}

const toValues = (c?: CouponRow): Partial<Values> =>
  c
    ? {
        ...c,
        threshold: toYuan(c.threshold),
        amount: toYuan(c.amount),
        max_discount: toYuan(c.max_discount),
        category_id: c.category_id ?? undefined,
        window: [dayjs(c.starts_at), dayjs(c.ends_at)],
        mode: c.valid_days ? 'days' : 'window',
        valid_days: c.valid_days ?? undefined
      }
    : {
        kind: COUPON_KIND.fullReduction,
        threshold: 0,
        rate: 90,
        total: 1000,
        per_user_limit: 1,
        mode: 'window',
        claimable: true,
        window: [dayjs(), dayjs().add(30, 'day')]
      }

const toBody = (v: Values): CouponInputT => ({
  name: v.name,
  kind: v.kind,
  threshold: toCents(v.threshold),
  amount: v.kind === COUPON_KIND.fullReduction ? toCents(v.amount) : 0,
  rate: v.kind === COUPON_KIND.discount ? (v.rate ?? 100) : 100,
  max_discount: v.kind === COUPON_KIND.discount ? toCents(v.max_discount) : 0,
  category_id: v.category_id ?? null,
  total: v.total,
  per_user_limit: v.per_user_limit,
  valid_days: v.mode === 'days' ? (v.valid_days ?? null) : null,
  starts_at: dayjs(v.window[0]).toISOString(),
  ends_at: dayjs(v.window[1]).toISOString(),
  claimable: v.claimable
})

/** Create or edit a coupon's rules; the server's refusal is shown beside the field it names. */
export function CouponForm(props: { coupon?: CouponRow; open: boolean; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>()
  const { tops, leaves } = useCategoryOptions()
  const c = props.coupon
  return (
    <ModalForm<Values>
      title={c ? `编辑优惠券 #${c.id}` : '新建优惠券'}
      form={form}
      open={props.open}
      onOpenChange={(o) => !o && props.onClose()}
      modalProps={{ destroyOnClose: true }}
      initialValues={toValues(c)}
      onFinish={async (v) => {
        try {
          if (c) await call('PUT /coupons/:id', { params: { id: c.id }, body: toBody(v) })
          else await call('POST /coupons', { body: toBody(v) })
          message.success('已保存')
          props.onSaved()
          return true
        } catch (err) {
          showError(err, form, (p) =>
            p[0] === 'starts_at' || p[0] === 'ends_at' ? ['window'] : p[0] === 'valid_days' ? ['valid_days'] : p
          )
          return false
        }
      }}
    >
      <ProFormText
        name='name'
        label='名称'
        rules={[{ required: true, message: '请输入名称' }]}
        fieldProps={{ maxLength: 40 }}
      />
      <ProFormRadio.Group
        name='kind'
        label='类型'
        options={Object.values(COUPON_KIND).map((value) => ({ value, label: COUPON_KIND_LABEL[value] }))}
      />
      <ProFormMoney name='threshold' label='使用门槛（元，0 为无门槛）' locale='zh-CN' min={0} />
      <ProFormDependency name={['kind']}>
        {({ kind }) =>
          kind === COUPON_KIND.discount ? (
            <>
              <ProFormDigit
                name='rate'
                label='支付比例（%，90 即九折）'
                min={1}
                max={99}
                fieldProps={{ precision: 0 }}
                rules={[{ required: true, message: '请输入支付比例' }]}
              />
              <ProFormMoney name='max_discount' label='最高减免（元，0 不封顶）' locale='zh-CN' min={0} />
            </>
          ) : (
            <ProFormMoney
              name='amount'
              label='减免金额（元）'
              locale='zh-CN'
              min={0.01}
              rules={[{ required: true, message: '请输入减免金额' }]}
            />
          )
        }
      </ProFormDependency>
      <ProFormSelect
        name='category_id'
        label='适用范围（不选为全场通用）'
        options={[...tops, ...leaves]}
        allowClear
        showSearch
      />
      <ProFormDigit name='total' label='发放总量' min={1} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
      <ProFormDigit name='per_user_limit' label='每人限领' min={1} max={99} fieldProps={{ precision: 0 }} />
      <ProFormDateTimeRangePicker
        name='window'
        label='领取时间（固定有效期时也是使用时间）'
        rules={[{ required: true }]}
      />
      <ProFormRadio.Group
        name='mode'
        label='有效期'
        options={[
          { value: 'window', label: '同领取时间' },
          { value: 'days', label: '领取后 N 天' }
        ]}
      />
      <ProFormDependency name={['mode']}>
        {({ mode }) =>
          mode === 'days' && (
            <ProFormDigit
              name='valid_days'
              label='领取后有效天数'
              min={1}
              max={3650}
              fieldProps={{ precision: 0 }}
              rules={[{ required: true, message: '请输入天数' }]}
            />
          )
        }
      </ProFormDependency>
      <ProFormSwitch name='claimable' label='用户可在领券中心领取（关闭则仅由运营发放）' />
    </ModalForm>
  )
}
