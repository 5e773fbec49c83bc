import { useCallback, useEffect, useRef, useState } from 'react'
import { SMS_RESEND_KEY_PREFIX } from '@/constants/storage-keys'
import { sendSmsCode } from '@/services/api/sms'
import { toast } from '@/utils/feedback'
import { readStorage, removeStorage, writeStorage } from '@/utils/storage'
import { isMobile } from '@/utils/validate'

/** Seconds before another code may be asked for (the server allows one send a minute per phone). */
export const RESEND_SECONDS = 60

export const SMS_TEXT = {
  send: '获取验证码',
  resend: (s: number) => `${s}s后重新获取`,
  sent: '验证码已发送',
  phoneInvalid: '请输入正确的手机号',
  failed: '验证码发送失败，请稍后重试'
} as const

export interface SmsCode {
  /** Seconds until the next send is allowed; 0 when it is. */
  left: number
  sending: boolean
  /** The last failure (the server's message, e.g. its rate limit), for showing beside the field. */
  error: string
  /** Sends a code to `phone`; false when it was not sent (invalid phone, counting down, refused). */
  send: () => Promise<boolean>
  /** The button's text: 获取验证码 or Ns后重新获取. */
  label: string
}

const keyOf = (scope: string, phone: string) => `${SMS_RESEND_KEY_PREFIX}${scope}:${phone}`
const secondsUntil = (endAt: number) => Math.max(0, Math.ceil((endAt - Date.now()) / 1000))

/**
 * The SMS-code step shared by login, phone change, bank-phone binding, bind-phone and account deletion.
 * The resend time is stored per step and phone, so leaving and re-entering the page (or reloading it)
 * keeps counting instead of offering a send the server would refuse. Counts against the end time,
 * not per tick, so a throttled background tab shows the right number on return.
 */
export function useSmsCode(
  scope: string,
  phone: string,
  /** Who sends the code; our SMS gateway by default (a bank sends its own one-time code for a card binding). */
  sender?: (phone: string) => Promise<unknown>
): SmsCode {
  const senderRef = useRef(sender)
  senderRef.current = sender
  const [endAt, setEndAt] = useState(() => readStorage<number>(keyOf(scope, phone)) ?? 0)
  const [left, setLeft] = useState(() => secondsUntil(endAt))
  const [sending, setSending] = useState(false)
  const [error, setError] = useState('')

  // Another phone typed in: its own countdown (or none).
  useEffect(() => {
    setEndAt(readStorage<number>(keyOf(scope, phone)) ?? 0)
    setError('')
  }, [scope, phone])

  useEffect(() => {
    const tick = () => {
      const rest = secondsUntil(endAt)
      setLeft(rest)
      return rest
    }
    if (tick() === 0) return
    const timer = setInterval(() => {
      if (tick() === 0) {
        clearInterval(timer)
        removeStorage(keyOf(scope, phone))
      }
    }, 1000)
    return () => clearInterval(timer)
  }, [endAt, scope, phone])

  const send = useCallback(async () => {
    if (!isMobile(phone)) {
      setError(SMS_TEXT.phoneInvalid)
      return false
    }
    if (sending || secondsUntil(endAt) > 0) return false
    setSending(true)
    setError('')
    try {
      await (senderRef.current ? senderRef.current(phone) : sendSmsCode({ phone }, { noTip: true }))
      const end = Date.now() + RESEND_SECONDS * 1000
      writeStorage(keyOf(scope, phone), end)
      setEndAt(end)
      void toast(SMS_TEXT.sent)
      return true
    } catch (err) {
      const message = (err instanceof Error && err.message) || SMS_TEXT.failed
      setError(message)
      void toast(message)
      return false
    } finally {
      setSending(false)
    }
  }, [phone, scope, sending, endAt])

  return { left, sending, error, send, label: left > 0 ? SMS_TEXT.resend(left) : SMS_TEXT.send }
}
