import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { PrizeActivityInfo, PrizeAddress, PrizeKind } from '@contract/schemas/prize'
import { formatTime } from '@/utils/format'

export const LOTTERY_TEXT = {
  period: '活动时间',
  prizes: '奖品',
  rules: '活动规则',
  draw: '立即抽奖',
  drawing: '抽奖中',
  notStarted: '活动尚未开始',
  ended: '活动已结束',
  needOpen: '开通养老金银行账户后才能参与抽奖',
  goOpen: '去开通账户',
  yourResult: '您的抽奖结果',
  won: (name: string) => `恭喜您抽中 ${name}`,
  thanks: '很遗憾，未抽中奖品，感谢参与',
  virtualNote: '奖品将发放到您的账户，请留意消息通知',
  address: '收货地址',
  setAddress: '填写收货地址',
  changeAddress: '修改收货地址',
  addressNeeded: '请填写收货地址，奖品将在15个工作日内寄出',
  addressSaved: '收货地址已保存',
  none: '暂无抽奖活动',
  noneDesc: '当前没有进行中的开户抽奖活动，敬请期待'
} as const

export const PRIZE_KIND_LABEL: Record<PrizeKind, string> = { 0: '参与奖', 1: '实物奖品', 2: '虚拟奖品' }

const addressText = (a: PrizeAddress) => `${a.name} ${a.phone} ${a.province}${a.city}${a.area}${a.detail}`

export function ActivityHead({ info }: { info: PrizeActivityInfo }) {
  const a = info.activity
  return (
    <View className='lot-card lot-head'>
      <View className='lot-head__title' role='heading' aria-level={1}>
        {a.title}
      </View>
      <Text className='lot-muted'>
        {LOTTERY_TEXT.period}：{formatTime(a.starts_at, 'YYYY-MM-DD')} 至 {formatTime(a.ends_at, 'YYYY-MM-DD')}
      </Text>
    </View>
  )
}

export function PrizeList({ info }: { info: PrizeActivityInfo }) {
  const prizes = info.prizes.filter((p) => p.kind !== 0)
  if (!prizes.length) return null
  return (
    <View className='lot-card'>
      <View className='lot-card__title' role='heading' aria-level={2}>
        {LOTTERY_TEXT.prizes}
      </View>
      <View role='list' className='lot-prizes'>
        {prizes.map((p) => (
          <View key={p.id} role='listitem' className='lot-prizes__item'>
            <Text className='lot-prizes__name'>{p.name}</Text>
            <Text className='lot-muted'>
              {PRIZE_KIND_LABEL[p.kind]}
              {p.stock !== null ? ` · 剩余 ${p.stock}` : ''}
            </Text>
          </View>
        ))}
      </View>
    </View>
  )
}

export function Rules({ text }: { text: string }) {
  const lines = text.split(/\r?\n/).filter((l) => l.trim())
  if (!lines.length) return null
  return (
    <View className='lot-card'>
      <View className='lot-card__title' role='heading' aria-level={2}>
        {LOTTERY_TEXT.rules}
      </View>
      {lines.map((l) => (
        <Text key={l} className='lot-rules__line'>
          {l}
        </Text>
      ))}
    </View>
  )
}

/** What the user won, and for a physical prize where it goes. */
export function DrawResult({ info, onAddress }: { info: PrizeActivityInfo; onAddress: () => void }) {
  const prize = info.prize
  const won = Boolean(prize && prize.kind !== 0)
  return (
    <View className='lot-card lot-result' role='region' aria-label={LOTTERY_TEXT.yourResult}>
      <View className='lot-card__title' role='heading' aria-level={2}>
        {LOTTERY_TEXT.yourResult}
      </View>
      <Text className='lot-result__text'>{won && prize ? LOTTERY_TEXT.won(prize.name) : LOTTERY_TEXT.thanks}</Text>
      {prize?.kind === 2 && <Text className='lot-muted'>{LOTTERY_TEXT.virtualNote}</Text>}
      {prize?.kind === 1 && (
        <View className='lot-result__address'>
          {info.address ? (
            <>
              <Text className='lot-muted'>{LOTTERY_TEXT.address}</Text>
              <Text className='lot-result__addr'>{addressText(info.address)}</Text>
            </>
          ) : (
            <Text className='lot-result__need'>{LOTTERY_TEXT.addressNeeded}</Text>
          )}
          <Button
            className='lot-btn'
            type='primary'
            fill={info.address ? 'outline' : 'solid'}
            block
            onClick={onAddress}
          >
            {info.address ? LOTTERY_TEXT.changeAddress : LOTTERY_TEXT.setAddress}
          </Button>
        </View>
      )}
    </View>
  )
}
