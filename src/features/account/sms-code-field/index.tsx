import { Button } from '@nutui/nutui-react-taro'
import FormField from '@/components/form-field'
import { SMS_TEXT, type SmsCode } from '@/features/account/use-sms-code'

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max)

export interface SmsCodeFieldProps {
  /** The page's useSmsCode: the page also reads its error for the phone field. */
  sms: SmsCode
  value: string
  /** Gets digits only, at most 6. */
  onChange: (code: string) => void
  /** The send button's class: page tests and e2e journeys find it by this. */
  sendClassName: string
  label?: string
  placeholder?: string
  error?: string | null
  required?: boolean
  /** The phone's problem, or null; a problem stops the send (the page shows it at the phone field). */
  checkPhone?: () => string | null
  /** The button's text while a send is allowed, when it is not 获取验证码 (a bank sends its own code). */
  sendText?: string
}

/** The 6-digit code field with its send button, which counts down after a send and is off while it does. */
export default function SmsCodeField({
  sms,
  value,
  onChange,
  sendClassName,
  label = '验证码',
  placeholder = '请输入短信验证码',
  error = null,
  required = false,
  checkPhone,
  sendText
}: SmsCodeFieldProps) {
  const onSend = () => {
    if (checkPhone?.()) return
    void sms.send()
  }
  return (
    <FormField
      label={label}
      name='verify_code'
      keyboard='number'
      maxLength={6}
      required={required}
      value={value}
      placeholder={placeholder}
      error={error}
      onChange={(v) => onChange(digits(v, 6))}
      extra={
        <Button
          className={sendClassName}
          size='small'
          fill='none'
          disabled={sms.sending || sms.left > 0}
          onClick={onSend}
        >
          {sms.left === 0 && sendText ? sendText : sms.label}
        </Button>
      }
    />
  )
}

export interface SmsPhoneFieldProps {
  sms: SmsCode
  label: string
  placeholder: string
  value: string
  /** Gets digits only, at most 11. */
  onChange: (phone: string) => void
  /** The page's own check of the phone; without one, a send the server refused says why here. */
  error: string | null
  onBlur?: () => void
  required?: boolean
}

/** The phone a code goes to. The hook's own invalid-phone message is left out: the page's check says it. */
export function SmsPhoneField({
  sms,
  label,
  placeholder,
  value,
  onChange,
  error,
  onBlur,
  required
}: SmsPhoneFieldProps) {
  return (
    <FormField
      label={label}
      name='phone'
      keyboard='number'
      maxLength={11}
      required={required}
      value={value}
      placeholder={placeholder}
      error={error ?? (sms.error && sms.error !== SMS_TEXT.phoneInvalid ? sms.error : null)}
      onChange={(v) => onChange(digits(v, 11))}
      onBlur={onBlur}
    />
  )
}
