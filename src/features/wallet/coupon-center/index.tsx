import { ScrollView, Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { LoadState } from '@/components/load-state'
import { usePageData } from '@/hooks/use-page-data'
import { getCouponCenter, receiveCoupon } from '@/services/api/coupon'
import type { CouponCenterItem } from '@contract/schemas/coupon'
import { toast } from '@/utils/feedback'
import { centerAction } from './coupon-logic'
import { CouponFace, CouponRules } from './parts'
import './index.scss'

const TAB_STOP = { tabindex: 0 } as Record<string, number>

interface CenterProps {
  visible: boolean
  onClose: () => void
  /** A coupon was claimed: the page shows it under 可使用. */
  onReceived?: () => void
  /** The goods page's 领券: only the coupons that apply to this SKU, under that title. */
  skuId?: number
  title?: string
}

/**
 * 领券中心: the coupons on offer now, each claimable while the shopper may still hold one more; with `skuId`, the
 * goods page's 领券 sheet (those whose scope takes that goods, the same cards, buttons and rules).
 */
export default function CouponCenter({ visible, onClose, onReceived, skuId, title = '领券中心' }: CenterProps) {
  const center = usePageData(
    async () => (await getCouponCenter(skuId ? { sku_id: skuId } : {})).list,
    [visible, skuId],
    { enabled: visible }
  )
  const [busy, setBusy] = useState<number | null>(null)

  const receive = async (c: CouponCenterItem) => {
    if (busy !== null) return
    setBusy(c.coupon_id)
    try {
      await receiveCoupon({ coupon_id: c.coupon_id })
      void toast('领取成功，已放入“可使用”', { icon: 'success' })
      onReceived?.()
    } catch {
      // The server's reason (已领取过, 已领完 ...) is on screen; what is left on offer is what it says now.
    } finally {
      setBusy(null)
      void center.reload()
    }
  }

  return (
    <Popup visible={visible} position='bottom' round closeable={false} onClose={onClose}>
      <View className='mc-center' role='dialog' aria-label={title}>
        <View className='mc-center__head'>
          <Text className='mc-center__title'>{title}</Text>
          <View className='mc-center__close' role='button' aria-label='关闭' {...TAB_STOP} onClick={onClose}>
            <Text aria-hidden='true'>×</Text>
          </View>
        </View>
        <ScrollView className='mc-center__body' scrollY>
          <View className='mc-center__inner'>
            <LoadState
              of={center}
              skeleton='list'
              empty={{
                title: skuId ? '该商品暂无可领取的优惠券' : '暂时没有可领取的优惠券',
                description: '过几天再来看看吧'
              }}
            >
              {(list) =>
                list.map((c) => {
                  const action = centerAction(c)
                  return (
                    <View key={c.coupon_id} className='mc-card mc-card--center'>
                      <View className='mc-card__main'>
                        <CouponFace coupon={c} />
                        <View className='mc-card__info'>
                          <Text className='mc-card__name'>{c.name}</Text>
                          <Text className='mc-card__meta'>{c.scope_text}</Text>
                          <Text className='mc-card__meta'>{c.valid_text}</Text>
                        </View>
                        <View className='mc-card__side'>
                          <View
                            className={`mc-card__use${action.enabled ? '' : ' mc-card__use--off'}`}
                            role='button'
                            {...TAB_STOP}
                            aria-disabled={action.enabled ? undefined : 'true'}
                            onClick={() => action.enabled && void receive(c)}
                          >
                            <Text>{busy === c.coupon_id ? '领取中' : action.text}</Text>
                          </View>
                        </View>
                      </View>
                      <CouponRules coupon={c} />
                    </View>
                  )
                })
              }
            </LoadState>
          </View>
        </ScrollView>
      </View>
    </Popup>
  )
}
