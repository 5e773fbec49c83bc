import type { Config } from '../config'
import { createSmsProvider, type SmsProvider } from './sms'
import { createPaymentProvider, type PaymentProvider } from './payment'
import { createBankProvider, type BankProvider } from './bank'
import { createEsignProvider, type EsignProvider } from './esign'
import { createExpressProvider, type ExpressProvider } from './express'
import { createOauthProvider, type OauthProvider } from './oauth'
import type { SandboxStore } from './sandbox-store'

/** The outside world: each an interface with a sandbox implementation chosen by env (SMS_PROVIDER=console ...). */
export interface Providers {
  sms: SmsProvider
  payment: PaymentProvider
  bank: BankProvider
  esign: EsignProvider
  express: ExpressProvider
  oauth: OauthProvider
}

/**
 * The providers config names; those in `given` (tests, stand-ins) are used as they are and not created. `store` is
 * where sandboxes keep their side of the state (the database, so every API node shares one sandbox).
 */
export function createProviders(config: Config, given: Partial<Providers> = {}, store?: SandboxStore): Providers {
  return {
    sms: given.sms ?? createSmsProvider(config, store),
    payment: given.payment ?? createPaymentProvider(config, store),
    bank: given.bank ?? createBankProvider(config, { store }),
    esign: given.esign ?? createEsignProvider(config, { store }),
    express: given.express ?? createExpressProvider(config),
    oauth: given.oauth ?? createOauthProvider(config, store)
  }
}
