import { createTestApp } from './helpers'
import { createLiveSubscribe } from '../../server/src/content/notice.provider'
import { wechatMiniTokens } from '../../server/src/account/providers/login'
import { sendDueNotices } from '../../server/src/flows/notice-send'

/**
 * The shop process tests/server/notices-crash.test.ts kills with SIGKILL. It opens the embedded database in
 * NOTICE_CHILD_DIR with the env in NOTICE_CHILD_ENV (the live WeChat subscription provider pointed at the test's
 * gateway), then:
 *   ship <order_no>  ships the order (its notice commits with it), prints "committed" and waits on stdin, so the
 *                    test kills it after the commit and before any sender ran;
 *   send <epoch ms>  runs the notice sender once at that (virtual) time and prints "report <json>".
 */
async function main() {
  const [mode, arg] = process.argv.slice(2)
  const env = JSON.parse(process.env.NOTICE_CHILD_ENV ?? '{}') as Record<string, string>
  const t = await createTestApp({ seed: false, env, dataDir: process.env.NOTICE_CHILD_DIR! })
  t.app.providers.subscribe = createLiveSubscribe({ wechatTokens: wechatMiniTokens(t.db, env) }, env)
  if (mode === 'ship') {
    const shipped = await t.post('/api/dev/order/ship', { order_no: arg })
    if (shipped.errno !== 1) throw new Error(`ship: ${shipped.error}`)
    process.stdout.write('committed\n')
    await new Promise((resolve) => process.stdin.once('data', resolve))
  } else if (mode === 'send') {
    const report = await sendDueNotices(
      { db: t.db, config: t.config, providers: t.app.providers },
      { now: new Date(Number(arg)) }
    )
    process.stdout.write(`report ${JSON.stringify(report)}\n`)
  } else throw new Error(`unknown mode ${mode}`)
  await t.close()
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack}\n`)
  process.exit(1)
})
