import type { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { bootstrap } from './app-start/bootstrap'
import { installNotFoundHandler } from './components/not-found/handler'
import './app.scss'

// Before the first route resolves, so an unknown entry URL shows the 404 view too.
installNotFoundHandler()

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    void bootstrap()
  })
  return children
}

export default App
