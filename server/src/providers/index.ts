import type { Config } from '../config'
import type { Db } from '../db/client'
import { createSmsProvider, type SmsProvider } from '../account/sms.provider'
import { createPaymentProvider, type PaymentProvider } from '../payment/payment.provider'
import { createBankProvider, type BankProvider } from '../bank/bank.provider'
import { createEsignProvider, type EsignProvider } from '../bank/esign.provider'
import { createExpressProvider, type ExpressProvider } from '../order/express.provider'
import { createOauthProvider, type OauthProvider } from '../account/oauth.provider'
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
export function createProviders(
  config: Config,
  given: Partial<Providers> = {},
  store?: SandboxStore,
  db?: Db
): Providers {
  return {
    sms: given.sms ?? createSmsProvider(config, store),
    payment: given.payment ?? createPaymentProvider(config, store, db),
    bank: given.bank ?? createBankProvider(config, { store }),
    esign: given.esign ?? createEsignProvider(config, { store }),
    express: given.express ?? createExpressProvider(config),
    oauth: given.oauth ?? createOauthProvider(config, store, db)
  }
}
