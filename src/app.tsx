import type { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { bootstrap, wireSession } from './app-start/bootstrap'
import { installNotFoundHandler } from './components/not-found/handler'
import { installChunkRetry } from './platform/chunk-retry'
import { installEntryUrl } from './platform/entry-url'
import { installErrorReporter } from './services/error-hooks'
import { report } from './services/reporter'
import './app.scss'

// Before any call goes out: the request wrapper learns the session (and what a 1006 does) through its port.
wireSession()
// Before the router reads the address: the path form (/opa-bank-list) and page paths of custom routes
// become the hash form it resolves.
installEntryUrl()
// Before the first route resolves, so an unknown entry URL shows the 404 view too.
installNotFoundHandler()
// Errors from the very first render on are reported (spec sections 8 and 9).
installErrorReporter()
// H5 page chunks that fail to load are tried once more, then a clear screen (mini programs have no chunks).
if (process.env.TARO_ENV === 'h5') installChunkRetry((error) => report(error, 'chunk'))

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    void bootstrap()
  })
  return children
}

export default App
