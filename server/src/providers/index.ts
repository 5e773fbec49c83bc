import type { Config } from '../config'
import { createSmsProvider, type SmsProvider } from './sms'
import { createPaymentProvider, type PaymentProvider } from './payment'
import { createBankProvider, type BankProvider } from './bank'
import { createEsignProvider, type EsignProvider } from './esign'
import { createExpressProvider, type ExpressProvider } from './express'
import { createOauthProvider, type OauthProvider } from './oauth'

/** The outside world: each an interface with a sandbox implementation chosen by env (SMS_PROVIDER=console ...). */
export interface Providers {
  sms: SmsProvider
  payment: PaymentProvider
  bank: BankProvider
  esign: EsignProvider
  express: ExpressProvider
  oauth: OauthProvider
}

export function createProviders(config: Config): Providers {
  return {
    sms: createSmsProvider(config),
    payment: createPaymentProvider(config),
    bank: createBankProvider(config),
    esign: createEsignProvider(config),
    express: createExpressProvider(config),
    oauth: createOauthProvider(config)
  }
}
