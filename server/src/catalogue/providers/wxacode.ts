import { fetchWithTimeout, GatewayError, withRetry, type RetryOptions } from '../../lib/gateway'
import { ShareCodeError, type AccessTokenSource, type MiniCodeImage, type MiniCodeRequest } from './share-code-types'

/**
 * WeChat's 小程序码 without a limit on count (wxacode.getUnlimited, docs/providers.md "Share codes"):
 * POST {apiBase}/wxa/getwxacodeunlimit?access_token=… with `{ scene, page, check_path, env_version, width }`. A
 * success is the image's bytes; a refusal is JSON `{ errcode, errmsg }` (with HTTP 200), so the answer is read by
 * what it is, not by its status.
 */
export interface WxacodeOptions {
  tokens: AccessTokenSource
  apiBase: string
  /** release (default), trial or develop: which version of the mini program the code opens. */
  envVersion: 'release' | 'trial' | 'develop'
  timeoutMs: number
  retry: RetryOptions
}

/** The token went stale on WeChat's side before its time: fetch a new one and try once more. */
const STALE_TOKEN = new Set([40001, 42001, 40014])

type Answer = { image: MiniCodeImage } | { errcode: number; errmsg: string }

const isPng = (b: Buffer) => b.length > 8 && b.readUInt32BE(0) === 0x89504e47
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff

function parseJson(bytes: Buffer): { errcode?: unknown; errmsg?: unknown } | null {
  try {
    const v: unknown = JSON.parse(bytes.toString('utf8'))
    return v && typeof v === 'object' ? (v as { errcode?: unknown; errmsg?: unknown }) : null
  } catch {
    return null
  }
}

export function createWxacode(opts: WxacodeOptions) {
  async function call(token: string, req: MiniCodeRequest): Promise<Answer> {
    const url = `${opts.apiBase}/wxa/getwxacodeunlimit?${new URLSearchParams({ access_token: token })}`
    const body = {
      scene: req.scene,
      page: req.page,
      // Only a released version can be checked for the page; trial and develop codes are made unchecked.
      check_path: opts.envVersion === 'release',
      env_version: opts.envVersion,
      width: 430
    }
    return withRetry<Answer>(async () => {
      const res = await fetchWithTimeout(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        opts.timeoutMs
      )
      if (res.status >= 500) throw new GatewayError(`wxacode: HTTP ${res.status}`, true)
      const bytes = Buffer.from(await res.arrayBuffer())
      if (isPng(bytes)) return { image: { data: bytes, mime: 'image/png' as const } }
      if (isJpeg(bytes)) return { image: { data: bytes, mime: 'image/jpeg' as const } }
      const json = parseJson(bytes)
      if (!json || typeof json.errcode !== 'number')
        throw new GatewayError(`wxacode: neither an image nor an error (HTTP ${res.status})`, false)
      // -1: "system busy", the documented answer to retry later.
      if (json.errcode === -1) throw new GatewayError('wxacode: busy', true)
      return { errcode: json.errcode, errmsg: String(json.errmsg ?? '') }
    }, opts.retry)
  }

  return async function miniCode(req: MiniCodeRequest): Promise<MiniCodeImage> {
    let token = await opts.tokens.get()
    let answer = await call(token, req)
    if ('errcode' in answer && STALE_TOKEN.has(answer.errcode)) {
      await opts.tokens.drop(token)
      token = await opts.tokens.get()
      answer = await call(token, req)
    }
    if ('image' in answer) return answer.image
    const what = `wxacode ${answer.errcode} ${answer.errmsg}`
    if (answer.errcode === 45009)
      throw new ShareCodeError('rate_limited', `${what}: the account's code quota is used up`)
    if (answer.errcode === 41030)
      throw new ShareCodeError(
        'invalid_page',
        `${what}: ${req.page} is not in the released mini program (publish it, or set WECHAT_CODE_ENV=trial)`
      )
    if (answer.errcode === 40169) throw new ShareCodeError('invalid_scene', `${what}: scene ${req.scene}`)
    throw new ShareCodeError('gateway', what)
  }
}
