import crypto from 'node:crypto'
import { ConfigError } from '../config'

/**
 * The one reader of the Alipay keys, used by every Alipay call (payment, mini-program login, phone login).
 *
 * docs/deploy.md promises the app private key in any form Alipay's key tool writes: PKCS#1 or PKCS#8, PEM or bare
 * base64 (one line or wrapped). alipay-sdk only takes a `keyType` and rebuilds the PEM around the text between the
 * markers, so guessing the type from a marker sent a bare PKCS#1 key in as PKCS#8 and every signature failed
 * (errno 1500 at /alipay/mplogin). Here the key is parsed by node:crypto whatever its form and handed on as PKCS#8
 * PEM, the one form the SDK reads unambiguously; a key that cannot be read stops the server at start, naming the
 * setting, instead of failing each shopper's request.
 */

/** The DER bytes of a bare base64 key, or null when the text is not base64. */
function bareDer(text: string): Buffer | null {
  const b64 = text.replace(/\s+/g, '')
  if (!b64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return null
  return Buffer.from(b64, 'base64')
}

/** Environment files often carry the PEM's line breaks as the two characters `\n`. */
const unescape = (text: string) => text.replace(/\\n/g, '\n').trim()

function parsePrivate(text: string): crypto.KeyObject {
  if (text.includes('-----BEGIN')) return crypto.createPrivateKey({ key: text, format: 'pem' })
  const der = bareDer(text)
  if (!der) throw new Error('not base64')
  try {
    return crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
  } catch {
    return crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs1' })
  }
}

function parsePublic(text: string): crypto.KeyObject {
  if (text.includes('-----BEGIN')) return crypto.createPublicKey({ key: text, format: 'pem' })
  const der = bareDer(text)
  if (!der) throw new Error('not base64')
  try {
    return crypto.createPublicKey({ key: der, format: 'der', type: 'spki' })
  } catch {
    return crypto.createPublicKey({ key: der, format: 'der', type: 'pkcs1' })
  }
}

/** The app private key as PKCS#8 PEM (no trailing newline: the SDK would keep an empty line); RSA only (RSA2). */
export function readAlipayPrivateKey(text: string, setting = 'ALIPAY_PRIVATE_KEY'): string {
  let key: crypto.KeyObject
  try {
    key = parsePrivate(unescape(text))
  } catch {
    throw new ConfigError(`${setting}: not a readable private key (PKCS#1 or PKCS#8, PEM or bare base64, unencrypted)`)
  }
  if (key.asymmetricKeyType !== 'rsa') throw new ConfigError(`${setting}: Alipay's RSA2 signs with an RSA key`)
  return key.export({ type: 'pkcs8', format: 'pem' }).toString().trim()
}

/** Alipay's public key (支付宝公钥: bare base64 SPKI as the console shows it, or PEM) as SPKI PEM. */
export function readAlipayPublicKey(text: string, setting = 'ALIPAY_PUBLIC_KEY'): string {
  let key: crypto.KeyObject
  try {
    key = parsePublic(unescape(text))
  } catch {
    throw new ConfigError(`${setting}: not a readable public key (支付宝公钥, PEM or bare base64)`)
  }
  if (key.asymmetricKeyType !== 'rsa') throw new ConfigError(`${setting}: Alipay's RSA2 checks with an RSA key`)
  return key.export({ type: 'spki', format: 'pem' }).toString().trim()
}

/** The key options of an `AlipaySdk`: both keys read above, and the private key's type stated, never guessed. */
export function alipaySdkKeys(opts: { privateKey: string; alipayPublicKey: string }) {
  return {
    privateKey: readAlipayPrivateKey(opts.privateKey),
    alipayPublicKey: readAlipayPublicKey(opts.alipayPublicKey),
    keyType: 'PKCS8' as const
  }
}
