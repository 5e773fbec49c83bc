import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { UploadStoreSettings } from '../config'

/**
 * The one place uploaded files live. `local` keeps them in DATA_DIR/uploads (one node, the embedded default);
 * `s3` in an S3-compatible bucket (Alibaba Cloud OSS, Tencent COS, MinIO, AWS) so every node reads what any node
 * wrote. Names are checked by the callers (content/upload.ts): random hex and an extension, never a path.
 * Why the AWS SDK and how it is set up for the other clouds: docs/decisions/0019-uploads-and-monitoring.md.
 */
export interface FileStore {
  readonly kind: 'local' | 's3'
  /** Stores new bytes under a fresh random name (128 random bits: never one in use). */
  put(name: string, data: Buffer, mime: string): Promise<void>
  /** The stored file, or null when there is none. */
  open(name: string): Promise<{ size: number; body: Readable } | null>
  /** The address shoppers load `name` from when the bucket serves it itself; null: the server serves it. */
  publicUrl(name: string): string | null
  /** Deletes a file if it is there: a picture whose variants were not all stored leaves none behind. */
  remove(name: string): Promise<void>
}

export function localStore(dir: string): FileStore {
  return {
    kind: 'local',
    async put(name, data) {
      await fs.promises.mkdir(dir, { recursive: true })
      // Written aside, then linked under its name: a reader (a picture size made while another request serves it,
      // lib/picture-derive.ts) never sees half a file, and a name already there is never overwritten (EEXIST).
      // The aside name starts with a dot, which no stored name does, so it is never served.
      const aside = path.join(dir, `.${name}.${crypto.randomBytes(6).toString('hex')}`)
      await fs.promises.writeFile(aside, data, { flag: 'wx' })
      try {
        await fs.promises.link(aside, path.join(dir, name))
      } finally {
        await fs.promises.rm(aside, { force: true })
      }
    },
    async open(name) {
      const file = path.join(dir, name)
      try {
        const stat = await fs.promises.stat(file)
        if (!stat.isFile()) return null
        return { size: stat.size, body: fs.createReadStream(file) }
      } catch {
        return null
      }
    },
    publicUrl: () => null,
    async remove(name) {
      await fs.promises.rm(path.join(dir, name), { force: true })
    }
  }
}

type S3Settings = Extract<UploadStoreSettings, { store: 's3' }>

/** The S3 client is loaded only when a bucket is configured: a one-node shop never pays for the SDK at start. */
export async function s3Store(s: S3Settings): Promise<FileStore> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3')
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    maxAttempts: 3,
    // The SDK's default CRC32 checksums (aws-chunked bodies, x-amz-checksum-* headers) are AWS-only; OSS, COS and
    // older MinIO refuse them. A plain signed PUT is what every S3-compatible service accepts.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED'
  })
  const key = (name: string) => `${s.prefix}${name}`
  return {
    kind: 's3',
    async put(name, data, mime) {
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: key(name),
          Body: data,
          ContentType: mime,
          ContentLength: data.length,
          // Names are random and never reused: a browser or CDN may keep a copy for a year.
          CacheControl: 'public, max-age=31536000, immutable'
        })
      )
    },
    async open(name) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key(name) }))
        if (!res.Body) return null
        return { size: Number(res.ContentLength ?? 0), body: res.Body as Readable }
      } catch (err) {
        const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
        if (e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return null
        throw err
      }
    },
    publicUrl: (name) => (s.publicBaseUrl ? `${s.publicBaseUrl}/${key(name)}` : null),
    async remove(name) {
      // S3 answers 204 for a key that is not there: deleting is safe to repeat.
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: key(name) }))
    }
  }
}

/** The store the configuration names. */
export function createFileStore(uploads: UploadStoreSettings, dataDir: string): Promise<FileStore> {
  return uploads.store === 's3' ? s3Store(uploads) : Promise.resolve(localStore(path.join(dataDir, 'uploads')))
}
