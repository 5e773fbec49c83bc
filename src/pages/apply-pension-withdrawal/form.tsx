import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { confirmAction } from '@/components/confirm'
import { MoneyInput, moneyRule, useForm } from '@/components/form-field'
import { tapProps } from '@/components/menu-row'
import Price from '@/components/price'
import SmsCodeField from '@/features/account/sms-code-field'
import { ERRNO } from '@contract/errno'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { navigate, redirectTo } from '@/navigation'
import { useSmsCode } from '@/features/account/use-sms-code'
import { applyPensionWithdrawal } from '@/services/api/pension'
import { askSubscribe, prepareSubscribe } from '@/flows/subscribe'
import { ApiError } from '@/services/request'
import { useProfileStore } from '@/stores/profile'
import type { BoundCard } from '@contract/schemas/bank'
import type { Withdrawal } from '@contract/schemas/pension'
import { centsToYuan, formatMoney } from '@/utils/format'
import { maskPhone } from '@/utils/mask'
import { parseYuanToCents, rules } from '@/utils/validate'
import WithdrawTermsList, { type WithdrawTerms } from './terms'

export const WITHDRAW_TEXT = {
  card: '到账银行卡',
  changeCard: '更换银行卡',
  amount: '提取金额',
  required: '请输入提取金额',
  withdrawable: '可提取金额',
  all: '全部提取',
  submit: '确认提取',
  confirmTitle: '确认提取',
  confirmContent: (cents: number, card: string, fee: number, arrival: string) =>
    `将 ${formatMoney(cents)} 提取到${card}，${fee > 0 ? `手续费 ${formatMoney(fee)}` : '免手续费'}，${arrival}。提交后不可撤销。`,
  codeTo: (phone: string) => `为保障资金安全，验证码将发送至 ${phone}`,
  codeRequired: '请输入 6 位短信验证码',
  noPhone: '账号未绑定手机号，无法验证身份',
  failed: '提交失败，请稍后重试',
  note: '提取金额将转入您本人的银行卡，到账时间以银行处理为准。'
} as const

export interface WithdrawBounds {
  min: number
  max: number
}

/** Refusals about the code, shown at the code field rather than the amount. */
const CODE_ERRNOS: number[] = [ERRNO.SMS_CODE_INVALID, ERRNO.SMS_CODE_EXPIRED, ERRNO.SMS_TOO_MANY_TRIES]

/**
 * The amount form: bounds in cents from /pensionaccount/check (never more than withdrawable), confirmation, then
 * /pensionaccount/apply. A refusal is shown beside the field and the typed amount stays.
 */
export default function WithdrawForm({
  card,
  bounds,
  terms,
  onBoundsChange
}: {
  card: BoundCard
  bounds: WithdrawBounds
  terms: WithdrawTerms
  /** The server's newer figure: the withdrawable balance, or what is left of the day's limit. */
  onBoundsChange: (change: { withdrawable: number } | { todayLeft: number }) => void
}) {
  const form = useForm({
    initial: { amount: '', code: '' },
    rules: {
      amount: [rules.required(WITHDRAW_TEXT.required), moneyRule({ min: bounds.min, max: bounds.max })],
      code: (v: string) => (/^\d{6}$/.test(v) ? null : WITHDRAW_TEXT.codeRequired)
    }
  })
  const [serverError, setServerError] = useState<string | null>(null)
  const [codeError, setCodeError] = useState<string | null>(null)
  const cardText = `${card.bank_name || card.bank?.name || ''}（${card.card_no}）`
  // The code goes to the account's own phone (the server checks it against that number, not one typed here).
  const phone = useProfileStore((s) => s.info.phone) ?? ''
  const sms = useSmsCode('withdraw', phone)

  // The templates to ask for are read when the form opens, so the tap goes straight to the sheet.
  useEffect(() => void prepareSubscribe(), [])

  const submit = useSingleFlight(async () => {
    setServerError(null)
    if (form.validate()) return
    const cents = parseYuanToCents(form.values.amount)
    if (cents === null) return
    // In the tap, before anything else waits: WeChat opens the grant sheet only then (提现到账 / 提现失败 notices).
    await askSubscribe('withdraw')
    const ok = await confirmAction({
      title: WITHDRAW_TEXT.confirmTitle,
      content: WITHDRAW_TEXT.confirmContent(cents, cardText, terms.fee, terms.arrival),
      confirmText: WITHDRAW_TEXT.submit
    })
    if (!ok) return
    let applied: Withdrawal
    try {
      applied = await applyPensionWithdrawal({ amount: cents, verify_code: form.values.code }, { noTip: true })
    } catch (err) {
      const api =
        err instanceof ApiError ? (err as ApiError<{ withdrawable?: number; today_left?: number } | null>) : null
      if (api && CODE_ERRNOS.includes(api.errno)) return setCodeError(api.message)
      setServerError(api?.message || WITHDRAW_TEXT.failed)
      // The balance (or the day's limit) changed meanwhile, e.g. on another device: the form takes the server's figure.
      const left = api?.data?.withdrawable
      const todayLeft = api?.data?.today_left
      if (api?.errno === ERRNO.PENSION_BALANCE_NOT_ENOUGH && typeof left === 'number')
        onBoundsChange({ withdrawable: left })
      if (api?.errno === ERRNO.PENSION_DAILY_LIMIT && typeof todayLeft === 'number') onBoundsChange({ todayLeft })
      return
    }
    void useProfileStore
      .getState()
      .loadPension()
      .catch(() => undefined)
    await redirectTo('pension-withdraw-status', { id: applied.id })
  })

  const field = form.field('amount')
  const code = form.field('code')
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
      <WithdrawTermsList terms={terms} />
      <View className='apw-form apw-sms'>
        <Text className='apw-sms__to'>{phone ? WITHDRAW_TEXT.codeTo(maskPhone(phone)) : WITHDRAW_TEXT.noPhone}</Text>
        <SmsCodeField
          sms={sms}
          value={code.value}
          required
          sendClassName='apw-sms__send'
          error={code.error ?? codeError ?? (sms.error || null)}
          onChange={(v) => {
            setCodeError(null)
            code.onChange(v)
          }}
        />
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
