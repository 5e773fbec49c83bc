import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { goHome } from '@/utils/route'
import './index.scss'

export interface NotFoundProps {
  /** The route that was asked for, shown so the user can tell what failed. */
  path?: string
}

/** Spec section 8: an unknown route answers with status 404. */
export default function NotFound({ path }: NotFoundProps) {
  return (
    <View className='not-found' role='alert'>
      <Text className='not-found__status'>404</Text>
      <Text className='not-found__title'>页面不存在</Text>
      <Text className='not-found__desc'>您访问的页面不存在或已下线</Text>
      {path && <Text className='not-found__path'>{path}</Text>}
      <Button className='not-found__action' type='primary' onClick={() => void goHome()}>
        返回首页
      </Button>
    </View>
  )
}
