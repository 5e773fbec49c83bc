import { Text, View } from '@tarojs/components'
import Price from '@/components/price'

export const TERMS_TEXT = {
  title: '提取说明',
  fee: '手续费',
  free: '免手续费',
  arrival: '预计到账',
  limit: '每日限额',
  todayLeft: '今日还可提取'
} as const

export interface WithdrawTerms {
  fee: number
  dailyLimit: number
  todayLeft: number
  arrival: string
}

/**
 * Fee, arrival and the day's limit, from /pensionaccount/check, shown above the confirm: money leaves the shop,
 * so the shopper reads what it costs and when it arrives before deciding (docs/decisions/0016-withdrawal-second-factor.md).
 */
export default function WithdrawTermsList({ terms }: { terms: WithdrawTerms }) {
  return (
    <View className='apw-terms' role='region' aria-label={TERMS_TEXT.title}>
      <View className='apw-terms__row'>
        <Text className='apw-terms__label'>{TERMS_TEXT.fee}</Text>
        {terms.fee > 0 ? (
          <Price cents={terms.fee} size='small' />
        ) : (
          <Text className='apw-terms__value'>{TERMS_TEXT.free}</Text>
        )}
      </View>
      <View className='apw-terms__row'>
        <Text className='apw-terms__label'>{TERMS_TEXT.arrival}</Text>
        <Text className='apw-terms__value'>{terms.arrival}</Text>
      </View>
      <View className='apw-terms__row'>
        <Text className='apw-terms__label'>{TERMS_TEXT.limit}</Text>
        <Price cents={terms.dailyLimit} size='small' />
      </View>
      <View className='apw-terms__row'>
        <Text className='apw-terms__label'>{TERMS_TEXT.todayLeft}</Text>
        <Price cents={terms.todayLeft} size='small' />
      </View>
    </View>
  )
}
