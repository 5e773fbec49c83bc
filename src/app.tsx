import type { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { bootstrap } from './stores/bootstrap'
import './app.scss'

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    void bootstrap()
  })
  return children
}

export default App
