import { View } from '@tarojs/components'
import { Loading as NutLoading } from '@nutui/nutui-react-taro'
import './index.scss'

export interface LoadingProps {
  /** Spec section 9: the default loading text is 加载中. */
  text?: string
  /** Fill the page body (first load) instead of sitting inline (e.g. under a list). */
  block?: boolean
}

export default function Loading({ text = '加载中', block = false }: LoadingProps) {
  return (
    <View className={block ? 'loading loading--block' : 'loading'} aria-busy='true'>
      <NutLoading type='circular'>{text}</NutLoading>
    </View>
  )
}
