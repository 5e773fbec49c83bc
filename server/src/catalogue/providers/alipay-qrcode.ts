import { AlipaySdk } from 'alipay-sdk'
import { alipaySdkKeys } from '../../lib/alipay-key'
import { withBeijingTimestamp } from '../../lib/alipay-time'
import { fetchWithTimeout, GatewayError, withRetry, type RetryOptions } from '../../lib/gateway'
import { ShareCodeError, type MiniCodeImage, type MiniCodeRequest } from './share-code-types'

/**
 * Alipay's 小程序二维码 (alipay.open.app.qrcode.create, official alipay-sdk with the one key reader lib/alipay-key.ts):
 * `url_param` the page, `query_param` the launch query (`scene=…`, read in the launch options when the code is
 * opened), `describe` a note for the console. Alipay answers the address of the image (`qr_code_url`), which is
 * downloaded once here and kept by the caller, so a shopper's poster never depends on Alipay's address staying up.
 */
export function createAlipayQrcode(opts: {
  appId: string
  privateKey: string
  alipayPublicKey: string
  gateway?: string
  timeoutMs: number
  retry: RetryOptions
}) {
  const sdk = new AlipaySdk({
    appId: opts.appId,
    ...alipaySdkKeys(opts),
    gateway: opts.gateway || 'https://openapi.alipay.com/gateway.do',
    timeout: opts.timeoutMs
  })
  return async function miniCode(req: MiniCodeRequest): Promise<MiniCodeImage> {
    const res = await withRetry(async () => {
      try {
        return (await sdk.exec(
          'alipay.open.app.qrcode.create',
          withBeijingTimestamp({
            bizContent: {
              urlParam: req.page,
              queryParam: `scene=${encodeURIComponent(req.scene)}`,
              describe: '分享海报'
            }
          }),
          { validateSign: true }
        )) as Record<string, unknown>
      } catch (err) {
        const msg = (err as Error).message ?? ''
        throw new GatewayError(
          `alipay qrcode: ${msg.slice(0, 200)}`,
          /HttpClient Request error|status: 5\d\d/.test(msg)
        )
      }
    }, opts.retry)
    if (res.code !== '10000' || typeof res.qrCodeUrl !== 'string')
      throw new ShareCodeError(
        'gateway',
        `alipay qrcode: ${String(res.subCode ?? res.code)} ${String(res.subMsg ?? '')}`
      )
    const url = res.qrCodeUrl
    const image = await withRetry(async () => {
      const got = await fetchWithTimeout(url, { method: 'GET' }, opts.timeoutMs)
      if (got.status >= 500) throw new GatewayError(`alipay qrcode image: HTTP ${got.status}`, true)
      if (got.status !== 200) throw new GatewayError(`alipay qrcode image: HTTP ${got.status}`, false)
      return Buffer.from(await got.arrayBuffer())
    }, opts.retry)
    if (image.length > 8 && image.readUInt32BE(0) === 0x89504e47) return { data: image, mime: 'image/png' }
    if (image.length > 3 && image[0] === 0xff && image[1] === 0xd8) return { data: image, mime: 'image/jpeg' }
    throw new ShareCodeError('gateway', 'alipay qrcode: the address did not answer an image')
  }
}
