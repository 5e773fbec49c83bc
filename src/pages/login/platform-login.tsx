import { Button as NativeButton, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import {
  loginWithAlipayPhone,
  loginWithMiniProgram,
  loginWithWechatPhone,
  platformLoginKind,
  startWechatOauth
} from '@/flows/platform-login'
import { toast } from '@/utils/feedback'

export const PLATFORM_LOGIN_TEXT = {
  divider: '其他登录方式',
  wechat_mp: '微信一键登录',
  alipay_mp: '支付宝一键登录',
  wechat_h5: '微信授权登录',
  wechat_phone: '手机号快捷登录',
  failed: '登录失败，请稍后重试'
} as const

export interface PlatformLoginProps {
  /** The agreement is ticked: every way in needs it. */
  agreed: boolean
  agreeFirst: string
  goUrl?: string
  /** The platform's account has no phone yet: show the bind-phone step. */
  onBind: () => void
}

/**
 * The login the platform offers beside phone + SMS: WeChat or Alipay one-tap in the mini programs, WeChat
 * authorisation in WeChat's browser. Nothing on plain H5 (and the native app logs in through its own bridge).
 */
export default function PlatformLogin({ agreed, agreeFirst, goUrl, onBind }: PlatformLoginProps) {
  const kind = platformLoginKind()
  const [busy, setBusy] = useState(false)
  if (!kind) return null

  const onTap = async () => {
    if (!agreed) return void toast(agreeFirst)
    setBusy(true)
    try {
      if (kind === 'wechat_h5') {
        // Leaves the app for WeChat's page; the WeChat bridge takes over from there.
        await startWechatOauth({ goUrl })
        return
      }
      const outcome = await loginWithMiniProgram(goUrl)
      if (outcome.kind === 'bind') {
        setBusy(false)
        onBind()
      }
    } catch (err) {
      setBusy(false)
      void toast((err instanceof Error && err.message) || PLATFORM_LOGIN_TEXT.failed)
    }
  }

  // 手机号快捷登录: WeChat asks the user which number to share and hands us a code for it (getPhoneNumber).
  const onPhone = async (e: { detail: { code?: string; errMsg?: string } }) => {
    const code = e.detail?.code
    if (!code) return // declined in WeChat's sheet: stay on the page
    setBusy(true)
    try {
      const outcome = await loginWithWechatPhone(code, goUrl)
      if (outcome.kind === 'bind') onBind()
    } catch (err) {
      void toast((err instanceof Error && err.message) || PLATFORM_LOGIN_TEXT.failed)
    } finally {
      setBusy(false)
    }
  }

  // Alipay's 手机号快捷登录: the getAuthorize button (scope phoneNumber) asks the user, then my.getPhoneNumber.
  const onAlipayPhone = async () => {
    setBusy(true)
    try {
      const outcome = await loginWithAlipayPhone(goUrl)
      if (outcome.kind === 'bind') onBind()
    } catch (err) {
      void toast((err instanceof Error && err.message) || PLATFORM_LOGIN_TEXT.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='login-platform'>
      <Text className='login-platform__divider'>{PLATFORM_LOGIN_TEXT.divider}</Text>
      <Button
        className='login-platform__btn'
        fill='outline'
        type='primary'
        block
        loading={busy}
        disabled={busy}
        onClick={() => void onTap()}
      >
        {PLATFORM_LOGIN_TEXT[kind]}
      </Button>
      {kind === 'wechat_mp' &&
        (agreed ? (
          <NativeButton
            className='login-platform__btn login-platform__phone'
            openType='getPhoneNumber'
            disabled={busy}
            onGetPhoneNumber={(e) => void onPhone(e as unknown as { detail: { code?: string } })}
          >
            {PLATFORM_LOGIN_TEXT.wechat_phone}
          </NativeButton>
        ) : (
          // WeChat's sheet must not open before the agreement is ticked.
          <NativeButton className='login-platform__btn login-platform__phone' onClick={() => void toast(agreeFirst)}>
            {PLATFORM_LOGIN_TEXT.wechat_phone}
          </NativeButton>
        ))}
      {kind === 'alipay_mp' &&
        (agreed ? (
          <NativeButton
            className='login-platform__btn login-platform__phone'
            openType='getAuthorize'
            scope='phoneNumber'
            disabled={busy}
            onGetAuthorize={() => void onAlipayPhone()}
          >
            {PLATFORM_LOGIN_TEXT.wechat_phone}
          </NativeButton>
        ) : (
          // Alipay's consent sheet must not open before the agreement is ticked either.
          <NativeButton className='login-platform__btn login-platform__phone' onClick={() => void toast(agreeFirst)}>
            {PLATFORM_LOGIN_TEXT.wechat_phone}
          </NativeButton>
        ))}
    </View>
  )
}
