import type { Config } from './config'
import type { Db } from './db/client'
import { createSmsProvider } from './account/sms.provider'
import { createPaymentProvider } from './payment/payment.provider'
import { createBankProvider } from './bank/bank.provider'
import { createEsignProvider } from './bank/esign.provider'
import { createExpressProvider } from './shipping/express.provider'
import { createOauthProvider } from './account/oauth.provider'
import { wechatMiniTokens } from './account/providers/login'
import { createShareCodeProvider } from './catalogue/share-code.provider'
import { createSubscribeProvider } from './content/notice.provider'
import type { SandboxStore } from './lib/sandbox-store'
import type { Providers } from './lib/context'

/**
 * The outside world's wiring (the entry's, like app.ts): each area declares its port on lib/context.ts's Providers
 * (declaration merging, so no lower folder imports an area); this file picks each port's implementation from the
 * configuration.
 */
export type { Providers }

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
    oauth: given.oauth ?? createOauthProvider(config, store, db),
    // The share codes' WeChat calls use the login's access_token row: one token per app, whoever asks.
    shareCode:
      given.shareCode ?? createShareCodeProvider(config, { wechatTokens: () => (db ? wechatMiniTokens(db) : null) }),
    // Subscription messages too: the same access_token row (docs/operations.md, Notices).
    subscribe:
      given.subscribe ??
      createSubscribeProvider(config, { wechatTokens: () => (db ? wechatMiniTokens(db) : null), store })
  }
}
