import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import './index.scss'

export interface ErrorStateProps {
  /** What went wrong, already user-facing (e.g. the API's error message). */
  message?: string
  onRetry?: () => void
}

/** A failed load: says so and offers a retry instead of showing stale or empty content as if it were real. */
export default function ErrorState({ message = '加载失败，请稍后重试', onRetry }: ErrorStateProps) {
  return (
    <View className='error-state' role='alert'>
      <View className='error-state__icon'>
        <Text>!</Text>
      </View>
      <Text className='error-state__message'>{message}</Text>
      {onRetry && (
        <Button className='error-state__action' size='small' type='primary' onClick={onRetry}>
          重新加载
        </Button>
      )}
    </View>
  )
}
