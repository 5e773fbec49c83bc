import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { goHome } from '@/utils/route'
import './index.scss'

export interface ComingSoonProps {
  /** Hidden on the home page itself. */
  showHome?: boolean
}

/** The honest state of a page that is registered but not built yet: no placeholder data, a way home. */
export default function ComingSoon({ showHome = true }: ComingSoonProps) {
  return (
    <View className='coming-soon'>
      <View className='coming-soon__badge'>
        <Text>敬请期待</Text>
      </View>
      <Text className='coming-soon__title'>该页面正在建设中</Text>
      <Text className='coming-soon__desc'>功能即将上线，请稍后再来看看</Text>
      {showHome && (
        <Button className='coming-soon__action' type='primary' onClick={() => void goHome()}>
          返回首页
        </Button>
      )}
    </View>
  )
}
