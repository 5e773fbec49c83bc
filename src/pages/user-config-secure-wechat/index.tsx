import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import MenuRow, { MenuGroup } from '@/components/menu-row'
import PageLayout from '@/components/page-layout'
import { pagePath } from '@/navigation'
import { getHostPlatform } from '@/platform/ua'
import { startWechatOauth } from '@/flows/platform-login'
import { useProfileStore } from '@/stores/profile'
import type { ProfileInfo } from '@contract/schemas/user'
import './index.scss'

export const WECHAT_TEXT = {
  mp: '微信小程序',
  h5: '微信公众号（微信内网页）',
  union: '微信开放平台账号',
  bound: '已绑定',
  unbound: '未绑定',
  bind: '绑定微信',
  inWechat: '将跳转到微信授权页，授权后回到本页。',
  weapp: '在本小程序中使用微信登录时，会自动绑定当前微信。',
  elsewhere: '请在微信中打开本商城（例如公众号菜单或微信内的链接），登录后即可在此页绑定微信。'
} as const

export type WechatBinding = { mp: boolean; h5: boolean; union: boolean; any: boolean }

/** Which WeChat identities the account holds (profile openid_mp, openid_h5, wx_unionid). */
export function wechatBinding(info: Pick<ProfileInfo, 'openid_mp' | 'openid_h5' | 'wx_unionid'>): WechatBinding {
  const mp = Boolean(info.openid_mp)
  const h5 = Boolean(info.openid_h5)
  const union = Boolean(info.wx_unionid)
  return { mp, h5, union, any: mp || h5 || union }
}

/** The account's WeChat bindings; binding through WeChat's OAuth where that is possible (inside WeChat's browser). */
export default function UserConfigSecureWechatPage() {
  const info = useProfileStore((s) => s.info)
  const binding = wechatBinding(info)
  const host = getHostPlatform()
  const [busy, setBusy] = useState(false)

  // Only offered inside WeChat's browser (H5): authorise, then the WeChat bridge continues back here. The
  // shared OAuth start saves the state the bridge checks, so a forged return cannot bind another WeChat.
  const onBind = async () => {
    setBusy(true)
    try {
      await startWechatOauth({ goUrl: pagePath('user-config-secure-wechat'), purpose: 'bind' })
    } catch {
      setBusy(false)
    }
  }

  const state = (on: boolean) => (
    <Text className={on ? 'wx-bind__on' : 'wx-bind__off'}>{on ? WECHAT_TEXT.bound : WECHAT_TEXT.unbound}</Text>
  )

  return (
    <PageLayout page='user-config-secure-wechat' className='wx-bind'>
      <MenuGroup>
        <MenuRow title={WECHAT_TEXT.mp} value={state(binding.mp)} />
        <MenuRow title={WECHAT_TEXT.h5} value={state(binding.h5)} />
        {binding.union && <MenuRow title={WECHAT_TEXT.union} value={state(true)} />}
      </MenuGroup>

      {host === 'wechat' && !binding.h5 && (
        <View className='wx-bind__actions'>
          <Text className='wx-bind__note'>{WECHAT_TEXT.inWechat}</Text>
          <Button className='wx-bind__btn' type='primary' block loading={busy} onClick={() => void onBind()}>
            {WECHAT_TEXT.bind}
          </Button>
        </View>
      )}
      {host === 'weapp' && !binding.mp && (
        <Text className='wx-bind__note wx-bind__note--block'>{WECHAT_TEXT.weapp}</Text>
      )}
      {host !== 'wechat' && host !== 'weapp' && !binding.any && (
        <Text className='wx-bind__note wx-bind__note--block'>{WECHAT_TEXT.elsewhere}</Text>
      )}
    </PageLayout>
  )
}
