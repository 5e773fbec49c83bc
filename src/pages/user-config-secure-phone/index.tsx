import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import PageLayout from '@/components/page-layout'
import { navigate } from '@/navigation'
import { useProfileStore } from '@/stores/profile'
import { maskPhone } from '@/utils/mask'
import './index.scss'

export const PHONE_TEXT = {
  current: '当前绑定手机号',
  none: '尚未绑定手机号',
  explain: '更换后请使用新手机号登录。验证码将发送到新手机号，请确保它能正常接收短信。',
  change: '更换手机号'
} as const

/**
 * Step one of a phone change: which number is bound now. The server verifies the change with a code sent to
 * the new number only (/user/phoneedit), so there is no code for the old one; the session proves who it is.
 */
export default function UserConfigSecurePhonePage() {
  const phone = useProfileStore((s) => s.info.phone)
  return (
    <PageLayout page='user-config-secure-phone' className='phone-step'>
      <View className='phone-step__card'>
        <Text className='phone-step__label'>{PHONE_TEXT.current}</Text>
        <Text className='phone-step__phone'>{phone ? maskPhone(phone) : PHONE_TEXT.none}</Text>
        <Text className='phone-step__explain'>{PHONE_TEXT.explain}</Text>
      </View>
      <View className='phone-step__actions'>
        <Button
          className='phone-step__next'
          type='primary'
          block
          onClick={() => void navigate('user-config-secure-phone-confirm')}
        >
          {PHONE_TEXT.change}
        </Button>
      </View>
    </PageLayout>
  )
}
