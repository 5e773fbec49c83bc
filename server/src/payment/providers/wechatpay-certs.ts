import crypto from 'node:crypto'
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin'
import { GatewayError, withRetry, type RetryOptions } from '../../lib/gateway'

/*
 * WeChat Pay platform certificates (docs/providers.md): the certificate mode beside the 微信支付公钥 mode. WeChat
 * signs answers and notifications with a platform certificate named by `Wechatpay-Serial`; `GET /v3/certificates`
 * lists the valid ones, each encrypted with the APIv3 key (AEAD_AES_256_GCM, associated data `certificate`). During a
 * rotation it lists the old and the new one, so both verify until the old one expires. The list is kept in the
 * database (platform_tokens, like WeChat's access tokens): one node downloads it under a lock, every 12 hours or
 * before the soonest certificate expires; a notification under a serial we do not know triggers one download.
 */

export interface PlatformCert {
  serial: string
  pem: string
  /** Unix ms. */
  expiresAt: number
}

/** The database cache the platform tokens use (lib/platform-token.ts). */
export interface CertCache {
  get(name: string, fetchNew: () => Promise<{ value: string; expiresInSeconds: number }>): Promise<string>
  drop(name: string, value: string): Promise<void>
}

const REFRESH_SECONDS = 12 * 3600
/** An unknown serial downloads the list at most this often per node (a flood of forged serials costs one call). */
const UNKNOWN_SERIAL_PAUSE_MS = 60_000

export function platformCertificates(opts: {
  mchid: string
  serial: string
  privateKey: crypto.KeyObject
  apiV3Key: string
  baseUrl: string
  cache: CertCache
  timeoutMs: number
  retry: RetryOptions
  /** How often an unknown serial may download the list again on this node (default a minute). */
  refreshPauseMs?: number
}) {
  const name = `wxpay_certs:${opts.mchid}`
  let lastForced = 0

  /** The documented download: a signed GET, each certificate decrypted, the answer verified by one of them. */
  async function download(): Promise<PlatformCert[]> {
    const url = '/v3/certificates'
    const ts = Formatter.timestamp()
    const nonce = Formatter.nonce()
    const signature = Rsa.sign(Formatter.request('GET', url, ts, nonce), opts.privateKey)
    const res = await withRetry(async () => {
      let r: Response
      try {
        r = await fetch(new URL(url, opts.baseUrl), {
          headers: {
            Accept: 'application/json',
            Authorization: Formatter.authorization(opts.mchid, nonce, signature, ts, opts.serial)
          },
          signal: AbortSignal.timeout(opts.timeoutMs)
        })
      } catch (err) {
        throw new GatewayError(`wechatpay certificates: ${(err as Error).message}`, true)
      }
      if (r.status >= 500) throw new GatewayError(`wechatpay certificates: ${r.status}`, true)
      if (r.status !== 200) throw new GatewayError(`wechatpay certificates: ${r.status}`, false)
      return { body: await r.text(), headers: r.headers }
    }, opts.retry)
    const data = JSON.parse(res.body) as {
      data?: Array<{
        serial_no: string
        expire_time: string
        encrypt_certificate: { nonce: string; associated_data?: string; ciphertext: string }
      }>
    }
    const certs = (data.data ?? []).map((c) => {
      const e = c.encrypt_certificate
      const pem = Aes.AesGcm.decrypt(e.ciphertext, opts.apiV3Key, e.nonce, e.associated_data ?? '')
      const x509 = new crypto.X509Certificate(pem)
      // The serial WeChat names must be the certificate's own.
      if (x509.serialNumber.toUpperCase() !== c.serial_no.toUpperCase())
        throw new GatewayError('wechatpay certificates: serial does not match the certificate', false)
      return { serial: c.serial_no, pem, expiresAt: Math.min(Date.parse(c.expire_time), Date.parse(x509.validTo)) }
    })
    // The answer itself is signed with one of the certificates it carries (as WeChat's own download tool checks).
    const h = (k: string) => res.headers.get(k) ?? ''
    const signer = certs.find((c) => c.serial === h('Wechatpay-Serial'))
    const verified =
      signer &&
      Rsa.verify(
        Formatter.response(h('Wechatpay-Timestamp'), h('Wechatpay-Nonce'), res.body),
        h('Wechatpay-Signature'),
        crypto.createPublicKey(signer.pem)
      )
    if (!verified) throw new GatewayError('wechatpay certificates: answer not signed by a listed certificate', false)
    return certs.filter((c) => c.expiresAt > Date.now())
  }

  async function list(): Promise<{ raw: string; certs: PlatformCert[] }> {
    const raw = await opts.cache.get(name, async () => {
      const certs = await download()
      const soonest = Math.min(...certs.map((c) => c.expiresAt), Date.now() + REFRESH_SECONDS * 1000)
      // Renewed 12 hours on, or before the soonest certificate ends (the cache renews a few minutes early).
      return { value: JSON.stringify(certs), expiresInSeconds: Math.max(60, Math.floor((soonest - Date.now()) / 1000)) }
    })
    return { raw, certs: JSON.parse(raw) as PlatformCert[] }
  }

  /** Downloads the list again now, unless this node did so within the pause; true when it did. */
  async function refresh(raw?: string): Promise<boolean> {
    if (lastForced && Date.now() - lastForced < (opts.refreshPauseMs ?? UNKNOWN_SERIAL_PAUSE_MS)) return false
    lastForced = Date.now()
    await opts.cache.drop(name, raw ?? (await list()).raw)
    await list()
    return true
  }

  return {
    refresh,
    /** The public key of a platform certificate still valid now; an unknown serial downloads the list once. */
    async key(serial: string): Promise<crypto.KeyObject | null> {
      const valid = (certs: PlatformCert[]) => certs.find((c) => c.serial === serial && c.expiresAt > Date.now())
      const first = await list()
      let cert = valid(first.certs)
      if (!cert && (await refresh(first.raw))) cert = valid((await list()).certs)
      return cert ? crypto.createPublicKey(cert.pem) : null
    },
    /** Every valid certificate's key by serial: what the API client checks answers with. */
    async keys(): Promise<Record<string, crypto.KeyObject>> {
      const { certs } = await list()
      return Object.fromEntries(
        certs.filter((c) => c.expiresAt > Date.now()).map((c) => [c.serial, crypto.createPublicKey(c.pem)])
      )
    }
  }
}

export type PlatformCertificates = ReturnType<typeof platformCertificates>
