import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { Type } from '@sinclair/typebox'
import { Envelope } from '@contract/api/route'
import { buildApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import { openTemplateDatabase } from './template-db'
import { SERIALIZATION_MISMATCH } from '../../server/src/lib/serialization-check'
import { TEST_DATA_KEYS } from './helpers'

/**
 * SERIALIZATION_CHECK=1, the switch the browser and mini-program journeys' servers run with: an answer whose
 * route's response schema drops a field is logged at error with the route and the first difference, which the
 * runners read (tests/e2e/lib/env.mjs serializationMismatches) and fail on.
 */
describe('SERIALIZATION_CHECK', () => {
  const logged: Array<{ obj: Record<string, unknown>; msg: string }> = []
  let app: Awaited<ReturnType<typeof buildApp>>
  let close: () => Promise<void>

  before(async () => {
    const config = {
      ...loadConfig({ NODE_ENV: 'development', SERIALIZATION_CHECK: '1' } as NodeJS.ProcessEnv),
      h5Dir: '/nonexistent'
    }
    assert.equal(config.serializationCheck, true)
    const database = await openTemplateDatabase()
    app = await buildApp({ config, database, logger: false })
    close = async () => {
      await app.close()
      await database.close()
    }
    app.log.error = ((obj: Record<string, unknown>, msg: string) => logged.push({ obj, msg })) as never
    const schema = { response: { 200: Envelope(Type.Object({ kept: Type.Integer() })) } }
    app.get('/api/test/drops', { schema }, async () => ({ errno: 1, error: '', data: { kept: 1, dropped: 'x' } }))
    app.get('/api/test/keeps', { schema }, async () => ({ errno: 1, error: '', data: { kept: 2 } }))
    await app.ready()
  })
  after(() => close())

  it('logs the route and the field a schema dropped', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/drops' })
    assert.deepEqual(res.json(), { errno: 1, error: '', data: { kept: 1 } })
    const found = logged.filter((l) => l.msg === SERIALIZATION_MISMATCH)
    assert.equal(found.length, 1)
    assert.equal(found[0].obj.route, 'GET /api/test/drops')
    assert.match(String(found[0].obj.difference), /^\$\.data\.dropped: handler "x"/)
  })

  it('is silent when the schema sends what the handler answered', async () => {
    const before = logged.length
    const res = await app.inject({ method: 'GET', url: '/api/test/keeps' })
    assert.equal(res.json().data.kept, 2)
    assert.equal(logged.length, before)
  })

  it('never runs in production', () => {
    const env = { NODE_ENV: 'production', DEMO_MODE: '1', SSO_SECRET: 's', PAYMENT_SECRET: 'p', ...TEST_DATA_KEYS }
    assert.equal(loadConfig({ ...env, SERIALIZATION_CHECK: '1' } as NodeJS.ProcessEnv).serializationCheck, false)
  })
})
