import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { confirmAction } from '@/components/confirm'
import { MoneyInput, moneyRule, useForm } from '@/components/form-field'
import { tapProps } from '@/components/menu-row'
import Price from '@/components/price'
import { ERRNO } from '@/constants/errno'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { navigate, redirectTo } from '@/navigation'
import { applyPensionWithdrawal } from '@/services/api/pension'
import { ApiError } from '@/services/request'
import { useProfileStore } from '@/stores/profile'
import type { BoundCard } from '@/types/bank'
import type { Withdrawal } from '@/types/pension'
import { centsToYuan, formatMoney } from '@/utils/format'
import { parseYuanToCents, rules } from '@/utils/validate'

export const WITHDRAW_TEXT = {
  card: '到账银行卡',
  changeCard: '更换银行卡',
  amount: '提取金额',
  required: '请输入提取金额',
  withdrawable: '可提取金额',
  all: '全部提取',
  submit: '确认提取',
  confirmTitle: '确认提取',
  confirmContent: (cents: number, card: string) => `将 ${formatMoney(cents)} 提取到${card}，提交后不可撤销。`,
  failed: '提交失败，请稍后重试',
  note: '提取金额将转入您本人的银行卡，到账时间以银行处理为准。'
} as const

export interface WithdrawBounds {
  min: number
  max: number
}

/**
 * The amount form: bounds in cents from /pensionaccount/check (never more than withdrawable), confirmation, then
 * /pensionaccount/apply. A refusal is shown beside the field and the typed amount stays.
 */
export default function WithdrawForm({
  card,
  bounds,
  onBoundsChange
}: {
  card: BoundCard
  bounds: WithdrawBounds
  onBoundsChange: (max: number) => void
}) {
  const form = useForm({
    initial: { amount: '' },
    rules: { amount: [rules.required(WITHDRAW_TEXT.required), moneyRule({ min: bounds.min, max: bounds.max })] }
  })
  const [serverError, setServerError] = useState<string | null>(null)
  const cardText = `${card.bank_name || card.bank?.name || ''}（${card.card_no}）`

  const submit = useSingleFlight(async () => {
    setServerError(null)
    if (form.validate()) return
    const cents = parseYuanToCents(form.values.amount)
    if (cents === null) return
    const ok = await confirmAction({
      title: WITHDRAW_TEXT.confirmTitle,
      content: WITHDRAW_TEXT.confirmContent(cents, cardText),
      confirmText: WITHDRAW_TEXT.submit
    })
    if (!ok) return
    let applied: Withdrawal
    try {
      applied = await applyPensionWithdrawal({ amount: cents }, { noTip: true })
    } catch (err) {
      const api = err instanceof ApiError ? (err as ApiError<{ withdrawable?: number } | null>) : null
      setServerError(api?.message || WITHDRAW_TEXT.failed)
      // The balance changed meanwhile (another device withdrew): the form takes the server's figure.
      const left = api?.data?.withdrawable
      if (api?.errno === ERRNO.PENSION_BALANCE_NOT_ENOUGH && typeof left === 'number') onBoundsChange(left)
      return
    }
    void useProfileStore
      .getState()
      .loadPension()
      .catch(() => undefined)
    await redirectTo('pension-withdraw-status', { id: applied.id })
  })

  const field = form.field('amount')
  return (
    <View className='apw'>
      <View className='apw-card' role='region' aria-label={WITHDRAW_TEXT.card}>
        <View className='apw-card__text'>
          <Text className='apw-card__label'>{WITHDRAW_TEXT.card}</Text>
          <Text className='apw-card__name'>{cardText}</Text>
        </View>
        <View className='apw-link' {...tapProps()} onClick={() => void navigate('bind-pension-cardno')}>
          <Text>{WITHDRAW_TEXT.changeCard}</Text>
        </View>
      </View>
      <View className='apw-form'>
        <MoneyInput
          {...field}
          label={WITHDRAW_TEXT.amount}
          required
          error={field.error ?? serverError}
          onChange={(v) => {
            setServerError(null)
            field.onChange(v)
          }}
        />
        <View className='apw-form__bounds'>
          <Text className='apw-form__label'>{WITHDRAW_TEXT.withdrawable}</Text>
          <Price cents={bounds.max} size='small' />
          <View
            className='apw-link apw-form__all'
            {...tapProps('button')}
            onClick={() => {
              setServerError(null)
              form.setValue('amount', centsToYuan(bounds.max))
            }}
          >
            <Text>{WITHDRAW_TEXT.all}</Text>
          </View>
        </View>
      </View>
      <Text className='apw__note'>{WITHDRAW_TEXT.note}</Text>
      <Button
        className='apw__submit'
        type='primary'
        block
        loading={submit.busy}
        disabled={submit.busy}
        onClick={() => void submit.run()}
      >
        {WITHDRAW_TEXT.submit}
      </Button>
    </View>
  )
}
