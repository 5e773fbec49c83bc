/**
 * The mini-program code makers behind 分享海报 (docs/providers.md, "Share codes"): WeChat's wxacode.getUnlimited and
 * Alipay's alipay.open.app.qrcode.create. The H5 QR code is made here with the `qrcode` library (no outside
 * service), so only the two mini programs are providers.
 */
export type MiniPlatform = 'weapp' | 'alipay'

export interface MiniCodeRequest {
  /** The page the code opens, without a leading slash (pages/goods-info/index). */
  page: string
  /** What the page receives: WeChat's `scene` (≤ 32 visible characters), Alipay's `query_param` scene=…. */
  scene: string
}

export interface MiniCodeImage {
  data: Buffer
  mime: 'image/png' | 'image/jpeg'
}

export interface ShareCodeProvider {
  name: string
  /** Who the codes are made for (the mini program's app id): part of the cache key, another app's code differs. */
  owner(platform: MiniPlatform): string | null
  /** The image of a code that opens `page` with `scene` in the platform's mini program. */
  miniCode(platform: MiniPlatform, req: MiniCodeRequest): Promise<MiniCodeImage>
}

/**
 * Why a code could not be made: `unconfigured` (no app for the platform), `rate_limited` (WeChat 45009: the
 * account's daily or per-minute quota), `invalid_page` (WeChat 41030: the page is not in the published version),
 * `invalid_scene`, `gateway` (down after the retries, or an answer we cannot read).
 */
export class ShareCodeError extends Error {
  constructor(
    readonly reason: 'unconfigured' | 'rate_limited' | 'invalid_page' | 'invalid_scene' | 'gateway',
    message: string
  ) {
    super(message)
  }
}

/**
 * The mini program's access_token as another area keeps it (lib/platform-token.ts, one row per app in
 * platform_tokens): `get` answers the current one, fetching under the advisory lock when due; `drop` forgets one
 * WeChat said is no longer good. providers.ts hands it in, so this area imports no other.
 */
export interface AccessTokenSource {
  appid: string
  get(): Promise<string>
  drop(token: string): Promise<void>
}
