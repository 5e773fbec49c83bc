import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import './index.scss'

export interface EmptyStateProps {
  title?: string
  description?: string
  actionText?: string
  onAction?: () => void
}

/**
 * What home, category and search show while the shop sells nothing yet (a new shop's first days): calm and
 * intentional, with no way on that would only lead to another empty page.
 */
export const SHOP_PREPARING: EmptyStateProps = { title: '店铺筹备中', description: '商品正在上架，敬请期待' }

/** A list or section with nothing in it; the action (e.g. 去逛逛), when given, is its filled main action. */
export default function EmptyState({ title = '暂无数据', description, actionText, onAction }: EmptyStateProps) {
  return (
    <View className='empty-state'>
      <View className='empty-state__icon' />
      <Text className='empty-state__title'>{title}</Text>
      {description && <Text className='empty-state__desc'>{description}</Text>}
      {actionText && onAction && (
        <Button className='empty-state__action' size='small' type='primary' onClick={onAction}>
          {actionText}
        </Button>
      )}
    </View>
  )
}
