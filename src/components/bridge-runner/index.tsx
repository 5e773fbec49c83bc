import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Loading from '@/components/loading'
import { goHome } from '@/utils/route'
import type { BridgeStatus } from './use-bridge'
import './index.scss'

export { useBridge, BRIDGE_MESSAGES } from './use-bridge'
export type { BridgeFailure, BridgeReadContext, BridgeRunResult, BridgeStatus, UseBridgeOptions } from './use-bridge'
export { clearBridgeState, currentUid, readBridgeState, saveBridgeState } from './bridge-state'
export type { BridgeStateRead } from './bridge-state'

export interface BridgeStateProps {
  state: BridgeStatus
  /** While the result endpoint runs; defaults to 正在处理. */
  runningText?: string
}

/** What a bridge page shows: progress, then either the way on or why it cannot continue, with the way back. */
export default function BridgeState({ state, runningText = '正在处理' }: BridgeStateProps) {
  if (state.phase === 'running') return <Loading block text={runningText} />
  if (state.phase === 'redirecting') return <Loading block text='正在跳转' />
  return (
    <View className='bridge-state' role='alert'>
      <View className='bridge-state__icon' aria-hidden='true'>
        <Text>!</Text>
      </View>
      <View className='bridge-state__title' role='heading' aria-level={1}>
        无法继续
      </View>
      <Text className='bridge-state__message'>{state.message}</Text>
      <View className='bridge-state__actions'>
        {state.retry && (
          <Button className='bridge-state__btn bridge-state__retry' type='primary' block onClick={state.retry}>
            重试
          </Button>
        )}
        <Button
          className='bridge-state__btn bridge-state__home'
          type={state.retry ? 'default' : 'primary'}
          fill={state.retry ? 'outline' : 'solid'}
          block
          onClick={() => goHome()}
        >
          返回首页
        </Button>
      </View>
    </View>
  )
}
