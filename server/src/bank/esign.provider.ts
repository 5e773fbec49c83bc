import crypto from 'node:crypto'
import { ConfigError, type Config } from '../config'
import { sandboxNotices } from '../lib/sandbox-callbacks'
import { memoryStore, type SandboxStore } from '../lib/sandbox-store'

declare module '../lib/context' {
  /** This area's port to the outside world (lib/context.ts, Providers). */
  interface Providers {
    esign: EsignProvider
  }
}

/**
 * The e-sign service (fdd): accounts, identity checks and agreement signing. The user completes a
 * check or a signing on the provider's page; results arrive asynchronously by notice (possibly
 * twice) and by query.
 */
export type EsignResultStatus = 'processing' | 'success' | 'failed'

export interface EsignResult {
  transactionNo: string
  status: EsignResultStatus
  contractId?: string
  reason?: string
}

export interface EsignProvider {
  readonly name: string
  createAccount(args: { name: string; idNo: string }): Promise<{ customerId: string }>
  /** kind: auth 0, verification 1, auth-and-verification 2 (spec). */
  startVerify(args: {
    customerId: string
    kind: number
    returnUrl: string
  }): Promise<{ transactionNo: string; url: string }>
  startSign(args: {
    customerId: string
    contractTitle: string
    verifyWay: number
    returnUrl: string
  }): Promise<{ transactionNo: string; url: string }>
  query(transactionNo: string): Promise<EsignResult>
  onNotice(handler: (result: EsignResult) => Promise<void>): void
  close(): void
}

export interface SandboxEsignTransaction {
  transactionNo: string
  purpose: 'verify' | 'sign'
  kind: number
  name: string
  idNo: string
  contractTitle: string
  returnUrl: string
  done: boolean
}

export interface SandboxEsignProvider extends EsignProvider {
  sandbox: {
    get(transactionNo: string): Promise<SandboxEsignTransaction | null>
    /** The provider page's confirm (pass) or refuse (fail) button. Returns the return URL with the result. */
    complete(transactionNo: string, pass: boolean): Promise<string>
  }
}

export const isSandboxEsign = (p: EsignProvider): p is SandboxEsignProvider => 'sandbox' in p

type Txn = SandboxEsignTransaction & { result: EsignResult }

/** The sandbox's accounts and transactions live in `store` (the database in the app: one service for all nodes). */
function createSandboxEsign(
  config: Config,
  delayMs?: number,
  store: SandboxStore = memoryStore()
): SandboxEsignProvider {
  // The remote service's own latency: short in tests, noticeable in development.
  const delay = delayMs ?? (config.env === 'test' ? 20 : 1500)
  const ACCOUNT = 'esign.account'
  const TXN = 'esign.txn'
  const notices = sandboxNotices<EsignResult>(delay)
  const { later, notifyTwice } = notices
  const newNo = (prefix: string) => `${prefix}${Date.now()}${crypto.randomInt(100000, 999999)}`
  const start = async (
    purpose: 'verify' | 'sign',
    customerId: string,
    kind: number,
    contractTitle: string,
    returnUrl: string
  ) => {
    const account = await store.get<{ name: string; idNo: string }>(ACCOUNT, customerId)
    if (!account) throw new Error('unknown customerId')
    const transactionNo = newNo(purpose === 'verify' ? 'SEV' : 'SES')
    await store.put<Txn>(TXN, transactionNo, {
      transactionNo,
      purpose,
      kind,
      contractTitle,
      returnUrl,
      name: account.name,
      idNo: account.idNo,
      done: false,
      result: { transactionNo, status: 'processing' }
    })
    const page = purpose === 'verify' ? 'auth' : 'sign'
    return { transactionNo, url: `${config.publicUrl}/sandbox/esign/${page}?transactionNo=${transactionNo}` }
  }

  return {
    name: 'sandbox',
    async createAccount({ name, idNo }) {
      const customerId = `FDD${crypto.randomBytes(10).toString('hex').toUpperCase()}`
      await store.put(ACCOUNT, customerId, { name, idNo })
      return { customerId }
    },
    async startVerify({ customerId, kind, returnUrl }) {
      return start('verify', customerId, kind, '', returnUrl)
    },
    async startSign({ customerId, contractTitle, returnUrl }) {
      return start('sign', customerId, 0, contractTitle, returnUrl)
    },
    async query(transactionNo) {
      const t = await store.get<Txn>(TXN, transactionNo)
      return t?.result ?? { transactionNo, status: 'failed', reason: '交易不存在' }
    },
    onNotice: notices.onNotice,
    close: notices.close,
    sandbox: {
      async get(transactionNo) {
        return (await store.get<Txn>(TXN, transactionNo)) ?? null
      },
      async complete(transactionNo, pass) {
        const t = await store.get<Txn>(TXN, transactionNo)
        if (!t) throw new Error('unknown transactionNo')
        const sep = t.returnUrl.includes('?') ? '&' : '?'
        const back = (ok: boolean) =>
          `${t.returnUrl}${sep}transactionNo=${transactionNo}&result=${ok ? 'success' : 'failed'}`
        if (t.done) return back(t.result.status !== 'failed')
        await store.put<Txn>(TXN, transactionNo, { ...t, done: true })
        later(delay, async () => {
          const result: EsignResult = pass
            ? { transactionNo, status: 'success', contractId: t.purpose === 'sign' ? newNo('CT') : undefined }
            : { transactionNo, status: 'failed', reason: t.purpose === 'sign' ? '用户拒绝签署' : '身份核验未通过' }
          const now = await store.get<Txn>(TXN, transactionNo)
          if (now) await store.put<Txn>(TXN, transactionNo, { ...now, result })
          // The same notice twice, as the real service retries until acknowledged.
          notifyTwice(result)
        })
        return back(pass)
      }
    }
  }
}

/** opts.delayMs: the sandbox's answer latency (tests that watch the "processing" state slow it down). */
export function createEsignProvider(
  config: Config,
  opts: { delayMs?: number; store?: SandboxStore } = {}
): EsignProvider {
  if (config.providers.esign === 'sandbox') return createSandboxEsign(config, opts.delayMs, opts.store)
  throw new ConfigError(`unknown ESIGN_PROVIDER ${config.providers.esign}`)
}
