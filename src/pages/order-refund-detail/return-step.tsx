import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { chooseAction } from '@/components/confirm'
import CopyButton from '@/components/copy-button'
import FormField, { useForm } from '@/components/form-field'
import PickerField from '@/components/picker-field'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { getReturnCouriers, submitReturnWaybill } from '@/services/api/order'
import type { AfterSale } from '@contract/schemas/order'
import { toast } from '@/utils/feedback'
import { formatTime } from '@/utils/format'
import { rules } from '@/utils/validate'
import { Row, Section } from './parts'

export const RETURN_TEXT = {
  address: '退货地址',
  deadline: (time: string) => `请在 ${time} 前寄回商品并填写快递单号，逾期本次售后将自动关闭`,
  form: '填写退货物流',
  courier: '快递公司',
  courierRequired: '请选择快递公司',
  waybill: '快递单号',
  waybillPlaceholder: '请输入快递单号',
  waybillRequired: '请填写快递单号',
  waybillFormat: '快递单号为 6–32 位字母或数字',
  submit: '提交退货物流',
  submitted: '已提交，等待商家收货',
  sent: '退货物流',
  received: '商家收货时间'
} as const

type Courier = { com: string; name: string }

/** The courier and waybill form of status 5 (待寄回): a courier from the server's list, a waybill number, once. */
function WaybillForm({ a, onDone }: { a: AfterSale; onDone: (next: AfterSale) => void }) {
  const [couriers, setCouriers] = useState<Courier[]>([])
  const [courier, setCourier] = useState<Courier | null>(null)
  const form = useForm<'express_no'>({
    initial: { express_no: '' },
    rules: {
      express_no: [
        rules.required(RETURN_TEXT.waybillRequired),
        (v) => (/^[A-Za-z0-9]{6,32}$/.test(v.trim()) ? null : RETURN_TEXT.waybillFormat)
      ]
    }
  })
  const [courierError, setCourierError] = useState<string | null>(null)
  useEffect(() => {
    getReturnCouriers().then(
      (r) => setCouriers(r.list),
      () => undefined
    )
  }, [])
  const pick = async () => {
    const name = await chooseAction(couriers.map((c) => c.name)).catch(() => null)
    const picked = couriers.find((c) => c.name === name)
    if (picked) {
      setCourier(picked)
      setCourierError(null)
    }
  }
  const submit = useSingleFlight(async () => {
    if (!courier) return setCourierError(RETURN_TEXT.courierRequired)
    const problem = form.validate()
    if (problem) return void toast(problem.message)
    try {
      const next = await submitReturnWaybill({ id: a.id, com: courier.com, express_no: form.values.express_no.trim() })
      void toast(RETURN_TEXT.submitted, { icon: 'success' })
      onDone(next)
    } catch {
      // The server's message is on screen (sent already, or closed meanwhile); the page reloads on show.
    }
  })
  return (
    <Section title={RETURN_TEXT.form}>
      <PickerField
        label={RETURN_TEXT.courier}
        value={courier?.name ?? ''}
        error={courierError}
        required
        onOpen={() => void pick()}
      />
      <FormField
        label={RETURN_TEXT.waybill}
        placeholder={RETURN_TEXT.waybillPlaceholder}
        maxLength={32}
        required
        {...form.field('express_no')}
      />
      <Button
        className='rd-return__submit'
        type='primary'
        block
        loading={submit.busy}
        onClick={() => void submit.run()}
      >
        {RETURN_TEXT.submit}
      </Button>
    </Section>
  )
}

/** 退货退款 once approved: where to send the goods, the waybill form (待寄回), then what was sent and received. */
export function ReturnStep({ a, onChange }: { a: AfterSale; onChange: (next: AfterSale) => void }) {
  if (!a.return_address) return null
  const ra = a.return_address
  const full = `${ra.name} ${ra.phone} ${ra.address}`
  return (
    <>
      <Section title={RETURN_TEXT.address}>
        <View className='rd-return__address'>
          <Text className='rd-return__who'>
            {ra.name} {ra.phone}
          </Text>
          <Text>{ra.address}</Text>
          <CopyButton text={full} what={RETURN_TEXT.address} />
        </View>
        {a.status === 5 && a.return_deadline && (
          <Text className='rd-return__deadline'>
            {RETURN_TEXT.deadline(formatTime(a.return_deadline, 'YYYY-MM-DD HH:mm'))}
          </Text>
        )}
      </Section>
      {a.status === 5 && <WaybillForm a={a} onDone={onChange} />}
      {a.return_express && (
        <Section title={RETURN_TEXT.sent}>
          <Row label={RETURN_TEXT.courier}>{a.return_express.com_name}</Row>
          <Row label={RETURN_TEXT.waybill}>
            <Text className='rd-mono'>{a.return_express.express_no}</Text>
            <CopyButton text={a.return_express.express_no} what={RETURN_TEXT.waybill} />
          </Row>
          {a.receive_time && <Row label={RETURN_TEXT.received}>{formatTime(a.receive_time)}</Row>}
        </Section>
      )}
    </>
  )
}
