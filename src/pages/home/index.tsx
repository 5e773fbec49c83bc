import { View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { useRef } from 'react'
import { SHOP_PREPARING } from '@/components/empty-state'
import HomeTemplate, { drawsAnything } from '@/components/home-template'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import SearchEntry from '@/components/search-entry'
import { LAOLING_CHANNEL } from '@/constants/limits'
import { usePageData } from '@/hooks/use-page-data'
import { useGlobalStore } from '@/stores/global'
import { HOME_CONF_DEFAULTS, useThemeStore, type HomeConf } from '@/stores/theme'
import { isColor } from '@/utils/validate'
import SignPensionPrompt from './sign-pension-prompt'
import { useHomePreview } from './use-home-preview'
import './index.scss'

/**
 * How old the template shown may be when a shopper comes back to home (a tab switch, back from another page) before
 * it is asked for again: a publish in the console reaches a page left open within about a minute, without a reload
 * of the app. The server clears its cached answer on publish, so asking again is all it takes.
 */
export const HOME_STALE_MS = 60_000

export default function HomePage() {
  const first = useRef(true)
  // When the template shown was fetched (0: not yet); startup's fetch counts as now, it has just happened.
  const fetchedAt = useRef(0)
  const home = usePageData(async (): Promise<HomeConf> => {
    const state = useThemeStore.getState()
    // Startup has usually fetched the template already (or is fetching it: loadHomeConf then shares that
    // request); the first show uses it, a pull-down asks again.
    const fresh = first.current && state.homeConf !== HOME_CONF_DEFAULTS
    first.current = false
    if (!fresh) await state.loadHomeConf()
    fetchedAt.current = Date.now()
    return useThemeStore.getState().homeConf
  }, [])
  const published = useThemeStore((s) => s.homeConfGoodsActivities)
  const laoling = useGlobalStore((s) => s.appcode) === LAOLING_CHANNEL
  // In the console's preview frame the editor's draft replaces the published template (use-home-preview.ts).
  const { previewing, draft } = useHomePreview()
  const conf = draft?.conf ?? home.data
  const activities = draft?.activities ?? published
  const showHeader = !laoling && conf?.useHeader !== false
  const hideFooter = conf?.useFooter === false
  const bg = conf && isColor(conf.pageConf?.bgColor) ? conf.pageConf.bgColor : undefined

  // Mini programs draw the tab bar outside the page; H5 hides the layout's bar by class (index.scss).
  useDidShow(() => {
    if (process.env.TARO_ENV !== 'h5' && hideFooter) void Taro.hideTabBar({}).catch(() => undefined)
    // Shown again with an old template: ask again behind what is shown (the first show is the mount's own load, and
    // the cold visit's first paint, docs/decisions/0028-h5-first-paint.md, is never touched by this).
    if (!previewing && fetchedAt.current && Date.now() - fetchedAt.current > HOME_STALE_MS) void home.reload()
  })

  return (
    <PageLayout page='home' className={hideFooter ? 'home home--no-footer' : 'home'}>
      <View className='home__body' style={bg ? { backgroundColor: bg } : undefined}>
        {showHeader && <SearchEntry sticky />}
        {draft ? (
          <HomeTemplate components={draft.conf.components} activities={activities} />
        ) : (
          // A new shop (nothing published, or lists whose goods are all off shelf) draws nothing: say so calmly.
          <LoadState of={home} isEmpty={(c) => !drawsAnything(c.components, activities)} empty={SHOP_PREPARING}>
            {(c) => <HomeTemplate components={c.components} activities={activities} />}
          </LoadState>
        )}
      </View>
      {!laoling && !previewing && <SignPensionPrompt />}
    </PageLayout>
  )
}
