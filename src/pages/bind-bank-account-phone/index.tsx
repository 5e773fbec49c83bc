import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { clearBridgeState, currentUid, readBridgeState, saveBridgeState } from '@/components/bridge-runner'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { CARD_KEYS, FlowActions, FlowCard, KeyValue, Notice, readCardStep } from '@/features/pension/pension-flow'
import ResultScreen from '@/components/result-screen'
import SmsCodeField, { SmsPhoneField } from '@/features/account/sms-code-field'
import { ERRNO } from '@contract/errno'
import { SESSION_KEYS } from '@/constants/storage-keys'
import { usePageData } from '@/hooks/use-page-data'
import { SMS_TEXT, useSmsCode } from '@/features/account/use-sms-code'
import { redirectTo } from '@/navigation'
import { preCheckBank } from '@/services/api/bank'
import { bindPensionCardNo, getPensionInfo } from '@/services/api/pension'
import { ApiError } from '@/services/request'
import { useProfileStore } from '@/stores/profile'
import { maskBankCard } from '@/utils/mask'
import { isMobile } from '@/utils/validate'
import './index.scss'

export const PHONE_TEXT = {
  phoneLabel: '预留手机号',
  phonePlaceholder: '请输入银行预留手机号',
  codeLabel: '验证码',
  codePlaceholder: '请输入验证码',
  codeInvalid: '请输入6位验证码',
  otpMissing: '请先获取银行验证码',
  failed: '绑定失败，请稍后重试'
} as const

/** The spec's bank id of pingan, whose card bindings are confirmed by the bank's own one-time code. */
export const PINGAN = 1

const CODE_ERRNOS: number[] = [ERRNO.SMS_CODE_INVALID, ERRNO.SMS_CODE_EXPIRED, ERRNO.SMS_TOO_MANY_TRIES]

/** The pingan otp order no this account saved for this card step, or ''. */
export function savedOtpOrderNo(): string {
  const read = readBridgeState<string>(SESSION_KEYS.pinganOtpOrderNo, currentUid(), true)
  return read.status === 'ok' && typeof read.data === 'string' ? read.data : ''
}

/**
 * 验证银行预留手机号, step 2 of a card binding: the phone reserved at the card's bank and the code that
 * proves it (our SMS; for a pingan account the bank's OTP through /pension/account/pre, its order
 * number kept in the session key), then /bindcardno. The card comes from step 1's session key.
 */
export default function BindBankAccountPhonePage() {
  const [step] = useState(readCardStep)
  const pension = usePageData(() => getPensionInfo(), [], { enabled: step.status === 'ok' })
  const card = step.status === 'ok' ? step.data : null
  const otp = pension.data?.bank_account_type === PINGAN
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [codeError, setCodeError] = useState<string | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const sendOtp = async (to: string) => {
    const res = await preCheckBank({ bankId: PINGAN, phone: to, card_no: card!.card_no }, { noTip: true })
    saveBridgeState(SESSION_KEYS.pinganOtpOrderNo, res.otp_order_no)
  }
  const sms = useSmsCode(otp ? 'bank-otp' : 'bank-phone', phone, otp ? sendOtp : undefined)

  if (!card) {
    return (
      <PageLayout page='bind-bank-account-phone'>
        <ResultScreen
          status='fail'
          title='缺少银行卡信息'
          description={
            step.status === 'foreign'
              ? '该银行卡由其他账号填写，当前账号不能继续。'
              : '银行卡信息已失效，请重新填写银行卡号。'
          }
          primaryAction={{ text: '重新填写卡号', onClick: () => void redirectTo('bind-bank-account') }}
        />
      </PageLayout>
    )
  }

  const checkPhone = (value = phone) => {
    const problem = isMobile(value) ? null : SMS_TEXT.phoneInvalid
    setPhoneError(problem)
    return problem
  }

  const submit = async () => {
    setError('')
    const phoneProblem = checkPhone()
    const codeProblem = /^\d{6}$/.test(code) ? null : PHONE_TEXT.codeInvalid
    setCodeError(codeProblem)
    if (phoneProblem || codeProblem) return
    const orderNo = otp ? savedOtpOrderNo() : ''
    if (otp && !orderNo) return setCodeError(PHONE_TEXT.otpMissing)
    setBusy(true)
    try {
      await bindPensionCardNo(
        { card_no: card.card_no, phone, verify_code: code, ...(otp ? { otp_order_no: orderNo } : {}) },
        { noTip: true }
      )
    } catch (err) {
      const message = (err instanceof Error && err.message) || PHONE_TEXT.failed
      if (err instanceof ApiError && CODE_ERRNOS.includes(err.errno)) setCodeError(message)
      else if (/phone|手机/.test(message)) setPhoneError(message)
      else setError(message)
      setBusy(false)
      return
    }
    clearBridgeState(CARD_KEYS)
    await useProfileStore
      .getState()
      .loadPension()
      .catch(() => undefined)
    await Taro.redirectTo({ url: card.finished }).catch(() => Taro.reLaunch({ url: card.finished }))
  }

  return (
    <PageLayout page='bind-bank-account-phone' className='bank-phone'>
      <LoadState of={pension}>
        {() => (
          <>
            <FlowCard title='银行卡'>
              <KeyValue label='发卡银行' value={`${card.bank_name} · ${card.card_type}`} />
              <KeyValue label='卡号' value={maskBankCard(card.card_no)} />
            </FlowCard>
            <View className='pf-card'>
              <SmsPhoneField
                sms={sms}
                label={PHONE_TEXT.phoneLabel}
                required
                value={phone}
                placeholder={PHONE_TEXT.phonePlaceholder}
                error={phoneError}
                onChange={(v) => {
                  setPhone(v)
                  setPhoneError(null)
                }}
                onBlur={() => phone && checkPhone()}
              />
              <SmsCodeField
                sms={sms}
                sendClassName='bank-phone__send'
                sendText={otp ? '获取银行验证码' : undefined}
                label={PHONE_TEXT.codeLabel}
                required
                value={code}
                placeholder={PHONE_TEXT.codePlaceholder}
                error={codeError}
                onChange={(v) => {
                  setCode(v)
                  setCodeError(null)
                }}
                checkPhone={() => checkPhone()}
              />
              <Text className='pf-hint'>
                {otp
                  ? '验证码由平安银行发送至您在银行预留的手机号。'
                  : '验证码将发送至该手机号，请填写您在发卡银行预留的手机号。'}
              </Text>
            </View>
            {error && <Notice tone='error'>{error}</Notice>}
            <FlowActions>
              <Button
                className='bank-phone__submit'
                type='primary'
                block
                loading={busy}
                disabled={busy}
                onClick={() => void submit()}
              >
                确认绑定
              </Button>
            </FlowActions>
          </>
        )}
      </LoadState>
    </PageLayout>
  )
}
