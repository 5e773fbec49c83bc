import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import {
  DataKeyError,
  decryptField,
  encryptField,
  hashField,
  keyIdOf,
  parseDataKeys
} from '../../server/src/field-crypto'
import { ConfigError, loadConfig } from '../../server/src/config'

// The cipher of personal data at rest (docs/decisions/0018-personal-data-at-rest.md).

const key = () => crypto.randomBytes(32).toString('base64')
const hashKey = key()

describe('field cipher', () => {
  const one = parseDataKeys({ DATA_KEYS: `k1:${key()}`, DATA_HASH_KEY: hashKey }, true)

  it('round-trips, never shows the plain text, and differs each time', () => {
    const a = encryptField('440305198706153727', 'users.id_no', one)
    const b = encryptField('440305198706153727', 'users.id_no', one)
    assert.notEqual(a, b, 'a random IV per value')
    assert.ok(!a.includes('440305') && a.startsWith('v1.k1.'))
    assert.equal(keyIdOf(a), 'k1')
    assert.equal(decryptField(a, 'users.id_no', one), '440305198706153727')
    assert.equal(decryptField(encryptField('张三', 'users.name', one), 'users.name', one), '张三')
  })

  it('refuses a tampered value, another column’s value and an unknown key id', () => {
    const stored = encryptField('6222980000000012', 'pension_accounts.card_no', one)
    const [v, id, data] = stored.split('.')
    const body = Buffer.from(data, 'base64url')
    body[14] ^= 1
    assert.throws(() => decryptField(`${v}.${id}.${body.toString('base64url')}`, 'pension_accounts.card_no', one), {
      message: /refused/
    })
    assert.throws(() => decryptField(stored, 'bank_openings.card_no', one), DataKeyError, 'bound to its column')
    assert.throws(() => decryptField(`${v}.k9.${data}`, 'pension_accounts.card_no', one), {
      message: /key k9 is not in DATA_KEYS/
    })
    assert.throws(() => decryptField('6222980000000012', 'pension_accounts.card_no', one), /not an encrypted value/)
  })

  it('rotates: a new current key encrypts, the old one still decrypts, and without it old values are refused', () => {
    const k1 = key()
    const old = parseDataKeys({ DATA_KEYS: `k1:${k1}`, DATA_HASH_KEY: hashKey }, true)
    const stored = encryptField('6217000000000000019', 'pension_withdrawals.card_no', old)
    const rotated = parseDataKeys(
      { DATA_KEYS: `k1:${k1},k2:${key()}`, DATA_KEY_ID: 'k2', DATA_HASH_KEY: hashKey },
      true
    )
    assert.equal(decryptField(stored, 'pension_withdrawals.card_no', rotated), '6217000000000000019')
    const rewritten = encryptField('6217000000000000019', 'pension_withdrawals.card_no', rotated)
    assert.equal(keyIdOf(rewritten), 'k2')
    const retired = parseDataKeys({ DATA_KEYS: `k2:${key()}`, DATA_HASH_KEY: hashKey }, true)
    assert.throws(() => decryptField(stored, 'pension_withdrawals.card_no', retired), /key k1/)
    // The lookup hash depends only on DATA_HASH_KEY: rotating the data keys keeps every hash.
    assert.equal(hashField('X', 'id_no', old), hashField('X', 'id_no', rotated))
    assert.notEqual(hashField('X', 'id_no', old), hashField('X', 'card_no', old), 'the purpose is bound in')
  })

  it('reads keys strictly: production needs them, sizes and ids are checked', () => {
    assert.throws(() => parseDataKeys({}, true), /DATA_KEYS, DATA_KEY_ID and DATA_HASH_KEY must be set in production/)
    assert.equal(parseDataKeys({}, false).dev, true, 'development keys outside production')
    assert.throws(
      () => parseDataKeys({ DATA_KEYS: `k1:${crypto.randomBytes(16).toString('base64')}` }, true),
      /32 bytes/
    )
    assert.throws(() => parseDataKeys({ DATA_KEYS: `k1:${key()}` }, true), /DATA_HASH_KEY must be set/)
    const two = { DATA_KEYS: `a:${key()},b:${key()}`, DATA_HASH_KEY: hashKey }
    assert.throws(() => parseDataKeys(two, true), /DATA_KEY_ID must name/)
    assert.throws(() => parseDataKeys({ ...two, DATA_KEY_ID: 'c' }, true), /DATA_KEY_ID c is not in DATA_KEYS/)
    const hex = crypto.randomBytes(32).toString('hex')
    assert.equal(
      parseDataKeys({ DATA_KEYS: `h:${hex}`, DATA_HASH_KEY: hashKey }, true)
        .keys.get('h')!
        .toString('hex'),
      hex
    )
    assert.throws(() => parseDataKeys({ DATA_KEYS: `h:${hex}`, DATA_HASH_KEY: hex }, true), /must differ/)
  })

  it('production refuses to start without the keys (one line naming them)', () => {
    const env = { NODE_ENV: 'production', SSO_SECRET: 's', PAYMENT_SECRET: 'p', DEMO_MODE: '1' }
    assert.throws(
      () => loadConfig(env),
      (err: Error) => err instanceof ConfigError && /DATA_KEYS/.test(err.message)
    )
    const ok = loadConfig({ ...env, DATA_KEYS: `k1:${key()}`, DATA_HASH_KEY: hashKey })
    assert.equal(ok.dataKeys.current, 'k1')
    // Back to the test keys the other suites of this process use.
    loadConfig({ NODE_ENV: 'test' })
  })
})
