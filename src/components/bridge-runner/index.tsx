import { View } from '@tarojs/components'
import ResultScreen from '@/components/result-screen'
import Loading from '@/components/loading'
import { goHome } from '@/utils/route'
import type { BridgeStatus } from './use-bridge'

export { useBridge, BRIDGE_MESSAGES } from './use-bridge'
export type { BridgeFailure, BridgeReadContext, BridgeRunResult, BridgeStatus, UseBridgeOptions } from './use-bridge'
export { clearBridgeState, currentUid, readBridgeState, saveBridgeState } from './bridge-state'
export type { BridgeStateRead } from './bridge-state'

export interface BridgeStateProps {
  state: BridgeStatus
  /** While the result endpoint runs; defaults to 正在处理. */
  runningText?: string
}

/**
 * What a bridge page shows: progress, then either the way on or why it cannot continue, with the way back
 * (a failed result call can be retried; missing or another account's state only goes home).
 */
export default function BridgeState({ state, runningText = '正在处理' }: BridgeStateProps) {
  if (state.phase === 'running') return <Loading block text={runningText} />
  if (state.phase === 'redirecting') return <Loading block text='正在跳转' />
  const home = { text: '返回首页', onClick: () => void goHome() }
  return (
    <View role='alert'>
      <ResultScreen
        className='bridge-state'
        status='fail'
        title='无法继续'
        description={state.message}
        primaryAction={state.retry ? { text: '重试', onClick: state.retry } : home}
        secondaryAction={state.retry ? home : undefined}
      />
    </View>
  )
}
