import crypto from 'node:crypto'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { createLivePayment } from './providers'
import { memoryStore, type SandboxStore } from '../lib/sandbox-store'

import type { PayChannel, PayNotification, PaymentProvider } from './providers/types'

export type {
  PayChannel,
  CreateTradeInput,
  PayScene,
  NotificationInput,
  NotificationAck,
  TradeState,
  TradeParams,
  PayNotification,
  PaymentProvider
} from './providers/types'

declare module '../lib/context' {
  /** This area's port to the outside world (lib/context.ts, Providers). */
  interface Providers {
    payment: PaymentProvider
  }
}

/** The body a callback carried, as the sandbox signs it: JSON or a form. */
export function parseCallbackBody(raw: string): Record<string, unknown> | null {
  const text = raw.trim()
  if (!text) return null
  try {
    if (text.startsWith('{')) return JSON.parse(text) as Record<string, unknown>
  } catch {
    return null
  }
  return Object.fromEntries(new URLSearchParams(text))
}

export interface SandboxTrade {
  channel: PayChannel
  outTradeNo: string
  tradeNo: string
  amount: number
  subject: string
  returnUrl: string
  status: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND'
  refunded: number
}

export interface PayOptions {
  /** Deliver the notification this many times (real gateways retry until acknowledged). */
  times?: number
  /** Notify with a different amount: how a tampered or buggy notification looks. */
  amount?: number
  /** The shopper's bank declined: notify FAIL. */
  fail?: boolean
}

export type Deliver = (channel: PayChannel, body: Record<string, string | number>) => Promise<unknown>

/**
 * The sandbox gateway: keeps its trades in its store (the database in the app, so any node's cashier page finds a
 * trade made through another) and notifies through whatever the payment routes of the paying node attach.
 */
export interface SandboxPayment extends PaymentProvider {
  trade(outTradeNo: string): Promise<SandboxTrade | undefined>
  /** The cashier's 支付 button. */
  pay(outTradeNo: string, opts?: PayOptions): Promise<void>
  attach(deliver: Deliver): void
  /** Makes the next refund request fail (a refund the gateway refuses). */
  failNextRefund(): void
  /** Resolves once every notification in flight has been delivered. */
  settle(): Promise<void>
}

