import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import EmptyState from '@/components/empty-state'
import LoadState from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { EVENTS } from '@/constants/events'
import { PENSION_TEXT } from '@/constants/pension'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { getPensionInfo } from '@/services/api/pension'
import { useProfileStore } from '@/stores/profile'
import { useThemeStore } from '@/stores/theme'
import { goHome } from '@/utils/route'
import FlowsTab from './flows'
import ManageTab from './manage'
import { AccountCard, TotalsCard } from './summary'
import './index.scss'

/** A tab stop for tappable Views (a page of Views has nothing focusable otherwise). */
const TAB_STOP = { tabindex: 0 } as Record<string, number>

type Tab = 'flows' | 'manage'
const TABS: Array<{ key: Tab; title: string }> = [
  { key: 'flows', title: '返现明细' },
  { key: 'manage', title: '养老金管理' }
]

/** Reloads when an account opening or a verification finishes elsewhere (spec section 4 events). */
function useProductEvents(onEvent: () => void) {
  useEffect(() => {
    const names = [EVENTS.openingBankAccountSuccess, EVENTS.verification]
    for (const name of names) Taro.eventCenter.on(name, onEvent)
    return () => {
      for (const name of names) Taro.eventCenter.off(name, onEvent)
    }
  }, [onEvent])
}

/**
 * 养老金账户: totals, the bank account or the call to open one, the cashback flows by month and type, and
 * pension management. Hidden (with a way home) when the theme turns the pension off.
 */
export default function PensionOverviewPage() {
  const params = usePageParams<'pension-overview'>()
  const theme = useThemeStore((s) => s.config)
  const [tab, setTab] = useState<Tab>(params.tab === 'manage' ? 'manage' : 'flows')
  const [refreshKey, setRefreshKey] = useState(0)
  const info = usePageData(
    async () => {
      const data = await getPensionInfo()
      // The "my" page and the popups read the store: keep it as fresh as this page.
      const store = useProfileStore.getState()
      store.setPension(data)
      store.setPensionStatus(data.status)
      return data
    },
    [refreshKey],
    { refreshOnShow: true, enabled: theme.pension_visible }
  )
  const onEvent = useCallback(() => setRefreshKey((k) => k + 1), [])
  useProductEvents(onEvent)

  if (!theme.pension_visible) {
    return (
      <PageLayout page='pension-overview'>
        <EmptyState
          title={PENSION_TEXT.hiddenTitle}
          description={PENSION_TEXT.hiddenDesc}
          actionText={PENSION_TEXT.goHome}
          onAction={() => void goHome()}
        />
      </PageLayout>
    )
  }

  // pension_position 2 puts the bank account above the totals; 1 (the default) below them.
  const accountFirst = theme.pension_position === 2
  return (
    <PageLayout page='pension-overview' className='pov'>
      <LoadState of={info}>
        {(data) => (
          <View className='pov__head'>
            {accountFirst && <AccountCard info={data} />}
            <TotalsCard info={data} />
            {!accountFirst && <AccountCard info={data} />}
          </View>
        )}
      </LoadState>
      <View className='pov-tabs' role='tablist' aria-label='养老金'>
        {TABS.map((t) => (
          <View
            key={t.key}
            className={`pov-tabs__tab${t.key === tab ? ' pov-tabs__tab--on' : ''}`}
            role='tab'
            {...TAB_STOP}
            aria-selected={t.key === tab}
            onClick={() => setTab(t.key)}
          >
            <Text>{t.title}</Text>
          </View>
        ))}
      </View>
      <View className='pov__body' role='tabpanel'>
        {tab === 'flows' ? (
          <FlowsTab tagTheme={theme.pension_tag_theme} refreshKey={refreshKey} />
        ) : (
          <ManageTab refreshKey={refreshKey} />
        )}
      </View>
    </PageLayout>
  )
}
