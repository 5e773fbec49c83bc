import { ConfigError, type Config } from '../config'
import { envSecret } from './gateway'

/**
 * What the mini-program platform services share (subscription messages, share codes): which of sandbox or live a
 * `<NAME>_PROVIDER` variable chooses, and the Alipay mini program's credentials.
 */

/**
 * `<name>`: `sandbox` (the default outside production, and in a DEMO_MODE production) or `live` (production's
 * default). Production refuses the sandbox unless DEMO_MODE=1, as it does every other sandbox.
 */
export function sandboxOrLive(config: Config, name: string, env: NodeJS.ProcessEnv): 'sandbox' | 'live' {
  const chosen = env[name] || (config.env === 'production' && !config.demoMode ? 'live' : 'sandbox')
  if (chosen === 'sandbox') {
    if (config.env === 'production' && !config.demoMode)
      throw new ConfigError(`production refuses ${name}=sandbox: use live, or DEMO_MODE=1 for a demo`)
    return 'sandbox'
  }
  if (chosen !== 'live') throw new ConfigError(`${name}=${chosen}: use live or sandbox`)
  return 'live'
}

export interface AlipayMiniApp {
  appId: string
  privateKey: string
  alipayPublicKey: string
  /** The gateway's address when not Alipay's own (a local fake in tests). */
  gateway?: string
}

/** The Alipay mini program when ALIPAY_MINI_APPID (or ALIPAY_APPID) and both keys are set; otherwise null. */
export function alipayMiniApp(env: NodeJS.ProcessEnv): AlipayMiniApp | null {
  const appId = env.ALIPAY_MINI_APPID || env.ALIPAY_APPID || ''
  const keys =
    (env.ALIPAY_PRIVATE_KEY || env.ALIPAY_PRIVATE_KEY_FILE) && (env.ALIPAY_PUBLIC_KEY || env.ALIPAY_PUBLIC_KEY_FILE)
  if (!appId || !keys) return null
  return {
    appId,
    privateKey: envSecret(env, 'ALIPAY_PRIVATE_KEY'),
    alipayPublicKey: envSecret(env, 'ALIPAY_PUBLIC_KEY'),
    gateway: env.ALIPAY_GATEWAY || undefined
  }
}
