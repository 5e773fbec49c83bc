import { Aes } from 'wechatpay-axios-plugin'
import { AppError, ERRNO } from '../../errors'
import type { PayNotification } from './types'

/** A WeChat Pay v3 notification, once its signature is checked: its resource decrypted and read (wechatpay.ts). */

interface Resource {
  algorithm?: string
  ciphertext?: string
  associated_data?: string
  nonce?: string
}

/** Who we are to WeChat Pay: the merchant number, and the appids our trades are opened for. */
export interface Merchant {
  mchid: string
  appids: string[]
}

/**
 * A notification signed by WeChat Pay but about another merchant or app (a shared platform key, a misrouted
 * notify_url, a merchant number reused in another deployment) is refused, never acted on: its resource names the
 * merchant (`mchid`) and, for a payment, the app (`appid`) the trade was opened for (WeChat Pay v3 支付通知). The
 * callback then answers the documented failure (HTTP 4xx, code FAIL) with this message.
 */
function notOurs(plain: Record<string, unknown>, ours: Merchant, payment: boolean): string | null {
  if (plain.mchid !== ours.mchid) return '支付通知的商户号（mchid）与本商户不一致'
  if (payment && !ours.appids.includes(String(plain.appid ?? ''))) return '支付通知的应用（appid）不是本商户的应用'
  return null
}

/**
 * The notification's resource, decrypted; null when it does not decrypt or is not a payment or refund; a refusal
 * when it is about another merchant or app.
 */
export function decode(apiV3Key: string, raw: string, timestamp: number, ours: Merchant): PayNotification | null {
  let body: { id?: string; event_type?: string; resource?: Resource }
  try {
    body = JSON.parse(raw)
  } catch {
    return null
  }
  const r = body.resource
  if (!r || r.algorithm !== 'AEAD_AES_256_GCM' || !r.ciphertext || !r.nonce || typeof body.id !== 'string') return null
  let plain: Record<string, unknown>
  try {
    plain = JSON.parse(Aes.AesGcm.decrypt(r.ciphertext, apiV3Key, r.nonce, r.associated_data ?? ''))
  } catch {
    return null
  }
  const str = (v: unknown) => (typeof v === 'string' && v.length <= 64 ? v : null)
  const amount = (plain.amount ?? {}) as { total?: unknown; refund?: unknown }
  const out = str(plain.out_trade_no)
  if (!out) return null
  const event = body.event_type ?? ''
  const foreign = notOurs(plain, ours, event.startsWith('TRANSACTION.'))
  if (foreign) throw new AppError(ERRNO.PAYMENT_SIGN_INVALID, foreign)
  if (event.startsWith('TRANSACTION.')) {
    const tradeNo = str(plain.transaction_id)
    if (!tradeNo || !Number.isSafeInteger(amount.total)) return null
    return {
      event: 'pay',
      channel: 'wxpay',
      out_trade_no: out,
      trade_no: tradeNo,
      amount: amount.total as number,
      status: plain.trade_state === 'SUCCESS' ? 'SUCCESS' : 'FAIL',
      notify_id: body.id.slice(0, 64),
      timestamp
    }
  }
  if (event.startsWith('REFUND.')) {
    const refundNo = str(plain.out_refund_no)
    if (!refundNo || !Number.isSafeInteger(amount.refund)) return null
    return {
      event: 'refund',
      channel: 'wxpay',
      out_trade_no: out,
      trade_no: str(plain.refund_id) ?? refundNo,
      amount: amount.refund as number,
      status: plain.refund_status === 'SUCCESS' ? 'SUCCESS' : 'FAIL',
      refund_no: refundNo,
      notify_id: body.id.slice(0, 64),
      timestamp
    }
  }
  return null
}
