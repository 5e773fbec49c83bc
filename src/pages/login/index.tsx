import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import Check from '@/components/check'
import PageLayout from '@/components/page-layout'
import { PRIVACY_POLICY_KEY } from '@/constants/pages'
import { usePageParams } from '@/hooks/use-page-params'
import { RESEND_SECONDS, SMS_TEXT, useSmsCode } from '@/features/account/use-sms-code'
import { navigate } from '@/navigation'
import { ApiError } from '@/services/request'
import { completeLogin } from '@/flows/session'
import { loginByPhone } from '@/services/api/user'
import { toast } from '@/utils/feedback'
import { isMobile } from '@/utils/validate'
import BindPhone from './bind-phone'
import PlatformLogin from './platform-login'
import './index.scss'

export { RESEND_SECONDS }
const CODE = /^\d{6}$/

export const TEXT = {
  phonePlaceholder: '请输入手机号',
  phoneInvalid: SMS_TEXT.phoneInvalid,
  codePlaceholder: '请输入验证码',
  sendCode: SMS_TEXT.send,
  resend: SMS_TEXT.resend,
  codeSent: SMS_TEXT.sent,
  agree: '我已阅读并同意',
  terms: '《服务条款》',
  and: '和',
  privacy: '《隐私政策》',
  agreeFirst: '请先阅读并同意服务条款',
  submit: '登录'
} as const

const messageOf = (err: unknown) =>
  (err instanceof ApiError || err instanceof Error ? err.message : '') || '登录失败，请稍后重试'

/**
 * Web login by phone and SMS code (spec section 2: under the user centre; query goUrl, sourceUrl), plus the
 * platform's own login (platform-login.tsx) and, for a social account without a phone, the bind-phone step
 * (bind-phone.tsx, also reached as ?mode=bind-phone from the WeChat bridge). A mini program's web-view asks
 * its host to open this page with backUrl instead of goUrl.
 */
export default function LoginPage() {
  const params = usePageParams<'login'>()
  const goUrl = params.goUrl || params.backUrl
  const [mode, setMode] = useState(params.mode === 'bind-phone' ? 'bind-phone' : 'login')
  const [phone, setPhone] = useState('')
  const [phoneChecked, setPhoneChecked] = useState(false)
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const sms = useSmsCode('login', phone)

  const phoneValid = isMobile(phone)
  // The error shows once the number is complete or the field was left, not on every keystroke.
  const phoneError = (phoneChecked || phone.length >= 11) && !phoneValid ? TEXT.phoneInvalid : ''
  const canSubmit = phoneValid && CODE.test(code) && agreed && !submitting

  const onPhone = (value: string) => setPhone(value.replace(/\D/g, '').slice(0, 11))
  const onCode = (value: string) => setCode(value.replace(/\D/g, '').slice(0, 6))

  const onSendCode = () => {
    setPhoneChecked(true)
    if (phoneValid) void sms.send()
  }

  const onSubmit = async () => {
    if (!canSubmit) return
    setSubmitting(true)
    try {
      const result = await loginByPhone(
        { phone, verify_code: code, ...(params.opa_id ? { opa_id: params.opa_id } : {}) },
        { noTip: true }
      )
      await completeLogin(result, { goUrl })
    } catch (err) {
      void toast(messageOf(err))
      setSubmitting(false)
    }
  }

  const openTerms = () => void navigate('service-terms')
  // The seeded privacy article, read on the terms page by its key (service-terms takes ?key=).
  const openPrivacy = () => void navigate('service-terms', { key: PRIVACY_POLICY_KEY })

  if (mode === 'bind-phone') {
    return (
      <PageLayout page='login' className='login'>
        <BindPhone onRestart={() => setMode('login')} />
      </PageLayout>
    )
  }

  return (
    <PageLayout page='login' className='login'>
      <View className='login__head'>
        <Text className='login__title'>手机号登录</Text>
        <Text className='login__subtitle'>未注册的手机号验证后将自动创建账号</Text>
      </View>

      <View className='login__form'>
        <View className={`login__field${phoneError ? ' login__field--error' : ''}`}>
          <Input
            className='login__input'
            type='number'
            name='phone'
            value={phone}
            maxLength={11}
            placeholder={TEXT.phonePlaceholder}
            onChange={onPhone}
            onBlur={() => setPhoneChecked(true)}
          />
          {phoneError && <Text className='login__error'>{phoneError}</Text>}
        </View>

        <View className='login__field login__field--code'>
          <Input
            className='login__input'
            type='number'
            name='verify_code'
            value={code}
            maxLength={6}
            placeholder={TEXT.codePlaceholder}
            onChange={onCode}
          />
          <Button
            className='login__send'
            size='small'
            fill='none'
            disabled={sms.sending || sms.left > 0}
            onClick={onSendCode}
          >
            {sms.label}
          </Button>
        </View>

        <View className='login__agreement'>
          <Check className='login__agree' checked={agreed} onChange={setAgreed} label={TEXT.agree} />
          <Text className='login__terms' onClick={openTerms}>
            {TEXT.terms}
          </Text>
          <Text>{TEXT.and}</Text>
          <Text className='login__terms login__privacy' onClick={openPrivacy}>
            {TEXT.privacy}
          </Text>
        </View>

        <Button
          className='login__submit'
          type='primary'
          block
          disabled={!canSubmit}
          loading={submitting}
          onClick={onSubmit}
        >
          {TEXT.submit}
        </Button>
        {!agreed && phoneValid && CODE.test(code) && <Text className='login__hint'>{TEXT.agreeFirst}</Text>}
        <PlatformLogin
          agreed={agreed}
          agreeFirst={TEXT.agreeFirst}
          goUrl={goUrl}
          onBind={() => setMode('bind-phone')}
        />
      </View>
    </PageLayout>
  )
}
