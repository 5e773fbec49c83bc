import QRCode from 'qrcode'
import { ConfigError, type Config } from '../config'
import { gatewaySettings } from '../lib/gateway'
import { alipayMiniApp, sandboxOrLive } from '../lib/mini-platform'
import { createAlipayQrcode } from './providers/alipay-qrcode'
import {
  ShareCodeError,
  type AccessTokenSource,
  type MiniCodeImage,
  type MiniPlatform,
  type ShareCodeProvider
} from './providers/share-code-types'
import { createWxacode } from './providers/wxacode'

export { ShareCodeError } from './providers/share-code-types'
export type { AccessTokenSource, MiniPlatform, ShareCodeProvider } from './providers/share-code-types'

declare module '../lib/context' {
  /** This area's port to the outside world (lib/context.ts, Providers). */
  interface Providers {
    shareCode: ShareCodeProvider
  }
}

/** A QR code (PNG) of `text`: the H5 link's code, and what the sandbox draws in place of a mini-program code. */
export async function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width: 430, margin: 2, errorCorrectionLevel: 'M' })
}

/**
 * What the sandbox's code says: `mini://<platform>/<page>?scene=<scene, URI-encoded>`, the page and the scene a real
 * code would open, so a test (and a developer with a phone's scanner) reads the scene back from the picture.
 */
export const sandboxCodeText = (platform: MiniPlatform, page: string, scene: string) =>
  `mini://${platform}/${page}?scene=${encodeURIComponent(scene)}`

/** The sandbox: a plain QR code of the page and scene, for every platform; nothing leaves the machine. */
export function createSandboxShareCode(): ShareCodeProvider {
  return {
    name: 'sandbox',
    owner: (platform) => `sandbox-${platform}`,
    async miniCode(platform, req): Promise<MiniCodeImage> {
      if (req.scene.length > 32) throw new ShareCodeError('invalid_scene', `scene longer than 32: ${req.scene}`)
      return { data: await qrPng(sandboxCodeText(platform, req.page, req.scene)), mime: 'image/png' }
    }
  }
}

/**
 * The real code makers: WeChat when the mini program's token source is given (WECHAT_MINI_APPID and its secret, the
 * login's access_token row), Alipay when ALIPAY_MINI_APPID (or ALIPAY_APPID) and its keys are set. A platform left
 * unconfigured refuses its codes with a clear reason; the H5 QR code needs neither.
 */
export function createLiveShareCode(
  deps: { wechatTokens?: AccessTokenSource | null },
  env: NodeJS.ProcessEnv = process.env
): ShareCodeProvider {
  const { retry, timeoutMs } = gatewaySettings(env)
  const envVersion = env.WECHAT_CODE_ENV || 'release'
  if (!['release', 'trial', 'develop'].includes(envVersion))
    throw new ConfigError(`WECHAT_CODE_ENV=${envVersion}: use release, trial or develop`)
  const wechat = deps.wechatTokens
    ? createWxacode({
        tokens: deps.wechatTokens,
        apiBase: env.WECHAT_API_BASE || 'https://api.weixin.qq.com',
        envVersion: envVersion as 'release' | 'trial' | 'develop',
        timeoutMs,
        retry
      })
    : null
  const app = alipayMiniApp(env)
  const alipay = app ? createAlipayQrcode({ ...app, timeoutMs, retry }) : null
  return {
    name: [wechat && 'wechat', alipay && 'alipay'].filter(Boolean).join('+') || 'none',
    owner: (platform) => (platform === 'weapp' ? (deps.wechatTokens?.appid ?? null) : (app?.appId ?? null)),
    async miniCode(platform, req) {
      const make = platform === 'weapp' ? wechat : alipay
      if (!make)
        throw new ShareCodeError(
          'unconfigured',
          platform === 'weapp' ? 'WECHAT_MINI_APPID is not configured' : 'ALIPAY_MINI_APPID is not configured'
        )
      return make(req)
    }
  }
}

/**
 * `wechatTokens` is read only for the live provider (it needs the database and the mini program's secret).
 * SHARE_CODE_PROVIDER: `sandbox` or `live`, chosen as every mini-platform service chooses (lib/mini-platform.ts).
 */
export function createShareCodeProvider(
  config: Config,
  deps: { wechatTokens?: () => AccessTokenSource | null } = {},
  env: NodeJS.ProcessEnv = process.env
): ShareCodeProvider {
  if (sandboxOrLive(config, 'SHARE_CODE_PROVIDER', env) === 'sandbox') return createSandboxShareCode()
  return createLiveShareCode({ wechatTokens: deps.wechatTokens?.() ?? null }, env)
}
