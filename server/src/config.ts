import path from 'node:path'
import { ROOT } from './paths'
import { DataKeyError, parseDataKeys, installDataKeys, type DataKeys } from './field-crypto'
import { NoticeConfigError, noticeSettings, type NoticeSettings } from './config-notices'

/** A setting that cannot work; server.ts prints the message as one line (no stack) and exits 1. */
export class ConfigError extends Error {}

export type ProviderKind = 'sms' | 'payment' | 'bank' | 'esign' | 'express' | 'oauth'

/** Everything the server reads from the environment, read once. Secrets never have defaults in production. */
export interface Config {
  port: number
  host: string
  env: 'development' | 'production' | 'test'
  /** DEMO_MODE=1: production may run on the sandbox providers, and every sandbox page and route says so. */
  demoMode: boolean
  /**
   * SERIALIZATION_CHECK=1 (never in production): every JSON answer is compared with what its route's response schema
   * sent, and a difference is logged at error (lib/serialization-check.ts). The journeys' servers run with it.
   */
  serializationCheck: boolean
  /**
   * The sandbox merchant: jobs that ship paid orders with a sandbox waybill, approve refunds and review withdrawals
   * by themselves. Only in development or DEMO_MODE=1 (SANDBOX_MERCHANT=0 turns it off there); everywhere else
   * those are operators' decisions in the console (README: Fulfilment in the console).
   */
  sandboxMerchant: boolean
  dataDir: string
  databaseUrl?: string
  h5Dir: string
  /** Public origin the sandbox providers redirect back to (bridge pages, callbacks). */
  publicUrl: string
  /** IMAGE_BASE_URL: a CDN origin for image addresses (lib/image-urls.ts); unset, H5 gets them as paths. */
  imageBaseUrl?: string
  /** Fastify's trustProxy: which proxy hops may set X-Forwarded-For, so per-IP limits see the shopper's IP. */
  trustProxy: boolean | number | string
  ssoSecret: string
  paymentSecret: string
  providers: Record<ProviderKind, string>
  /** Requests per IP per window on the rate-limited routes (lib/rate-limit.ts); 0 turns a group off. */
  rateLimit: {
    windowSeconds: number
    login: number
    sms: number
    order: number
    pay: number
    parse: number
    support: number
  }
  /** Minutes an unpaid order stays open. */
  orderPayMinutes: number
  /**
   * A flash sale's crowd placed in groups (FLASH_GROUPS; flows/checkout-group.ts, docs/decisions/0036): `auto` on
   * PostgreSQL, where each statement is a round trip a group shares; not on PGlite, in-process, with none to share.
   */
  flashGroups: boolean
  /** Seconds after receipt before cashback settles (after-sale window). */
  afterSaleSeconds: number
  /**
   * 自动确认收货: seconds after shipping before a shipped order is received by itself (AUTO_RECEIVE_SECONDS; 7 days
   * in production, 10 minutes elsewhere), and what one 延长收货 adds (RECEIVE_EXTEND_SECONDS; 5 days, 5 minutes).
   * docs/operations.md, Automatic receipt.
   */
  autoReceiveSeconds: number
  receiveExtendSeconds: number
  /** Seconds a shopper has to send 退货退款 goods back once approved (docs/decisions/0022-returns.md). */
  returnShipSeconds: number
  tokenTtlSeconds: number
  /** Prometheus metrics (lib/metrics.ts): GET /metrics for a bearer of `token`, and/or their own port. Off when neither. */
  metrics: { token?: string; port?: number; host: string }
  /**
   * PENSION_ENABLED=0: the shopping half alone. The pension, bank and e-sign routes answer "not open", the theme
   * hides the pension entries, and production may start without real bank and e-sign providers.
   */
  pensionEnabled: boolean
  /** The keys of personal data at rest (field-crypto.ts); the development keys outside production when unset. */
  dataKeys: DataKeys
  /** Where uploaded files live (lib/storage.ts): DATA_DIR/uploads, or an S3-compatible bucket for several nodes. */
  uploads: UploadStoreSettings
  /**
   * ALIPAY_SELLER_ID (optional): the shop's Alipay account id (2088 + 12 digits). Set, an Alipay payment notification
   * whose seller_id is another account is refused (docs/deploy.md, Alipay).
   */
  alipaySellerId?: string
  /** The notice templates per event and platform, the SMS template, the sender's lease and backoff (config-notices.ts). */
  notices: NoticeSettings
  /** SENTRY_DSN: errors and request traces to a Sentry-compatible service (lib/sentry.ts); off when unset. */
  sentry: {
    dsn?: string
    environment: string
    release?: string
    /** TARO_APP_SENTRY_DSN, the DSN the H5 build sends to: its origin joins the content-security policy. */
    appDsn?: string
  }
}

