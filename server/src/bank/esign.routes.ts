import { Type } from '@sinclair/typebox'
import { type App, requireUser, type Ctx } from '../lib/context'
import { ok } from '../lib/reply'
import { applyEsignResult, createAccount, esignStatus, fddAuth, fddAuthResult, fddSign, fddSignResult } from './esign'
import { authResult, saveIdentity, startAuth } from './identity'
import { ID_NO_PATTERN, NAME_PATTERN } from '@contract/rules'

const Opt = Type.Optional
const Flag = Type.Integer({ minimum: 0, maximum: 1 })
const ReturnUrl = Type.String({ minLength: 1, maxLength: 500 })
const identity = {
  name: Type.String({ minLength: 2, maxLength: 20, pattern: NAME_PATTERN }),
  idNo: Type.String({ pattern: ID_NO_PATTERN })
}

// E-sign (fdd) and identity verification, default prefix.
export default async function routes(app: App) {
  const ctx: Ctx = app

  // Provider notices arrive outside any request and may repeat; applyEsignResult is idempotent.
  app.providers.esign.onNotice(async (result) => {
    try {
      await applyEsignResult(app.db, result)
    } catch (err) {
      app.log.error({ err, result }, 'esign notice failed')
    }
  })
  app.addHook('onClose', async () => app.providers.esign.close())

  app.post('/user/fddcreateaccount', { schema: { body: Type.Object(identity) } }, async (req) =>
    ok(await createAccount(ctx, requireUser(req), req.body))
  )

  app.post(
    '/user/fddauth',
    {
      schema: {
        body: Type.Object({
          identity_id: Type.String({ minLength: 1, maxLength: 40 }),
          is_mini_program: Opt(Flag),
          return_url: Opt(ReturnUrl)
        })
      }
    },
    async (req) => ok(await fddAuth(ctx, requireUser(req), req.body))
  )

  app.post(
    '/user/fddsign',
    {
      schema: {
        body: Type.Object({
          sign_verify_way: Opt(Type.Integer({ minimum: 0, maximum: 9 })),
          open_environment: Opt(Type.Integer({ minimum: 0, maximum: 9 })),
          return_url: Opt(ReturnUrl)
        })
      }
    },
    async (req) => ok(await fddSign(ctx, requireUser(req), req.body))
  )

  app.post('/user/fddauthresult', async (req) => ok(await fddAuthResult(ctx, requireUser(req))))

  app.post('/user/fddsignresult', async (req) => ok(await fddSignResult(ctx, requireUser(req))))

  app.post(
    '/user/auth',
    {
      schema: {
        body: Type.Object({
          type: Opt(Type.Integer({ minimum: 0, maximum: 2 })),
          return_url: Opt(ReturnUrl),
          is_mini_program: Opt(Flag)
        })
      }
    },
    async (req) => ok(await startAuth(ctx, requireUser(req), { ...req.body, type: req.body.type ?? 0 }))
  )

  app.post(
    '/user/authresult',
    { schema: { body: Type.Object({ transaction_no: Opt(Type.String({ pattern: '^[A-Za-z0-9]{1,40}$' })) }) } },
    async (req) => ok(await authResult(ctx, requireUser(req), req.body))
  )

  app.post('/user/esign', { schema: { body: Type.Object({ mp: Opt(Flag) }) } }, async (req) =>
    ok(await esignStatus(ctx, requireUser(req), req.body))
  )

  app.post('/user/saveidentity', { schema: { body: Type.Object(identity) } }, async (req) =>
    ok(await saveIdentity(app.db, requireUser(req), req.body))
  )
}
