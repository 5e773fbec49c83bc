import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Checkbox, Input } from '@nutui/nutui-react-taro'
import PageLayout from '../../components/page-layout'
import { PAGES } from '../../constants/pages'
import { ApiError } from '../../services/request'
import { sendSmsCode } from '../../services/api/service'
import { loginByPhone } from '../../services/api/user'
import { useAuthStore } from '../../stores/auth'
import { useProfileStore } from '../../stores/profile'
import { toast } from '../../utils/feedback'
import { getPageParams } from '../../utils/route'
import { isMobile } from '../../utils/validate'
import { loginTarget } from './login-target'
import { useCountdown } from './use-countdown'
import './index.scss'

/** Seconds before another code may be asked for (the server allows one send a minute). */
export const RESEND_SECONDS = 60
const CODE = /^\d{6}$/

export const TEXT = {
  phonePlaceholder: '请输入手机号',
  phoneInvalid: '请输入正确的手机号',
  codePlaceholder: '请输入验证码',
  sendCode: '获取验证码',
  resend: (s: number) => `${s}s后重新获取`,
  codeSent: '验证码已发送',
  agree: '我已阅读并同意',
  terms: '《服务条款》',
  agreeFirst: '请先阅读并同意服务条款',
  submit: '登录'
} as const

const messageOf = (err: unknown) =>
  (err instanceof ApiError || err instanceof Error ? err.message : '') || '登录失败，请稍后重试'

/** Web login by phone and SMS code (spec section 2: under the user centre; query goUrl, sourceUrl). */
export default function LoginPage() {
  const [phone, setPhone] = useState('')
  const [phoneChecked, setPhoneChecked] = useState(false)
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [sending, setSending] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const countdown = useCountdown()

  const phoneValid = isMobile(phone)
  // The error shows once the number is complete or the field was left, not on every keystroke.
  const phoneError = (phoneChecked || phone.length >= 11) && !phoneValid ? TEXT.phoneInvalid : ''
  const canSubmit = phoneValid && CODE.test(code) && agreed && !submitting

  const onPhone = (value: string) => setPhone(value.replace(/\D/g, '').slice(0, 11))
  const onCode = (value: string) => setCode(value.replace(/\D/g, '').slice(0, 6))

  const onSendCode = async () => {
    setPhoneChecked(true)
    if (!phoneValid || sending || countdown.left > 0) return
    setSending(true)
    try {
      await sendSmsCode({ phone }, { noTip: true })
      countdown.start(RESEND_SECONDS)
      void toast(TEXT.codeSent)
    } catch (err) {
      void toast(messageOf(err))
    } finally {
      setSending(false)
    }
  }

  const onSubmit = async () => {
    if (!canSubmit) return
    setSubmitting(true)
    try {
      const params = getPageParams()
      const result = await loginByPhone(
        { phone, verify_code: code, ...(params.opa_id ? { opa_id: params.opa_id } : {}) },
        { noTip: true }
      )
      useAuthStore.getState().loginSuccess({ token: result.token, uid: result.uid, expired_time: result.expired_time })
      // Startup loads the profile only for a session that existed at launch; a fresh login loads it here.
      useProfileStore
        .getState()
        .loadProfile()
        .catch(() => undefined)
      // reLaunch: the page we return to was rendered logged out, and tab pages cannot be redirected to.
      await Taro.reLaunch({ url: loginTarget(params.goUrl) })
    } catch (err) {
      void toast(messageOf(err))
      setSubmitting(false)
    }
  }

  const openTerms = () => void Taro.navigateTo({ url: PAGES.serviceTerms })

  return (
    <PageLayout title='登录' className='login'>
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
            disabled={sending || countdown.left > 0}
            onClick={onSendCode}
          >
            {countdown.left > 0 ? TEXT.resend(countdown.left) : TEXT.sendCode}
          </Button>
        </View>

        <View className='login__agreement'>
          <Checkbox className='login__agree' checked={agreed} onChange={setAgreed} label={TEXT.agree} />
          <Text className='login__terms' onClick={openTerms}>
            {TEXT.terms}
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
      </View>
    </PageLayout>
  )
}
