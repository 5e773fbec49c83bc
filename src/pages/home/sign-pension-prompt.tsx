import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { SIGN_PENSION_PROMPT_KEY } from '@/constants/storage-keys'
import { useCareMode } from '@/hooks/use-care-mode'
import { navigate } from '@/navigation'
import { useAuthStore } from '@/stores/auth'
import { usePensionActive, useProfileStore } from '@/stores/profile'
import { useThemeStore } from '@/stores/theme'
import { readStorage, writeStorage } from '@/utils/storage'

/** The local day as YYYY-MM-DD. */
const today = () => {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/**
 * The sign-pension popup: a logged-in shopper whose pension account is not open yet is asked once a day
 * to open it (cashback waits there). Never for the laoling channel (the page leaves it out) nor in care
 * mode (no promotional popups), nor when the theme hides the pension. It floats above the tab bar
 * without a mask, so it never blocks the page.
 */
export default function SignPensionPrompt() {
  const care = useCareMode()
  const isLogin = useAuthStore((s) => s.isLogin)
  const profileLoaded = useProfileStore((s) => Number(s.info.id) > 0)
  const active = usePensionActive()
  const pensionVisible = useThemeStore((s) => s.config.pension_visible)
  const wanted = isLogin && profileLoaded && !active && pensionVisible && !care
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!wanted || readStorage<string>(SIGN_PENSION_PROMPT_KEY) === today()) return
    writeStorage(SIGN_PENSION_PROMPT_KEY, today())
    setOpen(true)
  }, [wanted])

  if (!open || !wanted) return null
  return (
    <View className='sign-pension' role='dialog' aria-label='开通养老金账户'>
      <View className='sign-pension__text'>
        <Text className='sign-pension__title'>开通养老金账户</Text>
        <Text className='sign-pension__desc'>确认收货后的购物返现将存入您的个人养老金账户</Text>
      </View>
      <View
        className='sign-pension__go'
        role='button'
        onClick={() => {
          setOpen(false)
          void navigate('pension-overview').catch(() => undefined)
        }}
      >
        <Text>去开通</Text>
      </View>
      <View className='sign-pension__close' role='button' aria-label='关闭' onClick={() => setOpen(false)}>
        <Text aria-hidden='true'>×</Text>
      </View>
    </View>
  )
}
