import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useRef, useState } from 'react'
import FormField from '@/components/form-field'
import { checkBankNo } from '@/services/api/pension'
import { normalizeBankCardNo, rules, validateValue } from '@/utils/validate'
import { FlowActions } from './parts'

/** A debit card the user typed and the server recognised (/pensionaccount/checkbankno). */
export interface CardInfo {
  card_no: string
  bank_name: string
  card_type: string
  /** Partner bank id, 0 for other banks. */
  bank_id: number
}

export const CARD_TEXT = {
  label: '银行卡号',
  placeholder: '请输入本人借记卡卡号',
  required: '请输入银行卡号',
  invalid: '请输入正确的银行卡号',
  checking: '正在识别发卡银行…',
  next: '下一步',
  failed: '银行卡校验失败，请稍后重试'
} as const

const CARD_RULES = [rules.required(CARD_TEXT.required), rules.bankCard(CARD_TEXT.invalid)]

/** 6222021234567890 -> '6222 0212 3456 7890': groups of four, as printed on the card. */
export const groupCardNo = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

const messageOf = (err: unknown) => (err instanceof Error && err.message) || CARD_TEXT.failed

/**
 * The card-number step of a binding: format check on blur, then the issuing bank from the server
 * (Luhn, known issuer, debit only). Every problem shows under the field.
 */
export function CardNumberForm({ onNext }: { onNext: (card: CardInfo) => Promise<void> | void }) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [card, setCard] = useState<CardInfo | null>(null)
  const [busy, setBusy] = useState(false)
  // Only the newest number's answer counts: a slow answer for an earlier number is dropped.
  const asked = useRef('')

  const check = async (): Promise<CardInfo | null> => {
    const digits = normalizeBankCardNo(text)
    const problem = validateValue(digits, CARD_RULES)
    setError(problem)
    if (problem) return null
    if (card?.card_no === digits) return card
    asked.current = digits
    try {
      const res = await checkBankNo({ bank_no: digits }, { noTip: true })
      if (asked.current !== digits) return null
      const info = { card_no: digits, bank_name: res.bank_name, card_type: res.card_type, bank_id: res.bank_id }
      setCard(info)
      return info
    } catch (err) {
      if (asked.current === digits) setError(messageOf(err))
      return null
    }
  }

  const next = async () => {
    setBusy(true)
    try {
      const info = await check()
      if (info) await onNext(info)
    } catch (err) {
      setError(messageOf(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='pf-card-form'>
      <View className='pf-card'>
        <FormField
          label={CARD_TEXT.label}
          name='card_no'
          keyboard='number'
          maxLength={23}
          required
          value={text}
          placeholder={CARD_TEXT.placeholder}
          error={error}
          onChange={(v) => {
            setText(groupCardNo(v.replace(/\D/g, '').slice(0, 19)))
            setError(null)
            setCard(null)
          }}
          onBlur={() => void check()}
        />
        {card && (
          <View className='pf-hint pf-card-form__issuer' role='status'>
            {card.bank_name} · {card.card_type}
          </View>
        )}
      </View>
      <FlowActions>
        <Button
          className='pf-card-form__next'
          type='primary'
          block
          loading={busy}
          disabled={busy}
          onClick={() => void next()}
        >
          {CARD_TEXT.next}
        </Button>
      </FlowActions>
    </View>
  )
}
