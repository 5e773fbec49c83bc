import crypto from 'node:crypto'

/*
 * Personal data at rest (docs/decisions/0018-personal-data-at-rest.md). Identity, card and account numbers and names
 * on identity checks are stored as `v1.<key id>.<base64url(iv | ciphertext | tag)>`: AES-256-GCM with a 12-byte
 * random IV and the column's name as additional data, so a value copied into another column does not decrypt. The
 * key id travels with each value, so keys rotate: every key in DATA_KEYS decrypts, only DATA_KEY_ID encrypts, a
 * write re-encrypts with the current key, and `npm run db:rewrap` rewrites the rest. Where the code must find or
 * compare a value (an id number verified on another account) a keyed hash (HMAC-SHA256 with DATA_HASH_KEY, its own
 * key) is stored beside it.
 */

export interface DataKeys {
  /** key id -> 32-byte AES key; every one decrypts. */
  keys: Map<string, Buffer>
  /** The key new values are encrypted with. */
  current: string
  /** The HMAC key of the lookup hashes. */
  hashKey: Buffer
  /** The public development keys (no DATA_KEYS set outside production): never for real data. */
  dev: boolean
}

export class DataKeyError extends Error {}

const VERSION = 'v1'
const KEY_ID = /^[A-Za-z0-9_-]{1,16}$/

/** 32 bytes from base64 (standard or url) or 64 hex characters. */
function keyBytes(text: string, what: string, min = 32, exact = true): Buffer {
  const t = text.trim()
  const buf = /^[0-9a-fA-F]+$/.test(t) && t.length % 2 === 0 ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64')
  if (exact ? buf.length !== min : buf.length < min) {
    throw new DataKeyError(`${what} must be ${exact ? '' : 'at least '}${min} bytes (base64 or hex)`)
  }
  return buf
}

const devKey = (label: string) => crypto.createHash('sha256').update(`mili-mall development ${label}`).digest()

/** The development keys: public, derived from a label, so every node and restart of a development database agrees. */
export const developmentKeys = (): DataKeys => ({
  keys: new Map([['dev', devKey('data key')]]),
  current: 'dev',
  hashKey: devKey('hash key'),
  dev: true
})

/**
 * DATA_KEYS (`id:key,id:key`), DATA_KEY_ID (the current id; may be left out with one key) and DATA_HASH_KEY. Outside
 * production, unset, the development keys: derived from a public label, the same on every node and restart.
 */
export function parseDataKeys(env: NodeJS.ProcessEnv, production: boolean): DataKeys {
  if (!env.DATA_KEYS) {
    if (production) throw new DataKeyError('DATA_KEYS, DATA_KEY_ID and DATA_HASH_KEY must be set in production')
    return developmentKeys()
  }
  const keys = new Map<string, Buffer>()
  for (const part of env.DATA_KEYS.split(',').filter((p) => p.trim())) {
    const at = part.indexOf(':')
    const id = part.slice(0, at).trim()
    if (at < 1 || !KEY_ID.test(id)) throw new DataKeyError('DATA_KEYS must be id:key pairs (id: letters, digits, _ -)')
    if (keys.has(id)) throw new DataKeyError(`DATA_KEYS names key ${id} twice`)
    keys.set(id, keyBytes(part.slice(at + 1), `DATA_KEYS key ${id}`))
  }
  const current = env.DATA_KEY_ID || (keys.size === 1 ? [...keys.keys()][0] : '')
  if (!current) throw new DataKeyError('DATA_KEY_ID must name the current key when DATA_KEYS holds several')
  if (!keys.has(current)) throw new DataKeyError(`DATA_KEY_ID ${current} is not in DATA_KEYS`)
  if (!env.DATA_HASH_KEY) throw new DataKeyError('DATA_HASH_KEY must be set with DATA_KEYS')
  const hashKey = keyBytes(env.DATA_HASH_KEY, 'DATA_HASH_KEY', 32, false)
  if ([...keys.values()].some((k) => k.equals(hashKey)))
    throw new DataKeyError('DATA_HASH_KEY must differ from DATA_KEYS')
  return { keys, current, hashKey, dev: false }
}

// The keys live in the process, not in Ctx: the schema's encrypted columns encrypt and decrypt inside Drizzle's
// mapping, where no context reaches. loadConfig installs them; every config of one process carries the same keys.
let active: DataKeys | null = null

export function installDataKeys(keys: DataKeys) {
  active = keys
}

function keyring(): DataKeys {
  if (!active) throw new DataKeyError('data keys are not loaded (loadConfig installs them)')
  return active
}

/** Encrypts with the current key; `column` (e.g. `users.id_no`) is bound as additional data. */
export function encryptField(plain: string, column: string, keys: DataKeys = keyring()): string {
  const key = keys.keys.get(keys.current)!
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(column))
  const body = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return `${VERSION}.${keys.current}.${body.toString('base64url')}`
}

/** The key id a stored value was encrypted with (null for a value that is not ours). */
export function keyIdOf(stored: string): string | null {
  const [v, id] = stored.split('.', 3)
  return v === VERSION && id ? id : null
}

/** Decrypts a stored value; a tampered value, another column's value or an unknown key id is refused. */
export function decryptField(stored: string, column: string, keys: DataKeys = keyring()): string {
  const [v, id, data] = stored.split('.')
  if (v !== VERSION || !id || !data) throw new DataKeyError(`${column}: not an encrypted value`)
  const key = keys.keys.get(id)
  if (!key) throw new DataKeyError(`${column}: key ${id} is not in DATA_KEYS`)
  const body = Buffer.from(data, 'base64url')
  if (body.length < 28) throw new DataKeyError(`${column}: encrypted value too short`)
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, body.subarray(0, 12))
  decipher.setAAD(Buffer.from(column))
  decipher.setAuthTag(body.subarray(body.length - 16))
  try {
    return Buffer.concat([decipher.update(body.subarray(12, body.length - 16)), decipher.final()]).toString('utf8')
  } catch {
    throw new DataKeyError(`${column}: encrypted value refused (tampered, or another column's)`)
  }
}

/** The lookup hash of a value: hex HMAC-SHA256 under DATA_HASH_KEY, with the purpose bound in. */
export function hashField(value: string, purpose: string, keys: DataKeys = keyring()): string {
  return crypto.createHmac('sha256', keys.hashKey).update(`${purpose}\n${value}`).digest('hex')
}

/** An encrypted JSON value (the sandbox bank's and e-sign's records). */
export const sealJson = (value: unknown, context: string) => ({ sealed: encryptField(JSON.stringify(value), context) })
export const openJson = <T>(stored: unknown, context: string): T | undefined => {
  if (stored && typeof stored === 'object' && 'sealed' in stored) {
    return JSON.parse(decryptField(String((stored as { sealed: string }).sealed), context)) as T
  }
  return stored as T | undefined
}

/** What the logger censors at the top of a logged object or one level down (`{ result: { idNo } }`). */
const PERSONAL_KEYS = ['idNo', 'id_no', 'cardNo', 'card_no', 'accountNo', 'account_no', 'prePhone', 'phone']
export const REDACTED_LOG_PATHS = [
  ...PERSONAL_KEYS,
  ...PERSONAL_KEYS.map((k) => `*.${k}`),
  ...['body', 'params'].flatMap((o) => PERSONAL_KEYS.map((k) => `req.${o}.${k}`))
]