/** HMAC-SHA256 over the sorted `key=value` pairs, `sign` and empty values left out (the usual gateway scheme). */
export function signFields(secret: string, fields: Record<string, unknown>): string {
  const text = Object.keys(fields)
    .filter((k) => k !== 'sign' && fields[k] !== undefined && fields[k] !== null && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${String(fields[k])}`)
    .join('&')
  return crypto.createHmac('sha256', secret).update(text).digest('hex')
}

export function verifySignedFields(secret: string, body: unknown): body is Record<string, unknown> {
  if (!body || typeof body !== 'object') return false
  const fields = body as Record<string, unknown>
  if (typeof fields.sign !== 'string' || !/^[0-9a-f]{64}$/.test(fields.sign)) return false
  const expected = Buffer.from(signFields(secret, fields), 'hex')
  return crypto.timingSafeEqual(expected, Buffer.from(fields.sign, 'hex'))
}

function parseNotification(channel: PayChannel, f: Record<string, unknown>): PayNotification | null {
  const str = (k: string) => (typeof f[k] === 'string' && (f[k] as string).length <= 64 ? (f[k] as string) : null)
  const amount = Number(f.amount)
  const timestamp = Number(f.timestamp)
  const event = str('event')
  const status = str('status')
  const out = str('out_trade_no')
  const tradeNo = str('trade_no')
  const notifyId = str('notify_id')
  if (f.channel !== channel || (event !== 'pay' && event !== 'refund') || (status !== 'SUCCESS' && status !== 'FAIL'))
    return null
  if (!out || !tradeNo || !notifyId || !Number.isSafeInteger(amount) || amount < 0 || !Number.isSafeInteger(timestamp))
    return null
  if (event === 'refund' && !str('refund_no')) return null
  return {
    event,
    channel,
    out_trade_no: out,
    trade_no: tradeNo,
    amount,
    status,
    refund_no: str('refund_no') ?? undefined,
    notify_id: notifyId,
    timestamp
  }
}

export function createSandboxPayment(opts: {
  secret: string
  publicUrl: string
  notifyDelayMs?: number
  store?: SandboxStore
}): SandboxPayment {
  const store = opts.store ?? memoryStore()
  const TRADE = 'payment.trade'
  const trades = {
    get: (no: string) => store.get<SandboxTrade>(TRADE, no),
    set: (no: string, t: SandboxTrade) => store.put(TRADE, no, t)
  }
  const inFlight = new Set<Promise<unknown>>()
  let deliver: Deliver | null = null
  let refundFails = 0
  const delay = opts.notifyDelayMs ?? 200

  const notify = (fields: Omit<PayNotification, 'notify_id' | 'timestamp'>, times = 1) => {
    const body: Record<string, string | number> = {
      ...(fields as unknown as Record<string, string | number>),
      notify_id: crypto.randomUUID(),
      timestamp: Math.floor(Date.now() / 1000)
    }
    if (fields.refund_no === undefined) delete body.refund_no
    body.sign = signFields(opts.secret, body)
    // Like a real gateway the notification comes later, from outside the shopper's request.
    const job = new Promise((resolve) => setTimeout(resolve, delay)).then(async () => {
      for (let i = 0; i < times; i++) await deliver?.(fields.channel, { ...body })
    })
    const tracked = job.catch(() => undefined).finally(() => inFlight.delete(tracked))
    inFlight.add(tracked)
  }

  return {
    name: 'sandbox',
    async createTrade(input) {
      const existing = await trades.get(input.outTradeNo)
      const trade: SandboxTrade = existing ?? {
        ...input,
        tradeNo: `${input.channel === 'wxpay' ? 'WX' : 'ALI'}${Date.now()}${crypto.randomInt(1e5, 1e6)}`,
        status: 'NOTPAY',
        refunded: 0
      }
      await trades.set(input.outTradeNo, trade)
      const nonce = crypto.randomBytes(8).toString('hex')
      const ts = String(Math.floor(Date.now() / 1000))
      const payParams: Record<string, string> =
        input.channel === 'wxpay'
          ? {
              appId: 'wxsandbox',
              timeStamp: ts,
              nonceStr: nonce,
              package: `prepay_id=${trade.tradeNo}`,
              signType: 'HMAC-SHA256'
            }
          : { tradeNO: trade.tradeNo }
      payParams.paySign = signFields(opts.secret, payParams)
      const q = new URLSearchParams({
        out_trade_no: input.outTradeNo,
        sign: signFields(opts.secret, { out_trade_no: input.outTradeNo })
      })
      return { payParams, payUrl: `${opts.publicUrl}/api/payment/sandbox/cashier?${q}` }
    },
    async closeTrade(_channel, outTradeNo) {
      const trade = await trades.get(outTradeNo)
      if (trade && trade.status === 'NOTPAY') await trades.set(outTradeNo, { ...trade, status: 'CLOSED' })
    },
    async refund(input) {
      const trade = await trades.get(input.outTradeNo)
      const seen = (await store.get('payment.refund', input.refundNo)) !== undefined
      if (refundFails > 0) {
        refundFails--
        throw new Error('sandbox: refund refused by the gateway')
      }
      // A trade the store does not know (made before a restart of an in-memory gateway): accept the refund anyway.
      // The gateway dedupes by refund number: asking again only repeats the notification.
      if (trade && !seen) {
        if (trade.status !== 'SUCCESS' && trade.status !== 'REFUND') throw new Error('sandbox: trade not paid')
        if (trade.refunded + input.amount > trade.amount) throw new Error('sandbox: refund exceeds the paid amount')
        trade.refunded += input.amount
        trade.status = 'REFUND'
        await trades.set(input.outTradeNo, trade)
      }
      await store.add('payment.refund', input.refundNo, { at: Date.now(), amount: input.amount })
      notify({
        event: 'refund',
        channel: input.channel,
        out_trade_no: input.outTradeNo,
        trade_no: trade?.tradeNo ?? `R${input.refundNo}`,
        amount: input.amount,
        status: 'SUCCESS',
        refund_no: input.refundNo
      })
    },
    verifyNotification(channel, input) {
      const body = parseCallbackBody(input.raw)
      if (!verifySignedFields(opts.secret, body)) return null
      return parseNotification(channel, body)
    },
    async queryRefund(_channel, _outTradeNo, refundNo) {
      const seen = await store.get<{ amount?: number }>('payment.refund', refundNo)
      return seen ? { status: 'SUCCESS', amount: seen.amount ?? 0 } : { status: 'NOTFOUND', amount: 0 }
    },
    trade: (outTradeNo) => trades.get(outTradeNo),
    async pay(outTradeNo, o = {}) {
      const trade = await trades.get(outTradeNo)
      if (!trade) throw new Error('sandbox: unknown trade')
      if (trade.status === 'CLOSED') throw new Error('sandbox: trade closed')
      if (!o.fail) await trades.set(outTradeNo, { ...trade, status: 'SUCCESS' })
      notify(
        {
          event: 'pay',
          channel: trade.channel,
          out_trade_no: outTradeNo,
          trade_no: trade.tradeNo,
          amount: o.amount ?? trade.amount,
          status: o.fail ? 'FAIL' : 'SUCCESS'
        },
        Math.max(1, Math.min(5, o.times ?? 1))
      )
    },
    attach(fn) {
      deliver = fn
    },
    failNextRefund() {
      refundFails++
    },
    async settle() {
      while (inFlight.size) await Promise.all([...inFlight])
    }
  }
}

export const isSandboxPayment = (p: PaymentProvider): p is SandboxPayment => 'pay' in p && 'attach' in p

export function createPaymentProvider(config: Config, store?: SandboxStore, db?: Db): PaymentProvider {
  switch (config.providers.payment) {
    case 'sandbox':
      return createSandboxPayment({
        secret: config.paymentSecret,
        publicUrl: config.publicUrl,
        notifyDelayMs: config.env === 'test' ? 0 : 300,
        store
      })
    default:
      // The real gateways (wechatpay, alipay), each from its own variables: payment/providers/index.ts.
      return createLivePayment(config, process.env, db)
  }
}
