import CareModeSwitch from '@/components/care-mode-switch'
import MenuRow, { MenuGroup } from '@/components/menu-row'
import PageLayout from '@/components/page-layout'
import SignPensionPopup from '@/components/sign-pension-popup'
import { type PageArgs, type PageName, navigate } from '@/navigation'
import { useProfileStore } from '@/stores/profile'
import { useThemeStore } from '@/stores/theme'
import { AssetBar, AssetGrid, AssetRows, assetItems } from './assets'
import MyHeader from './header'
import PensionCard from './pension-card'
import OrderShortcuts from './shortcuts'
import { useMySummary } from './use-my-summary'
import './index.scss'

/** my_page_theme: 2 is the compact layout; anything else the default banner layout. */
export const myLayout = (theme: number): 1 | 2 => (theme === 2 ? 2 : 1)

/** The 我的 tab: who I am, my orders, assets, pension, messages, service, care mode and settings. */
export default function UserConfigPage() {
  const info = useProfileStore((s) => s.info)
  const pension = useProfileStore((s) => s.pension)
  const theme = useThemeStore((s) => s.config)
  const { isLogin, summary } = useMySummary()
  const layout = myLayout(theme.my_page_theme)
  const giftCard = {
    visible: theme.gift_card_visible,
    name: `${theme.gift_card_name || '购物卡'}${theme.gift_card_name_suffix || ''}`
  }
  const items = assetItems(summary, giftCard)
  const pensionCard = theme.pension_visible ? <PensionCard pension={pension} layout={layout} /> : null
  const pensionFirst = theme.pension_position !== 2
  const go = <N extends PageName>(name: N, ...args: PageArgs<N>) => void navigate(name, ...args)

  return (
    <PageLayout page='user-config' className={`my my--${layout}`}>
      <MyHeader info={info} isLogin={isLogin} layout={layout} />
      {layout === 2 && <AssetBar items={items} />}
      {pensionFirst && pensionCard}
      <OrderShortcuts counts={summary.orders} />
      {!pensionFirst && pensionCard}
      {layout === 1 ? <AssetGrid items={items} /> : <AssetRows items={items} />}
      <MenuGroup>
        <MenuRow title='消息中心' badge={summary.unread} onClick={() => go('message-list')} />
        <MenuRow title='联系客服' onClick={() => go('customer-service')} />
        <MenuRow title='意见反馈' onClick={() => go('service-feedback')} />
      </MenuGroup>
      <MenuGroup>
        <CareModeSwitch />
        {isLogin && <MenuRow title='账户与安全' onClick={() => go('user-config-secure')} />}
        {isLogin && <MenuRow title='消息通知设置' onClick={() => go('message-list', { tab: 'settings' })} />}
      </MenuGroup>
      <SignPensionPopup />
    </PageLayout>
  )
}
