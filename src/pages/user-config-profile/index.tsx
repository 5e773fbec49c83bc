import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useRef, useState } from 'react'
import FormField from '@/components/form-field'
import MenuRow, { MenuGroup, tapProps } from '@/components/menu-row'
import PageLayout from '@/components/page-layout'
import { navigate } from '@/navigation'
import { setUserProfile } from '@/services/api/user'
import { uploadImage } from '@/services/upload'
import { useProfileStore } from '@/stores/profile'
import type { ProfileInfo } from '@contract/schemas/user'
import { toast } from '@/utils/feedback'
import { maskPhone } from '@/utils/mask'
import './index.scss'

export const PROFILE_TEXT = {
  avatar: '更换头像',
  uploading: (p: number) => `上传中 ${p}%`,
  uploadFailed: '头像上传失败，请重试',
  avatarSaved: '头像已更新',
  nick: '昵称',
  nickPlaceholder: '请输入昵称',
  nickEmpty: '昵称不能为空',
  nickLong: '昵称最多 20 个字',
  save: '保存昵称',
  saved: '昵称已保存',
  unchanged: '昵称没有变化',
  phone: '手机号'
} as const

export const NICK_MAX = 20

/** What is wrong with a nickname, or null. */
export function checkNick(nick: string): string | null {
  const trimmed = nick.trim()
  if (!trimmed) return PROFILE_TEXT.nickEmpty
  if (trimmed.length > NICK_MAX) return PROFILE_TEXT.nickLong
  return null
}

/** The saved profile goes straight into the store, so every page shows it without another request. */
function storeProfile(info: ProfileInfo | null | undefined) {
  if (info && typeof info === 'object') useProfileStore.setState((s) => ({ info: { ...s.info, ...info } }))
}

/** Avatar (uploaded with progress) and nickname, saved through /user/setprofile. */
export default function UserConfigProfilePage() {
  const info = useProfileStore((s) => s.info)
  const [nick, setNick] = useState(info.nick)
  const [touched, setTouched] = useState(false)
  const [nickError, setNickError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const abort = useRef<(() => void) | null>(null)
  // The profile may land after the page opened; until the user types, the field follows it.
  useEffect(() => {
    if (!touched) setNick(info.nick)
  }, [info.nick, touched])
  useEffect(() => () => abort.current?.(), [])

  const onAvatar = async () => {
    if (progress !== null) return
    let path: string | undefined
    try {
      const picked = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      path = picked.tempFilePaths[0]
    } catch {
      return // the user closed the picker
    }
    if (!path) return
    setProgress(0)
    try {
      const task = uploadImage(path, (p) => setProgress(Math.min(99, Math.round(p.progress))))
      abort.current = task.abort
      const url = await task
      storeProfile(await setUserProfile({ head: url }))
      void toast(PROFILE_TEXT.avatarSaved, { icon: 'success' })
    } catch (err) {
      void toast(
        (err instanceof Error && !/^uploadFile:fail/.test(err.message) && err.message) || PROFILE_TEXT.uploadFailed
      )
    } finally {
      abort.current = null
      setProgress(null)
    }
  }

  const onSaveNick = async () => {
    const problem = checkNick(nick)
    setNickError(problem)
    if (problem || saving) return
    if (nick.trim() === info.nick) return void toast(PROFILE_TEXT.unchanged)
    setSaving(true)
    try {
      storeProfile(await setUserProfile({ nick: nick.trim() }))
      void toast(PROFILE_TEXT.saved, { icon: 'success' })
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSaving(false)
    }
  }

  const uploading = progress !== null
  return (
    <PageLayout page='user-config-profile' className='profile'>
      <View className='profile__avatar-box'>
        <View
          className='profile__avatar'
          {...tapProps('button', PROFILE_TEXT.avatar)}
          aria-busy={uploading ? 'true' : 'false'}
          onClick={() => void onAvatar()}
        >
          {info.head ? (
            <Image className='profile__img' src={info.head} mode='aspectFill' imgProps={{ alt: '我的头像' }} />
          ) : (
            <Text className='profile__initial' aria-hidden='true'>
              {(info.nick || '我').slice(0, 1)}
            </Text>
          )}
          {uploading && (
            <View
              className='profile__progress'
              role='progressbar'
              aria-valuenow={progress}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <View className='profile__progress-bar' style={{ width: `${progress}%` }} />
              <Text className='profile__progress-text'>{PROFILE_TEXT.uploading(progress)}</Text>
            </View>
          )}
        </View>
        <Text className='profile__avatar-hint'>
          {uploading ? PROFILE_TEXT.uploading(progress) : PROFILE_TEXT.avatar}
        </Text>
      </View>

      <View className='profile__form'>
        <FormField
          label={PROFILE_TEXT.nick}
          name='nick'
          value={nick}
          maxLength={NICK_MAX}
          placeholder={PROFILE_TEXT.nickPlaceholder}
          error={nickError}
          onChange={(v) => {
            setTouched(true)
            setNick(v)
            setNickError(null)
          }}
          onBlur={() => setNickError(checkNick(nick))}
        />
      </View>
      <View className='profile__actions'>
        <Button className='profile__save' type='primary' block loading={saving} onClick={() => void onSaveNick()}>
          {PROFILE_TEXT.save}
        </Button>
      </View>

      <MenuGroup>
        <MenuRow
          title={PROFILE_TEXT.phone}
          value={info.phone ? maskPhone(info.phone) : '未绑定'}
          onClick={() => void navigate('user-config-secure-phone')}
        />
      </MenuGroup>
    </PageLayout>
  )
}
