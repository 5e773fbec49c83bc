import { Image, Text, View } from '@tarojs/components'
import Countdown from '@/components/countdown'
import Price from '@/components/price'
import { PRODUCT_KIND } from '@contract/enums'
import type { ActivityInfo, GoodsActivity } from '@contract/schemas/goods'
import GoodsImage from '@/components/goods-image'

interface ActivityPanelProps {
  activity: GoodsActivity
  /** /activity/info: open groups of a group buy, package items; absent until it answers. */
  detail?: ActivityInfo
  /** The SKU's own price, beside the activity's. */
  skuPrice: number
  /** A countdown ran out: the page loads the goods again. */
  onEnd: () => void
  onJoin: (groupId: number) => void
}

const STATE_TEXT = { ended: '活动已结束', sold_out: '已抢光' } as const

function FlashBand({ activity, skuPrice, onEnd }: Pick<ActivityPanelProps, 'activity' | 'skuPrice' | 'onEnd'>) {
  const upcoming = activity.state === 'upcoming'
  return (
    <View className='activity-band activity-band--flash'>
      <View className='activity-band__main'>
        <Text className='activity-band__tag'>{activity.title || '限时秒杀'}</Text>
        <Price cents={activity.price} size='large' className='activity-band__price' />
        <Price cents={skuPrice} strike size='small' className='activity-band__was' />
      </View>
      <View className='activity-band__side'>
        {activity.state === 'ongoing' || upcoming ? (
          <Countdown
            endAt={upcoming ? activity.start_time : activity.end_time}
            prefix={upcoming ? '距开始' : '距结束'}
            size='small'
            onEnd={onEnd}
            className='activity-band__countdown'
          />
        ) : (
          <Text className='activity-band__state'>{STATE_TEXT[activity.state as 'ended' | 'sold_out']}</Text>
        )}
        {typeof activity.stock === 'number' && activity.state === 'ongoing' && (
          <Text className='activity-band__note'>剩余 {activity.stock} 件</Text>
        )}
      </View>
    </View>
  )
}

function GroupBand({ activity, detail, skuPrice, onEnd, onJoin }: ActivityPanelProps) {
  const groups = detail?.groups ?? []
  return (
    <View className='activity-group'>
      <View className='activity-band activity-band--group'>
        <View className='activity-band__main'>
          <Text className='activity-band__tag'>{activity.group_size ?? 2}人团</Text>
          <Price cents={activity.price} size='large' className='activity-band__price' />
          <Text className='activity-band__note'>
            单买价 <Price cents={skuPrice} size='small' className='activity-band__plain' />
          </Text>
        </View>
        <View className='activity-band__side'>
          {activity.state === 'ongoing' ? (
            <Text className='activity-band__note'>{activity.group_size ?? 2}人成团，邀请好友一起拼</Text>
          ) : (
            <Text className='activity-band__state'>
              {STATE_TEXT[activity.state as 'ended' | 'sold_out'] ?? '即将开始'}
            </Text>
          )}
        </View>
      </View>
      {activity.state === 'ongoing' && groups.length > 0 && (
        <View className='open-groups' role='region' aria-label='正在拼团'>
          <Text className='open-groups__title'>这些人正在拼团，可直接参与</Text>
          {groups.map((g) => (
            <View key={g.group_id} className='open-groups__row'>
              {g.leader_head ? (
                <Image className='open-groups__head' src={g.leader_head} imgProps={{ alt: '' }} />
              ) : (
                <View className='open-groups__head open-groups__head--blank' />
              )}
              <View className='open-groups__info'>
                <Text className='open-groups__nick'>{g.leader_nick}</Text>
                <Text className='open-groups__left'>还差 {Math.max(1, g.size - g.joined)} 人成团</Text>
                <Countdown endAt={g.expire_time} prefix='剩余' size='small' onEnd={onEnd} />
              </View>
              <View
                className='open-groups__join'
                role='button'
                aria-label={`去参团（${g.leader_nick}的团）`}
                onClick={() => onJoin(g.group_id)}
              >
                <Text>去参团</Text>
              </View>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

function PackageBand({ activity, detail }: Pick<ActivityPanelProps, 'activity' | 'detail'>) {
  const items = (detail?.items?.length ? detail.items : activity.items) ?? []
  const original = detail?.original_price ?? activity.original_price
  const saving = Math.max(0, original - activity.price)
  return (
    <View className='activity-package'>
      <View className='activity-band activity-band--package'>
        <View className='activity-band__main'>
          <Text className='activity-band__tag'>{activity.title || '优惠套餐'}</Text>
          <Price cents={activity.price} size='large' className='activity-band__price' />
          {original > activity.price && <Price cents={original} strike size='small' className='activity-band__was' />}
        </View>
        <View className='activity-band__side'>
          {saving > 0 && (
            <Text className='activity-band__note'>
              省 <Price cents={saving} size='small' className='activity-band__plain' />
            </Text>
          )}
          {activity.state !== 'ongoing' && (
            <Text className='activity-band__state'>
              {STATE_TEXT[activity.state as 'ended' | 'sold_out'] ?? '即将开始'}
            </Text>
          )}
        </View>
      </View>
      {items.length > 0 && (
        <View className='package-items' role='list' aria-label='套餐内容'>
          {items.map((i) => (
            <View key={i.sku_id} className='package-items__row' role='listitem'>
              {/* 96 px (activity.scss): the icon size, as `thumb` would be 2.5 times what a 2x screen shows. */}
              <GoodsImage className='package-items__image' goods={i} size='icon' />
              <View className='package-items__info'>
                <Text className='package-items__title'>{i.title}</Text>
                <Text className='package-items__spec'>
                  {i.spec_text} × {i.qty}
                </Text>
              </View>
              <Price cents={i.price * i.qty} size='small' />
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

/** Flash sale (price, countdown, stock), group buy (size, open groups) or package (contents, saving). */
export default function ActivityPanel(props: ActivityPanelProps) {
  const { activity } = props
  if (activity.kind === PRODUCT_KIND.flash) return <FlashBand {...props} />
  if (activity.kind === PRODUCT_KIND.group) return <GroupBand {...props} />
  if (activity.kind === PRODUCT_KIND.package) return <PackageBand activity={activity} detail={props.detail} />
  return null
}
