import { Text, View } from '@tarojs/components'
import { ORDER_STATUS, REFUND_TYPE_LABEL } from '@contract/enums'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import BottomBar from '@/components/bottom-bar'
import ChoiceChips from '@/components/choice-chips'
import { chooseAction } from '@/components/confirm'
import CountedTextarea from '@/components/counted-textarea'
import EmptyState from '@/components/empty-state'
import { MoneyInput, useForm } from '@/components/form-field'
import ImageUpload from '@/features/upload/image-upload'
import { LoadState } from '@/components/load-state'
import OrderGoods from '@/components/order-goods'
import PageLayout from '@/components/page-layout'
import PickerField from '@/components/picker-field'
import Price from '@/components/price'
import { REFUND_REASONS, lineShare, refundTypesFor } from '@/constants/refund'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { redirectTo } from '@/navigation'
import { getOrderInfo, refundOrder } from '@/services/api/order'
import type { OrderInfo, RefundType } from '@contract/schemas/order'
import { toast } from '@/utils/feedback'
import { centsToYuan } from '@/utils/format'
import { parseYuanToCents } from '@/utils/validate'
import { REFUND_TEXT, refundRules, type RefundField } from './rules'
import './index.scss'

export { REFUND_TEXT, refundRules } from './rules'

export const MAX_IMAGES = 3
const DESC_MAX = 200

/** The application form of one refundable order; the amount is bounded by what the order paid. */
function RefundForm({ order }: { order: OrderInfo }) {
  const types = refundTypesFor(order.status)
  const [type, setType] = useState<RefundType>(types[0])
  // 0: the whole order; else one line (its item_id), refunded up to what that line paid.
  const [scope, setScope] = useState(0)
  const max = scope ? lineShare(order.pay_amount - order.freight, order.lines, scope) : order.pay_amount
  const form = useForm<RefundField>({
    initial: { reason: '', amount: centsToYuan(order.pay_amount) },
    rules: refundRules(max)
  })
  const chooseScope = (next: number) => {
    setScope(next)
    form.setValue(
      'amount',
      centsToYuan(next ? lineShare(order.pay_amount - order.freight, order.lines, next) : order.pay_amount)
    )
  }
  // By line only once shipped (the server's rule): before, a refunded line would still ship with the rest.
  const scopes =
    order.status === ORDER_STATUS.delivering || order.status === ORDER_STATUS.delivered
      ? order.lines.filter((l) => l.item_id)
      : []
  const [desc, setDesc] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [pending, setPending] = useState(0)

  const chooseType = (t: RefundType) => {
    setType(t)
    // The reasons differ per type: a reason of the other list would not fit.
    if (form.values.reason && !REFUND_REASONS[t].includes(form.values.reason)) form.setValue('reason', '')
  }
  const chooseReason = async () => {
    const picked = await chooseAction(REFUND_REASONS[type]).catch(() => null)
    if (picked) form.setValue('reason', picked)
  }

  const submit = useSingleFlight(async () => {
    if (pending > 0) return void toast(REFUND_TEXT.uploading)
    const problem = form.validate()
    if (problem) return void toast(problem.message)
    try {
      const r = await refundOrder({
        id: order.id,
        type,
        reason: form.values.reason,
        amount: parseYuanToCents(form.values.amount) ?? max,
        ...(scope ? { item_id: scope } : {}),
        ...(desc.trim() ? { desc: desc.trim() } : {}),
        ...(images.length ? { images } : {})
      })
      void toast(REFUND_TEXT.submitted, { icon: 'success' })
      await redirectTo('order-refund-detail', { id: r.id })
    } catch {
      // The server's message is on screen; what was filled in stays for another try.
    }
  })

  return (
    <View className='refund-form'>
      <View className='refund-form__card'>
        <OrderGoods lines={scope ? order.lines.filter((l) => l.item_id === scope) : order.lines} />
      </View>
      {scopes.length > 1 && (
        <View className='refund-form__card'>
          <ChoiceChips
            label={REFUND_TEXT.scopeLabel}
            options={[
              { value: 0, label: REFUND_TEXT.wholeOrder },
              ...scopes.map((l) => ({ value: l.item_id as number, label: l.title }))
            ]}
            value={scope}
            onChange={chooseScope}
          />
        </View>
      )}
      <View className='refund-form__card'>
        <ChoiceChips
          label={REFUND_TEXT.typeLabel}
          options={types.map((t) => ({ value: t, label: REFUND_TYPE_LABEL[t] }))}
          value={type}
          onChange={chooseType}
          hint={types.length === 1 ? REFUND_TEXT.notShipped : undefined}
        />
      </View>
      <View className='refund-form__card'>
        <PickerField
          label={REFUND_TEXT.reasonLabel}
          placeholder='请选择'
          value={form.values.reason}
          error={form.errors.reason}
          required
          onOpen={() => void chooseReason()}
        />
        <MoneyInput label={REFUND_TEXT.amountLabel} required {...form.field('amount')} />
        <View className='refund-form__max'>
          <Text>{REFUND_TEXT.maxPrefix}</Text>
          <Price cents={max} size='small' />
        </View>
      </View>
      <View className='refund-form__card refund-form__pad'>
        <CountedTextarea
          block='refund-form'
          label={REFUND_TEXT.descLabel}
          value={desc}
          maxLength={DESC_MAX}
          placeholder={REFUND_TEXT.descPlaceholder}
          onChange={setDesc}
        />
      </View>
      <View className='refund-form__card refund-form__pad'>
        <Text className='refund-form__label'>{REFUND_TEXT.images(MAX_IMAGES)}</Text>
        <ImageUpload
          value={images}
          onChange={setImages}
          max={MAX_IMAGES}
          label='退款凭证'
          onPendingChange={setPending}
        />
      </View>
      <BottomBar>
        <Button
          className='refund-form__submit'
          type='primary'
          block
          loading={submit.busy}
          onClick={() => void submit.run()}
        >
          {REFUND_TEXT.submit}
        </Button>
      </BottomBar>
    </View>
  )
}

/** 申请退款 for an order (?id=): type, reason, amount, description, up to 3 images; then its refund detail. */
export default function OrderApplyRefundPage() {
  const { id } = usePageParams<'order-apply-refund'>()
  const order = usePageData(() => getOrderInfo({ id: Number(id) }), [id], { enabled: Boolean(id) })
  const toOrder = () => void redirectTo('order-detail', { id: id ?? '' })
  return (
    <PageLayout page='order-apply-refund' className='order-apply-refund'>
      {!id ? (
        <EmptyState title={REFUND_TEXT.noOrder} />
      ) : (
        <LoadState of={order}>
          {(o) =>
            o.can_refund ? (
              <RefundForm order={o} />
            ) : (
              <EmptyState
                title={REFUND_TEXT.notRefundable}
                description={`订单状态：${o.status_text}`}
                actionText='查看订单'
                onAction={toOrder}
              />
            )
          }
        </LoadState>
      )}
    </PageLayout>
  )
}
