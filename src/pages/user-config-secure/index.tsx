import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { confirmAction } from '@/components/confirm'
import MenuRow, { MenuGroup } from '@/components/menu-row'
import PageLayout from '@/components/page-layout'
import { PRIVACY_POLICY_KEY } from '@/constants/pages'
import { type PageArgs, type PageName, navigate } from '@/navigation'
import { useProfileStore } from '@/stores/profile'
import { maskPhone } from '@/utils/mask'
import { logoutAndGoHome } from '@/flows/logout'
import MyDataPanel, { MY_DATA_TEXT } from './my-data-panel'
import UnregisterPanel from './unregister-panel'
import './index.scss'

export const SECURE_TEXT = {
  phone: '手机号',
  noPhone: '未绑定',
  wechat: '微信绑定',
  bound: '已绑定',
  unbound: '未绑定',
  profile: '个人资料',
  unregister: '注销账户',
  unregisterHint: '永久删除账户及相关数据',
  terms: '服务条款',
  privacy: '隐私政策',
  myDataHint: '查看并复制本商城保存的您的信息',
  logout: '退出登录',
  logoutConfirm: '确定要退出当前账户吗？'
} as const

/** Account and security: phone, WeChat binding, profile, account deletion and logout. */
export default function UserConfigSecurePage() {
  const info = useProfileStore((s) => s.info)
  const [leaving, setLeaving] = useState(false)
  const [unregistering, setUnregistering] = useState(false)
  const [viewingData, setViewingData] = useState(false)
  const wechatBound = Boolean(info.openid_mp || info.openid_h5 || info.wx_unionid)
  const go = <N extends PageName>(name: N, ...args: PageArgs<N>) => void navigate(name, ...args)

  const onLogout = async () => {
    const sure = await confirmAction({
      title: SECURE_TEXT.logout,
      content: SECURE_TEXT.logoutConfirm,
      confirmText: '退出'
    })
    if (!sure) return
    setLeaving(true)
    await logoutAndGoHome()
  }

  if (unregistering && info.phone) {
    return (
      <PageLayout page='user-config-secure'>
        <UnregisterPanel phone={info.phone} onCancel={() => setUnregistering(false)} />
      </PageLayout>
    )
  }

  if (viewingData) {
    return (
      <PageLayout page='user-config-secure'>
        <MyDataPanel onClose={() => setViewingData(false)} />
      </PageLayout>
    )
  }

  return (
    <PageLayout page='user-config-secure' className='secure'>
      <MenuGroup>
        <MenuRow
          title={SECURE_TEXT.phone}
          value={info.phone ? maskPhone(info.phone) : SECURE_TEXT.noPhone}
          onClick={() => go('user-config-secure-phone')}
        />
        <MenuRow
          title={SECURE_TEXT.wechat}
          value={wechatBound ? SECURE_TEXT.bound : SECURE_TEXT.unbound}
          onClick={() => go('user-config-secure-wechat')}
        />
        <MenuRow title={SECURE_TEXT.profile} onClick={() => go('user-config-profile')} />
      </MenuGroup>
      <MenuGroup>
        <MenuRow title={MY_DATA_TEXT.title} hint={SECURE_TEXT.myDataHint} onClick={() => setViewingData(true)} />
        <MenuRow title={SECURE_TEXT.privacy} onClick={() => go('service-terms', { key: PRIVACY_POLICY_KEY })} />
        <MenuRow title={SECURE_TEXT.terms} onClick={() => go('service-terms')} />
      </MenuGroup>
      {info.phone && (
        <MenuGroup>
          <MenuRow
            title={SECURE_TEXT.unregister}
            hint={SECURE_TEXT.unregisterHint}
            danger
            onClick={() => setUnregistering(true)}
          />
        </MenuGroup>
      )}
      <View className='secure__logout'>
        <Button className='secure__logout-btn' block fill='outline' loading={leaving} onClick={() => void onLogout()}>
          {SECURE_TEXT.logout}
        </Button>
      </View>
    </PageLayout>
  )
}
