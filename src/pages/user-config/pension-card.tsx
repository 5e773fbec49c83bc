import { Text, View } from '@tarojs/components'
import Price from '@/components/price'
import { navigate } from '@/navigation'
import type { PensionInfo } from '@contract/schemas/pension'
import { tapProps } from '@/components/menu-row'

export const PENSION_TEXT = {
  title: '我的养老金',
  total: '累计返现',
  deposited: '已入账',
  waiting: '待入账',
  unsettled: '待结算',
  open: '开通养老金账户后，返现将存入您的账户',
  opened: '养老金账户已开通',
  more: '查看明细'
} as const

/**
 * The pension totals from the profile store (spec section 3 profile.pension). Layout 1 is a wide card with
 * the three states in a row; layout 2 a compact strip with the total and the pending amounts.
 */
export default function PensionCard({ pension, layout }: { pension: PensionInfo; layout: 1 | 2 }) {
  const open = () => void navigate('pension-overview')
  const parts: Array<[string, number]> = [
    [PENSION_TEXT.deposited, pension.accountin_total],
    [PENSION_TEXT.waiting, pension.accountin_waiting],
    [PENSION_TEXT.unsettled, pension.unsettled_amount]
  ]
  return (
    <View className={`pension-card pension-card--${layout}`} {...tapProps()} onClick={open}>
      <View className='pension-card__head'>
        <Text className='pension-card__title'>{PENSION_TEXT.title}</Text>
        <Text className='pension-card__more'>{PENSION_TEXT.more} ›</Text>
      </View>
      <View className='pension-card__total'>
        <Text className='pension-card__label'>{PENSION_TEXT.total}</Text>
        <Price
          cents={pension.pension_amount_total}
          size={layout === 1 ? 'large' : 'normal'}
          className='pension-card__amount'
        />
      </View>
      <View className='pension-card__parts'>
        {parts.map(([label, cents]) => (
          <View key={label} className='pension-card__part'>
            <Text className='pension-card__label'>{label}</Text>
            <Price cents={cents} size='small' className='pension-card__amount' />
          </View>
        ))}
      </View>
      <Text className='pension-card__note'>{pension.status ? PENSION_TEXT.opened : PENSION_TEXT.open}</Text>
    </View>
  )
}
