import { type App, requireUser, type Ctx } from '../lib/context'
import { ok } from '../lib/reply'
import { applyEsignResult, createAccount, esignStatus, fddAuth, fddAuthResult, fddSign, fddSignResult } from './esign'
import { authResult, saveIdentity, startAuth } from './identity'
import { esignRoutes } from '@contract/api/pension'

// E-sign (fdd) and identity verification, default prefix.
export default async function routes(app: App) {
  const ctx: Ctx = app

  // Provider notices arrive outside any request and may repeat; applyEsignResult is idempotent.
  app.providers.esign.onNotice(async (result) => {
    try {
      await applyEsignResult(app.db, result)
    } catch (err) {
      app.log.error({ err, transactionNo: result.transactionNo }, 'esign notice failed')
    }
  })
  app.addHook('onClose', async () => app.providers.esign.close())

  app.post('/user/fddcreateaccount', { schema: esignRoutes['/user/fddcreateaccount'] }, async (req) =>
    ok(await createAccount(ctx, requireUser(req), req.body))
  )

  app.post('/user/fddauth', { schema: esignRoutes['/user/fddauth'] }, async (req) =>
    ok(await fddAuth(ctx, requireUser(req), req.body))
  )

  app.post('/user/fddsign', { schema: esignRoutes['/user/fddsign'] }, async (req) =>
    ok(await fddSign(ctx, requireUser(req), req.body))
  )

  app.post('/user/fddauthresult', { schema: esignRoutes['/user/fddauthresult'] }, async (req) =>
    ok(await fddAuthResult(ctx, requireUser(req)))
  )

  app.post('/user/fddsignresult', { schema: esignRoutes['/user/fddsignresult'] }, async (req) =>
    ok(await fddSignResult(ctx, requireUser(req)))
  )

  app.post('/user/auth', { schema: esignRoutes['/user/auth'] }, async (req) =>
    ok(await startAuth(ctx, requireUser(req), { ...req.body, type: req.body.type ?? 0 }))
  )

  app.post('/user/authresult', { schema: esignRoutes['/user/authresult'] }, async (req) =>
    ok(await authResult(ctx, requireUser(req), req.body))
  )

  app.post('/user/esign', { schema: esignRoutes['/user/esign'] }, async (req) =>
    ok(await esignStatus(ctx, requireUser(req), req.body))
  )

  app.post('/user/saveidentity', { schema: esignRoutes['/user/saveidentity'] }, async (req) =>
    ok(await saveIdentity(app.db, requireUser(req), req.body))
  )
}
