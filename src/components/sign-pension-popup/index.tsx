import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { tapProps } from '@/components/menu-row'
import Price from '@/components/price'
import { LAOLING_CHANNEL } from '@/constants/limits'
import { SIGN_PENSION_DISMISSED_KEY } from '@/constants/storage-keys'
import { useCareMode } from '@/hooks/use-care-mode'
import { navigate } from '@/navigation'
import { useAuthStore } from '@/stores/auth'
import { useGlobalStore } from '@/stores/global'
import { useProfileStore } from '@/stores/profile'
import { useThemeStore } from '@/stores/theme'
import type { PensionInfo } from '@contract/schemas/pension'
import { readStorage, writeStorage } from '@/utils/storage'
import './index.scss'

export const SIGN_PENSION_TEXT = {
  title: '开通养老金账户',
  desc: '您有购物返现等待存入养老金账户，开通后将自动入账',
  waiting: '待存入',
  open: '立即开通',
  later: '暂不开通',
  close: '关闭'
} as const

/** The local day as YYYY-MM-DD. */
export const localDay = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

export interface SignPensionConditions {
  isLogin: boolean
  pension: Pick<PensionInfo, 'pension_amount_total' | 'pension_for_open' | 'bank_account_no'>
  channel: string
  careMode: boolean
  pensionVisible: boolean
  /** The day it was last dismissed (stored), or null. */
  dismissedOn: string | null
  today: string
}

/**
 * Offered to a logged-in user who has cashback but no pension account (no bank account number: spec section 4),
 * never for the laoling channel (spec section 6), never in care mode (no promotions), never when the theme hides
 * the pension, and not again on a day it was dismissed.
 */
export function shouldOfferSignPension(c: SignPensionConditions): boolean {
  return (
    c.isLogin &&
    (c.pension.pension_for_open > 0 || c.pension.pension_amount_total > 0) &&
    !c.pension.bank_account_no &&
    c.channel !== LAOLING_CHANNEL &&
    !c.careMode &&
    c.pensionVisible &&
    c.dismissedOn !== c.today
  )
}

/** The sign-pension popup: mount it once on a page (home, user-config); it decides by itself whether to show. */
export default function SignPensionPopup() {
  const isLogin = useAuthStore((s) => s.isLogin)
  const pension = useProfileStore((s) => s.pension)
  const channel = useGlobalStore((s) => s.appcode)
  const careMode = useCareMode()
  const pensionVisible = useThemeStore((s) => s.config.pension_visible)
  const [dismissedOn, setDismissedOn] = useState(() => readStorage<string>(SIGN_PENSION_DISMISSED_KEY))
  const today = localDay()
  const offer = shouldOfferSignPension({ isLogin, pension, channel, careMode, pensionVisible, dismissedOn, today })
  if (!offer) return null

  const dismiss = () => {
    writeStorage(SIGN_PENSION_DISMISSED_KEY, today)
    setDismissedOn(today)
  }
  const open = () => {
    // Asked once: going to open the account counts as an answer for today.
    dismiss()
    void navigate('choose-pension-bank').catch(() => undefined)
  }
  return (
    <View className='sign-pension-popup'>
      <View className='sign-pension-popup__mask' onClick={dismiss} />
      <View
        className='sign-pension-popup__dialog'
        role='dialog'
        aria-modal='true'
        aria-labelledby='sign-pension-popup-title'
      >
        <View className='sign-pension-popup__close' {...tapProps('button', SIGN_PENSION_TEXT.close)} onClick={dismiss}>
          <Text aria-hidden='true'>×</Text>
        </View>
        <Text id='sign-pension-popup-title' className='sign-pension-popup__title'>
          {SIGN_PENSION_TEXT.title}
        </Text>
        <Text className='sign-pension-popup__desc'>{SIGN_PENSION_TEXT.desc}</Text>
        <View className='sign-pension-popup__amount'>
          <Text>{SIGN_PENSION_TEXT.waiting}</Text>
          <Price cents={pension.pension_for_open || pension.pension_amount_total} size='large' />
        </View>
        <Button className='sign-pension-popup__btn' type='primary' block onClick={open}>
          {SIGN_PENSION_TEXT.open}
        </Button>
        <Button className='sign-pension-popup__btn' fill='outline' block onClick={dismiss}>
          {SIGN_PENSION_TEXT.later}
        </Button>
      </View>
    </View>
  )
}
