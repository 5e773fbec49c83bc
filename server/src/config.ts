import path from 'node:path'

/** Everything the server reads from the environment, read once. Secrets never have defaults in production. */
export interface Config {
  port: number
  host: string
  env: 'development' | 'production' | 'test'
  dataDir: string
  databaseUrl?: string
  h5Dir: string
  /** Public origin the sandbox providers redirect back to (bridge pages, callbacks). */
  publicUrl: string
  ssoSecret: string
  paymentSecret: string
  providers: { sms: string; payment: string; bank: string; esign: string; express: string; oauth: string }
  /** Minutes an unpaid order stays open. */
  orderPayMinutes: number
  /** Seconds after receipt before cashback settles (after-sale window). */
  afterSaleSeconds: number
  tokenTtlSeconds: number
}

const root = path.resolve(__dirname, '../..')

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = (
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development'
  ) as Config['env']
  const port = Number(env.PORT || 3000)
  // The console SMS provider writes login codes to the log: never acceptable in production.
  if (mode === 'production' && (env.SMS_PROVIDER || 'console') === 'console' && env.ALLOW_CONSOLE_SMS !== '1') {
    throw new Error('SMS_PROVIDER must name a real SMS gateway in production (set ALLOW_CONSOLE_SMS=1 for a demo)')
  }
  const secret = (name: string, dev: string) => {
    const v = env[name]
    if (v) return v
    if (mode === 'production') throw new Error(`${name} must be set in production`)
    return dev
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    env: mode,
    dataDir: path.resolve(root, env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    h5Dir: path.resolve(root, env.H5_DIR || 'dist/h5'),
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    ssoSecret: secret('SSO_SECRET', 'dev-sso-secret'),
    paymentSecret: secret('PAYMENT_SECRET', 'dev-payment-secret'),
    providers: {
      sms: env.SMS_PROVIDER || 'console',
      payment: env.PAYMENT_PROVIDER || 'sandbox',
      bank: env.BANK_PROVIDER || 'sandbox',
      esign: env.ESIGN_PROVIDER || 'sandbox',
      express: env.EXPRESS_PROVIDER || 'sandbox',
      oauth: env.OAUTH_PROVIDER || 'sandbox'
    },
    orderPayMinutes: Number(env.ORDER_PAY_MINUTES || 30),
    afterSaleSeconds: Number(env.AFTER_SALE_SECONDS || (mode === 'production' ? 7 * 24 * 3600 : 60)),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS || 30 * 24 * 3600)
  }
}
