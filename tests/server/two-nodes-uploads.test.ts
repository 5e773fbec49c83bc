import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Client } from 'pg'
import { Api, login } from '../../scripts/bench/fixtures'
import { startNode, type ServerNode } from '../../scripts/bench/server-node'
import { s3Env, startFakeS3, type FakeS3 } from './fakes/s3'

/**
 * Two API nodes, each its own process with its own DATA_DIR (as on two machines), on one PostgreSQL database and
 * one S3-compatible bucket (a local fake that checks every request's signature): a photo uploaded through one node
 * is served through the other. Needs DATABASE_URL (bash scripts/test-server-pg.sh tests/server/two-nodes-uploads.test.ts).
 */
const url = process.env.DATABASE_URL
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(256, 9)])

describe('two API nodes, one bucket', { skip: !url && 'needs DATABASE_URL (npm run test:server:pg)' }, () => {
  let s3: FakeS3
  let a: ServerNode
  let b: ServerNode
  let dirA: string
  let dirB: string
  const name = `mall_uploads_${process.pid}_${Date.now().toString(36)}`
  const admin = async (sql: string) => {
    const c = new Client({ connectionString: url })
    await c.connect()
    await c.query(sql).finally(() => c.end())
  }

  before(async () => {
    s3 = await startFakeS3()
    await admin(`create database ${name}`)
    const u = new URL(url as string)
    u.pathname = `/${name}`
    dirA = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-node-a-'))
    dirB = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-node-b-'))
    const env = {
      DATABASE_URL: u.toString(),
      SSO_SECRET: 'two-nodes-sso',
      PAYMENT_SECRET: 'two-nodes-pay',
      // The console is not what this test is about: never rebuild it on start.
      SKIP_ADMIN_BUILD: '1',
      ...s3Env(s3)
    }
    const logDir = path.join(os.tmpdir(), name)
    a = await startNode({ env: { ...env, DATA_DIR: dirA }, logFile: path.join(logDir, 'a.log') })
    b = await startNode({ env: { ...env, DATA_DIR: dirB, JOBS_ENABLED: '0' }, logFile: path.join(logDir, 'b.log') })
  })
  after(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await admin(`drop database if exists ${name} with (force)`)
    await s3?.close()
    for (const d of [dirA, dirB]) if (d) fs.rmSync(d, { recursive: true, force: true })
  })

  it('a photo uploaded through node A is served through node B, byte for byte, and sent back as feedback', async () => {
    const apiA = new Api(a.baseUrl)
    const apiB = new Api(b.baseUrl)
    const token = await login(apiA)
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'refund.png')
    const res = await fetch(`${a.baseUrl}/api/service/image/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form
    })
    const answer = (await res.json()) as { errno: number; error: string; data: string[] }
    assert.equal(answer.errno, 1, answer.error)
    const imagePath = new URL(answer.data[0]).pathname
    const file = imagePath.split('/').pop()!

    // It is in the bucket, and on neither node's disk.
    assert.deepEqual(s3.objects.get(`uploads/${file}`)?.body, PNG)
    for (const d of [dirA, dirB]) assert.equal(fs.existsSync(path.join(d, 'uploads', file)), false)

    const got = await fetch(`${b.baseUrl}${imagePath}`)
    assert.equal(got.status, 200)
    assert.equal(got.headers.get('content-type'), 'image/png')
    assert.deepEqual(Buffer.from(await got.arrayBuffer()), PNG)
    assert.ok(s3.log.includes(`GET uploads/${file}`), 'node B read it from the bucket')
    assert.deepEqual(s3.refused, {})

    // The address is what a shopper sends back with feedback through the other node.
    const content = '图片在另一台机器上也能看到'
    const fb = await apiB.call('/api/v1/feedback/add', { content, images: [answer.data[0]] }, token)
    assert.equal(fb.errno, 1, fb.error)
    const list = await apiA.post<unknown>('/api/v1/feedback/list', { page: 1, page_size: 10 }, token)
    assert.ok(JSON.stringify(list).includes(imagePath), 'node A lists the feedback with the photo')
  })
})
