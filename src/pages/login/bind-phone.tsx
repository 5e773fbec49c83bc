import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import ResultScreen from '@/components/result-screen'
import SmsCodeField, { SmsPhoneField } from '@/features/account/sms-code-field'
import { ERRNO } from '@contract/errno'
import { SMS_TEXT, useSmsCode } from '@/features/account/use-sms-code'
import { bindPhoneAndLogin, forgetBindTicket, readBindTicket, type OauthVia } from '@/flows/platform-login'
import { ApiError } from '@/services/request'
import { maskPhone } from '@/utils/mask'
import { isMobile } from '@/utils/validate'

export const BIND_PHONE_TEXT = {
  title: '绑定手机号',
  subtitle: (via: string) => `首次使用${via}登录，请绑定手机号`,
  confirmSubtitle: (phone: string) => `向当前账号手机号 ${phone} 发送验证码，验证后完成绑定`,
  phoneLabel: '手机号',
  phonePlaceholder: '请输入手机号',
  codeLabel: '验证码',
  codePlaceholder: '请输入短信验证码',
  codeInvalid: '请输入 6 位验证码',
  submit: '绑定并登录',
  expiredTitle: '授权已失效',
  expiredDesc: '授权仅在10分钟内有效，请重新登录',
  restart: '重新登录',
  failed: '绑定失败，请稍后重试'
} as const

const VIA_NAME: Record<OauthVia, string> = {
  wechat_mp: '微信',
  wechat_h5: '微信',
  wechat_app: '微信',
  alipay_mp: '支付宝',
  apple: 'Apple ID'
}

export interface BindPhoneProps {
  /** Back to the ordinary login (the ticket is gone or the shopper gave up). */
  onRestart: () => void
}

/**
 * The bind-phone step of a social login the server did not know yet (its single-use ticket is in the session):
 * the phone and its SMS code (/wechat/bindphone or /user/bindphone) finish the login. Binding WeChat to the
 * signed-in account fixes the phone to that account's.
 */
export default function BindPhone({ onRestart }: BindPhoneProps) {
  const [ticket, setTicket] = useState(readBindTicket)
  const fixedPhone = ticket?.phone || ''
  const [phone, setPhone] = useState(fixedPhone)
  const [code, setCode] = useState('')
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [error, setError] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const sms = useSmsCode('bind-phone', phone)

  if (!ticket) {
    return (
      <ResultScreen
        status='fail'
        title={BIND_PHONE_TEXT.expiredTitle}
        description={BIND_PHONE_TEXT.expiredDesc}
        primaryAction={{ text: BIND_PHONE_TEXT.restart, onClick: onRestart }}
      />
    )
  }

  const checkPhone = () => {
    const problem = phone && !isMobile(phone) ? SMS_TEXT.phoneInvalid : null
    setPhoneError(problem)
    return problem
  }

  const checkPhoneToSend = () => {
    const problem = isMobile(phone) ? null : SMS_TEXT.phoneInvalid
    if (problem) setPhoneError(problem)
    return problem
  }

  const onSubmit = async () => {
    if (!isMobile(phone)) return setPhoneError(SMS_TEXT.phoneInvalid)
    if (!/^\d{6}$/.test(code)) return setError(BIND_PHONE_TEXT.codeInvalid)
    setSubmitting(true)
    setError('')
    try {
      await bindPhoneAndLogin(ticket, { phone, verify_code: code })
    } catch (err) {
      if (err instanceof ApiError && err.errno === ERRNO.OAUTH_TICKET_INVALID) {
        forgetBindTicket()
        setTicket(null)
        return
      }
      setError((err instanceof Error && err.message) || BIND_PHONE_TEXT.failed)
      setSubmitting(false)
    }
  }

  return (
    <View className='login-bind'>
      <View className='login__head'>
        <Text className='login__title'>{BIND_PHONE_TEXT.title}</Text>
        <Text className='login__subtitle'>
          {fixedPhone
            ? BIND_PHONE_TEXT.confirmSubtitle(maskPhone(fixedPhone))
            : BIND_PHONE_TEXT.subtitle(VIA_NAME[ticket.via] ?? '第三方账号')}
        </Text>
      </View>
      <View className='login-bind__form'>
        {!fixedPhone && (
          <SmsPhoneField
            sms={sms}
            label={BIND_PHONE_TEXT.phoneLabel}
            value={phone}
            placeholder={BIND_PHONE_TEXT.phonePlaceholder}
            error={phoneError}
            onChange={(v) => {
              setPhone(v)
              setPhoneError(null)
            }}
            onBlur={checkPhone}
          />
        )}
        <SmsCodeField
          sms={sms}
          sendClassName='login__send'
          label={BIND_PHONE_TEXT.codeLabel}
          value={code}
          placeholder={BIND_PHONE_TEXT.codePlaceholder}
          error={fixedPhone && sms.error ? sms.error : null}
          onChange={setCode}
          checkPhone={checkPhoneToSend}
        />
      </View>
      {error && (
        <View className='login-bind__error' role='alert'>
          {error}
        </View>
      )}
      <View className='login__form'>
        <Button
          className='login__submit login-bind__submit'
          type='primary'
          block
          loading={submitting}
          disabled={submitting}
          onClick={() => void onSubmit()}
        >
          {BIND_PHONE_TEXT.submit}
        </Button>
        <Button className='login-bind__back' fill='none' block onClick={onRestart}>
          使用手机号登录
        </Button>
      </View>
    </View>
  )
}
