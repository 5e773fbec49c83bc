import { createTestApp } from './helpers'
import type { Db } from '../../server/src/db/client'
import { autoReceiveOrders } from '../../server/src/flows/order-receive'

/**
 * The shop process tests/server/auto-receive-crash.test.ts kills with SIGKILL. It opens the embedded database in
 * AUTO_RECEIVE_CHILD_DIR and runs the automatic receipt job once at the (virtual) time given, then:
 *   run <epoch ms> <n>  holds the n-th order's transaction open after all its writes (the receipt, the cashback, the
 *                       points, the notice) and before its commit, prints "holding", and waits to be killed;
 *   run <epoch ms> 0    runs to the end and prints "report <orders received>".
 */
async function main() {
  const [mode, at, holdArg] = process.argv.slice(2)
  if (mode !== 'run') throw new Error(`unknown mode ${mode}`)
  const hold = Number(holdArg)
  const t = await createTestApp({ seed: false, dataDir: process.env.AUTO_RECEIVE_CHILD_DIR! })
  let n = 0
  // The job's own database, with each transaction watched: the n-th stops just before its commit.
  const db = new Proxy(t.db, {
    get(target, prop) {
      if (prop === 'transaction')
        return (fn: Parameters<Db['transaction']>[0]) =>
          target.transaction(async (tx) => {
            const result = await fn(tx)
            if (++n === hold) {
              process.stdout.write('holding\n')
              // Stdin stays open: the process lives until the test kills it.
              await new Promise((resolve) => process.stdin.once('data', resolve))
            }
            return result
          })
      const v = Reflect.get(target, prop, target) as unknown
      return typeof v === 'function' ? v.bind(target) : v
    }
  })
  const received = await autoReceiveOrders({ db, config: t.config, providers: t.app.providers }, new Date(Number(at)))
  process.stdout.write(`report ${received}\n`)
  await t.close()
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack}\n`)
  process.exit(1)
})