export type UploadStoreSettings =
  | { store: 'local' }
  | {
      store: 's3'
      endpoint?: string
      bucket: string
      region: string
      accessKeyId: string
      secretAccessKey: string
      /** Path-style addresses (endpoint/bucket/key): MinIO and most self-hosted services; OSS and COS want false. */
      forcePathStyle: boolean
      /** Where shoppers load the files from (a public-read bucket or its CDN); unset, the server serves them. */
      publicBaseUrl?: string
      /** Key prefix inside the bucket, e.g. `uploads/`. */
      prefix: string
    }

/** Each provider's variable and the sandbox it defaults to (the only implementation in this build). */
export const PROVIDER_VARS: Record<ProviderKind, { name: string; sandbox: string }> = {
  sms: { name: 'SMS_PROVIDER', sandbox: 'console' },
  payment: { name: 'PAYMENT_PROVIDER', sandbox: 'sandbox' },
  bank: { name: 'BANK_PROVIDER', sandbox: 'sandbox' },
  esign: { name: 'ESIGN_PROVIDER', sandbox: 'sandbox' },
  express: { name: 'EXPRESS_PROVIDER', sandbox: 'sandbox' },
  oauth: { name: 'OAUTH_PROVIDER', sandbox: 'sandbox' }
}

/** The providers of a config that only pretend (codes in the log, payments nobody makes, banks that say yes). */
export const sandboxProviders = (config: Pick<Config, 'providers'>): ProviderKind[] =>
  (Object.keys(PROVIDER_VARS) as ProviderKind[]).filter((k) => config.providers[k] === PROVIDER_VARS[k].sandbox)

function trustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false' || value === '0') return false
  if (value === 'true') return true
  return /^\d+$/.test(value) ? Number(value) : value
}

function flashGroups(value: string | undefined, postgres: boolean): boolean {
  if (!value || value === 'auto') return postgres
  if (value === 'on' || value === 'off') return value === 'on'
  throw new ConfigError('FLASH_GROUPS must be auto, on or off')
}

const DAY = 24 * 3600

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = (
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development'
  ) as Config['env']
  const port = Number(env.PORT || 3000)
  const secret = (name: string, dev: string) => {
    const v = env[name]
    if (v) return v
    if (mode === 'production') throw new ConfigError(`${name} must be set in production`)
    return dev
  }
  const count = (name: string, fallback: number) => {
    const v = env[name] === undefined || env[name] === '' ? fallback : Number(env[name])
    if (!Number.isSafeInteger(v) || v < 0) throw new ConfigError(`${name} must be a whole number >= 0`)
    return v
  }
  const positive = (name: string, fallback: number) => {
    const v = count(name, fallback)
    if (v === 0) throw new ConfigError(`${name} must be a whole number > 0`)
    return v
  }
  // Off under NODE_ENV=test unless set: suites log in far more often than shoppers; the rate-limit suite sets them.
  const limit = (name: string, fallback: number) => count(name, mode === 'test' ? 0 : fallback)
  const providers = Object.fromEntries(
    Object.entries(PROVIDER_VARS).map(([k, v]) => [k, env[v.name] || v.sandbox])
  ) as Config['providers']
  const demoMode = env.DEMO_MODE === '1'
  const pensionEnabled = env.PENSION_ENABLED !== '0'
  // A forgotten PAYMENT_PROVIDER must not let anyone mark an order paid: production runs no sandbox by accident.
  // With the pension half switched off nothing reaches the bank or e-sign partner: their sandboxes are never used.
  const sandboxes = sandboxProviders({ providers }).filter((k) => pensionEnabled || (k !== 'bank' && k !== 'esign'))
  if (mode === 'production' && !demoMode && sandboxes.length) {
    const names = sandboxes.map((k) => PROVIDER_VARS[k].name).join(', ')
    throw new ConfigError(
      `production refuses sandbox providers: set ${names} to a real provider, or DEMO_MODE=1 to run a demo on the sandboxes` +
        (env.ALLOW_CONSOLE_SMS ? ' (ALLOW_CONSOLE_SMS is replaced by DEMO_MODE)' : '')
    )
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    env: mode,
    demoMode,
    serializationCheck: mode !== 'production' && env.SERIALIZATION_CHECK === '1',
    sandboxMerchant: (mode === 'development' || demoMode) && env.SANDBOX_MERCHANT !== '0',
    dataDir: path.resolve(ROOT, env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    h5Dir: path.resolve(ROOT, env.H5_DIR || 'dist/h5'),
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    imageBaseUrl: env.IMAGE_BASE_URL || undefined,
    trustProxy: trustProxy(env.TRUST_PROXY),
    ssoSecret: secret('SSO_SECRET', 'dev-sso-secret'),
    paymentSecret: secret('PAYMENT_SECRET', 'dev-payment-secret'),
    providers,
    rateLimit: {
      windowSeconds: Math.max(1, count('RATE_LIMIT_WINDOW_SECONDS', 60)),
      login: limit('RATE_LIMIT_LOGIN', 100),
      sms: limit('RATE_LIMIT_SMS', 50),
      order: limit('RATE_LIMIT_ORDER', 100),
      pay: limit('RATE_LIMIT_PAY', 100),
      parse: limit('RATE_LIMIT_PARSE', 30),
      support: limit('RATE_LIMIT_SUPPORT', 120)
    },
    orderPayMinutes: Number(env.ORDER_PAY_MINUTES || 30),
    flashGroups: flashGroups(env.FLASH_GROUPS, !!env.DATABASE_URL),
    afterSaleSeconds: Number(env.AFTER_SALE_SECONDS || (mode === 'production' ? 7 * 24 * 3600 : 60)),
    autoReceiveSeconds: positive('AUTO_RECEIVE_SECONDS', mode === 'production' ? 7 * DAY : 600),
    receiveExtendSeconds: positive('RECEIVE_EXTEND_SECONDS', mode === 'production' ? 5 * DAY : 300),
    returnShipSeconds: Number(env.RETURN_SHIP_SECONDS || 7 * 24 * 3600),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS || 30 * 24 * 3600),
    metrics: metricsSettings(env),
    pensionEnabled,
    uploads: uploadStoreSettings(env),
    alipaySellerId: alipaySellerId(env.ALIPAY_SELLER_ID),
    notices: notices(env),
    sentry: {
      dsn: env.SENTRY_DSN || undefined,
      environment: env.SENTRY_ENVIRONMENT || mode,
      release: env.SENTRY_RELEASE || undefined,
      appDsn: env.TARO_APP_SENTRY_DSN || undefined
    },
    dataKeys: dataKeys(env, mode)
  }
}

