import { Image, Text, View } from '@tarojs/components'
import { navigate, pagePath } from '@/navigation'
import { goLogin } from '@/platform/login'
import type { ProfileInfo } from '@contract/schemas/user'
import { maskPhone } from '@/utils/mask'
import { tapProps } from '@/components/menu-row'

export const HEADER_TEXT = {
  login: '登录/注册',
  loginHint: '登录后查看订单、养老金与购物卡',
  edit: '编辑个人资料'
} as const

/** Avatar, nickname and masked phone; for a visitor the 登录/注册 entry (the page itself stays open). */
export default function MyHeader({ info, isLogin, layout }: { info: ProfileInfo; isLogin: boolean; layout: 1 | 2 }) {
  const avatar = (
    <View className='my-header__avatar'>
      {isLogin && info.head ? (
        <Image className='my-header__img' src={info.head} mode='aspectFill' imgProps={{ alt: '我的头像' }} />
      ) : (
        <Text className='my-header__initial' aria-hidden='true'>
          {isLogin ? (info.nick || '我').slice(0, 1) : '登'}
        </Text>
      )}
    </View>
  )
  if (!isLogin) {
    return (
      <View
        className={`my-header my-header--${layout}`}
        {...tapProps('button')}
        onClick={() => void goLogin(pagePath('user-config'))}
      >
        {avatar}
        <View className='my-header__text'>
          <Text className='my-header__name'>{HEADER_TEXT.login}</Text>
          <Text className='my-header__sub'>{HEADER_TEXT.loginHint}</Text>
        </View>
      </View>
    )
  }
  return (
    <View
      className={`my-header my-header--${layout}`}
      {...tapProps()}
      onClick={() => void navigate('user-config-profile')}
    >
      {avatar}
      <View className='my-header__text'>
        <Text className='my-header__name'>{info.nick}</Text>
        <Text className='my-header__sub my-header__phone'>{maskPhone(info.phone)}</Text>
      </View>
      <Text className='my-header__arrow' aria-hidden='true'>
        ›
      </Text>
    </View>
  )
}
