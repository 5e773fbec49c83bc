import path from 'node:path'
import { launchServer } from '../../e2e/lib/env.mjs'

/**
 * The API server for the mini-program journeys, started as the browser journeys start theirs (fresh DATA_DIR, free
 * loopback port, NODE_ENV=development for the dev SMS outbox and the sandbox payment routes), without an H5 build:
 * the mini programs only call the API. H5_DIR points at an empty folder so no stale build is served. No sandbox
 * merchant: a paid order stays unshipped until a journey ships it (the dev route or the console), as the browser
 * journeys' server does, so 提醒发货 and 修改地址 never race a timer that ships it.
 */
export function startServer({ logFile }) {
  return launchServer({
    logFile,
    tmpPrefix: 'mall-mini-',
    h5Dir: (dataDir) => path.join(dataDir, 'no-h5'),
    env: { SANDBOX_MERCHANT: '0' }
  })
}
