import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * WeChat Pay platform certificates for the fake gateway's certificate mode: X.509 certificates made here with
 * Debian's openssl (Node cannot issue one), listed by `GET /v3/certificates` as WeChat documents it (each encrypted
 * with the APIv3 key, AEAD_AES_256_GCM, associated data `certificate`).
 */
export interface FakePlatformCert {
  serial: string
  pem: string
  privateKey: crypto.KeyObject
  effective: Date
  expires: Date
}

/** A self-signed platform certificate valid for `days` (its serial in upper-case hex, as WeChat names them). */
export function platformCert(days: number): FakePlatformCert {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wxcert-'))
  try {
    const serial = crypto.randomBytes(16).toString('hex').toUpperCase().replace(/^0/, '1')
    const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', String(days), '-subj', '/CN=Tenpay.com']
    const out = spawnSync(
      'openssl',
      [...args, '-set_serial', `0x${serial}`, '-keyout', path.join(dir, 'k.pem'), '-out', path.join(dir, 'c.pem')],
      { encoding: 'utf8' }
    )
    if (out.status !== 0) throw new Error(`openssl: ${out.stderr}`)
    const pem = fs.readFileSync(path.join(dir, 'c.pem'), 'utf8')
    const x509 = new crypto.X509Certificate(pem)
    return {
      serial: x509.serialNumber.toUpperCase(),
      pem,
      privateKey: crypto.createPrivateKey(fs.readFileSync(path.join(dir, 'k.pem'))),
      effective: new Date(x509.validFrom),
      expires: new Date(x509.validTo)
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The body of `GET /v3/certificates`. */
export function certificateList(certs: FakePlatformCert[], apiV3Key: string) {
  return {
    data: certs.map((c) => {
      const nonce = crypto.randomBytes(6).toString('hex')
      const cipher = crypto.createCipheriv('aes-256-gcm', apiV3Key, nonce).setAAD(Buffer.from('certificate'))
      const ciphertext = Buffer.concat([cipher.update(c.pem), cipher.final(), cipher.getAuthTag()]).toString('base64')
      return {
        serial_no: c.serial,
        effective_time: c.effective.toISOString(),
        expire_time: c.expires.toISOString(),
        encrypt_certificate: { algorithm: 'AEAD_AES_256_GCM', associated_data: 'certificate', nonce, ciphertext }
      }
    })
  }
}
