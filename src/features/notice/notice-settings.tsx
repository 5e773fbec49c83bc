import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { MenuGroup } from '@/components/menu-row'
import SwitchRow from '@/components/switch-row'
import ErrorState from '@/components/error-state'
import Loading from '@/components/loading'
import { getNoticeSettings, saveNoticeSettings } from '@/services/api/notice'
import {
  MONEY_OUT_NOTE,
  NOTICE_EVENTS,
  NOTICE_LABELS,
  NOTICE_OPTIONAL_CHANNELS,
  type NoticeEventName
} from '@contract/notice'
import type { Data } from '@contract/api/route'
import type { noticeRoutes } from '@contract/api/notice'
import './notice-settings.scss'

type Settings = Data<(typeof noticeRoutes)['/notice/settings']>
type Channel = (typeof NOTICE_OPTIONAL_CHANNELS)[number]

export const NOTICE_SETTINGS_TEXT = {
  channels: '接收方式',
  events: '通知内容',
  inbox: '消息中心始终接收全部通知；以下方式可按需关闭',
  failed: '通知设置加载失败'
} as const

/**
 * 消息通知设置 (docs/operations.md, Notices): the optional channels (WeChat, Alipay, SMS) and each event on or off.
 * A switch changes at once and is saved; a refused save puts it back (the request layer shows why). Money leaving the
 * account stays on: its rows are shown locked, with the reason.
 */
export default function NoticeSettings() {
  const [settings, setSettings] = useState<Settings | null>(null)
  const [failed, setFailed] = useState(false)

  const load = () => {
    setFailed(false)
    getNoticeSettings({ noTip: true })
      .then(setSettings)
      .catch(() => setFailed(true))
  }
  useEffect(load, [])

  if (failed) return <ErrorState message={NOTICE_SETTINGS_TEXT.failed} onRetry={load} />
  if (!settings) return <Loading block />

  const change = async (patch: {
    channels?: Partial<Record<Channel, boolean>>
    events?: Partial<Record<NoticeEventName, boolean>>
  }) => {
    const before = settings
    setSettings({
      ...settings,
      channels: { ...settings.channels, ...patch.channels },
      events: { ...settings.events, ...patch.events }
    })
    try {
      setSettings(await saveNoticeSettings(patch))
    } catch {
      setSettings(before)
    }
  }

  const locked = new Set(settings.locked)
  return (
    <View className='notice-settings'>
      <MenuGroup title={NOTICE_SETTINGS_TEXT.channels}>
        <Text className='notice-settings__note'>{NOTICE_SETTINGS_TEXT.inbox}</Text>
        {NOTICE_OPTIONAL_CHANNELS.map((c) => (
          <SwitchRow
            key={c}
            title={NOTICE_LABELS[c]}
            on={settings.channels[c]}
            onChange={(on) => void change({ channels: { [c]: on } })}
          />
        ))}
      </MenuGroup>
      <MenuGroup title={NOTICE_SETTINGS_TEXT.events}>
        {NOTICE_EVENTS.map((e) => (
          <SwitchRow
            key={e}
            title={NOTICE_LABELS[e]}
            on={locked.has(e) || settings.events[e]}
            disabled={locked.has(e)}
            description={locked.has(e) ? MONEY_OUT_NOTE : undefined}
            onChange={(on) => void change({ events: { [e]: on } })}
          />
        ))}
      </MenuGroup>
    </View>
  )
}