function notices(env: NodeJS.ProcessEnv) {
  try {
    return noticeSettings(env)
  } catch (err) {
    throw err instanceof NoticeConfigError ? new ConfigError(err.message) : err
  }
}

function alipaySellerId(v: string | undefined) {
  if (v && !/^2088\d{12}$/.test(v))
    throw new ConfigError('ALIPAY_SELLER_ID must be an Alipay account id: 2088 and 12 digits')
  return v || undefined
}

function metricsSettings(env: NodeJS.ProcessEnv): Config['metrics'] {
  const token = env.METRICS_TOKEN || undefined
  // A guessable token would publish the shop's traffic and health to anyone who tries it.
  if (token && token.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters')
  const port = env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536))
    throw new ConfigError('METRICS_PORT must be a port number')
  return { token, port, host: env.METRICS_HOST || '127.0.0.1' }
}

function dataKeys(env: NodeJS.ProcessEnv, mode: Config['env']): DataKeys {
  try {
    const keys = parseDataKeys(env, mode === 'production')
    // The encrypted columns read the keys from the process (field-crypto.ts): install them with the config.
    installDataKeys(keys)
    return keys
  } catch (err) {
    if (err instanceof DataKeyError) throw new ConfigError(err.message)
    throw err
  }
}

function uploadStoreSettings(env: NodeJS.ProcessEnv): UploadStoreSettings {
  const store = env.UPLOAD_STORE || 'local'
  if (store === 'local') return { store }
  if (store !== 's3') throw new ConfigError('UPLOAD_STORE must be local or s3')
  const need = (name: string) => {
    const v = env[name]
    if (!v) throw new ConfigError(`${name} must be set with UPLOAD_STORE=s3`)
    return v
  }
  const endpoint = env.S3_ENDPOINT || undefined
  if (endpoint && !/^https?:\/\//.test(endpoint))
    throw new ConfigError('S3_ENDPOINT must start with https:// or http://')
  const publicBaseUrl = env.S3_PUBLIC_BASE_URL ? env.S3_PUBLIC_BASE_URL.replace(/\/+$/, '') : undefined
  if (publicBaseUrl && !/^https?:\/\//.test(publicBaseUrl))
    throw new ConfigError('S3_PUBLIC_BASE_URL must start with https:// or http://')
  const prefix = env.S3_PREFIX ?? 'uploads/'
  return {
    store,
    endpoint,
    bucket: need('S3_BUCKET'),
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: need('S3_ACCESS_KEY_ID'),
    secretAccessKey: need('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    publicBaseUrl,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix
  }
}
