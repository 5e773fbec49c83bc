import { Button, Text, View } from '@tarojs/components'
import { useSyncExternalStore } from 'react'
import { navigate } from '@/navigation'
import { PRIVACY_POLICY_KEY } from '@/constants/pages'
import { PRIVACY_AGREE_BUTTON_ID, answerPrivacy, privacyRequest, subscribePrivacy } from '@/platform/privacy'
import './index.scss'

export const PRIVACY_TEXT = {
  title: '隐私保护提示',
  body: '为了给您提供定位送货、上传图片、拍照和获取手机号等服务，我们需要在您同意后处理相关信息。请阅读',
  policy: '《隐私政策》',
  tail: '了解详情。',
  agree: '同意',
  refuse: '拒绝'
} as const

/**
 * The privacy sheet of the mini programs (platform/privacy.ts): shown when a privacy API waits for the shopper's
 * agreement. 同意 is the platform's `agreePrivacyAuthorization` button (WeChat reports the agreement on the button's
 * own event; Alipay's template has no binding for it, so its tap answers); 拒绝 lets the waiting call fail, and the
 * page carries on without it. 《隐私政策》 opens the seeded article. Rendered by every page (PageLayout): only
 * the page on screen is seen.
 */
export default function PrivacySheet() {
  const request = useSyncExternalStore(subscribePrivacy, privacyRequest, privacyRequest)
  if (!request) return null
  const weapp = process.env.TARO_ENV === 'weapp'
  return (
    <View className='privacy-sheet'>
      <View className='privacy-sheet__mask' />
      <View className='privacy-sheet__panel' role='dialog' aria-label={PRIVACY_TEXT.title}>
        <Text className='privacy-sheet__title'>{PRIVACY_TEXT.title}</Text>
        <View className='privacy-sheet__body'>
          <Text>{PRIVACY_TEXT.body}</Text>
          <Text
            className='privacy-sheet__link'
            onClick={() => void navigate('service-terms', { key: PRIVACY_POLICY_KEY })}
          >
            {PRIVACY_TEXT.policy}
          </Text>
          <Text>{PRIVACY_TEXT.tail}</Text>
        </View>
        <View className='privacy-sheet__actions'>
          <Button className='privacy-sheet__btn privacy-sheet__refuse' onClick={() => answerPrivacy(false)}>
            {PRIVACY_TEXT.refuse}
          </Button>
          <Button
            id={PRIVACY_AGREE_BUTTON_ID}
            className='privacy-sheet__btn privacy-sheet__agree privacy-sheet__main'
            openType='agreePrivacyAuthorization'
            onAgreePrivacyAuthorization={weapp ? () => answerPrivacy(true) : undefined}
            onClick={weapp ? undefined : () => answerPrivacy(true)}
          >
            {PRIVACY_TEXT.agree}
          </Button>
        </View>
      </View>
    </View>
  )
}
