import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import PageLayout from '@/components/page-layout'
import SmsCodeField, { SmsPhoneField } from '@/features/account/sms-code-field'
import { SMS_TEXT, useSmsCode } from '@/features/account/use-sms-code'
import { redirectTo } from '@/navigation'
import { editUserPhone } from '@/services/api/user'
import { useProfileStore } from '@/stores/profile'
import { toast } from '@/utils/feedback'
import { maskPhone } from '@/utils/mask'
import { isMobile } from '@/utils/validate'
import './index.scss'

export const CONFIRM_TEXT = {
  phoneLabel: '新手机号',
  phonePlaceholder: '请输入新手机号',
  phoneInvalid: SMS_TEXT.phoneInvalid,
  phoneSame: '新手机号不能与当前手机号相同',
  codeLabel: '验证码',
  codePlaceholder: '请输入短信验证码',
  codeInvalid: '请输入 6 位验证码',
  submit: '确认更换',
  done: '手机号已更换'
} as const

/** What is wrong with the new phone, or null: the spec's mobile rule, and not the number already bound. */
export function checkNewPhone(phone: string, current: string | null | undefined): string | null {
  if (!isMobile(phone)) return CONFIRM_TEXT.phoneInvalid
  if (current && phone === current) return CONFIRM_TEXT.phoneSame
  return null
}

/** Back to 账户与安全 (two steps back), or onto it when this page was opened on its own. */
async function backToSecure() {
  try {
    if (Taro.getCurrentPages().length >= 3) {
      await Taro.navigateBack({ delta: 2 })
      return
    }
  } catch {
    // no usable page stack: open the page instead
  }
  await redirectTo('user-config-secure').catch(() => undefined)
}

const messageOf = (err: unknown) => (err instanceof Error && err.message) || '更换失败，请稍后重试'

/** Step two: the new phone and the code sent to it (/user/phoneedit); the profile reloads with the new number. */
export default function UserConfigSecurePhoneConfirmPage() {
  const current = useProfileStore((s) => s.info.phone)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [error, setError] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const sms = useSmsCode('phone-edit', phone)

  const checkPhone = () => {
    const problem = phone ? checkNewPhone(phone, current) : null
    setPhoneError(problem)
    return problem
  }

  const checkPhoneToSend = () => {
    const problem = checkNewPhone(phone, current)
    setPhoneError(problem)
    return problem
  }

  const onSubmit = async () => {
    const problem = checkNewPhone(phone, current)
    setPhoneError(problem)
    if (problem) return void toast(problem)
    if (!/^\d{6}$/.test(code)) return void toast(CONFIRM_TEXT.codeInvalid)
    setSubmitting(true)
    setError('')
    try {
      const info = await editUserPhone({ phone, verify_code: code }, { noTip: true })
      // The answer is the updated profile: show the new number at once, then reload everything.
      if (info && typeof info === 'object') useProfileStore.setState((st) => ({ info: { ...st.info, ...info } }))
    } catch (err) {
      setError(messageOf(err))
      setSubmitting(false)
      return
    }
    await useProfileStore
      .getState()
      .loadProfile()
      .catch(() => undefined)
    void toast(CONFIRM_TEXT.done, { icon: 'success' })
    await backToSecure()
  }

  return (
    <PageLayout page='user-config-secure-phone-confirm' className='phone-confirm'>
      {current && <Text className='phone-confirm__current'>当前手机号 {maskPhone(current)}</Text>}
      <View className='phone-confirm__form'>
        <SmsPhoneField
          sms={sms}
          label={CONFIRM_TEXT.phoneLabel}
          value={phone}
          placeholder={CONFIRM_TEXT.phonePlaceholder}
          error={phoneError}
          onChange={(v) => {
            setPhone(v)
            setPhoneError(null)
          }}
          onBlur={checkPhone}
        />
        <SmsCodeField
          sms={sms}
          sendClassName='phone-confirm__send'
          label={CONFIRM_TEXT.codeLabel}
          value={code}
          placeholder={CONFIRM_TEXT.codePlaceholder}
          onChange={setCode}
          checkPhone={checkPhoneToSend}
        />
      </View>
      {error && (
        <View className='phone-confirm__error' role='alert'>
          {error}
        </View>
      )}
      <View className='phone-confirm__actions'>
        <Button
          className='phone-confirm__submit'
          type='primary'
          block
          loading={submitting}
          disabled={submitting}
          onClick={() => void onSubmit()}
        >
          {CONFIRM_TEXT.submit}
        </Button>
      </View>
    </PageLayout>
  )
}
