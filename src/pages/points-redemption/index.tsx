import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { confirmAction } from '@/components/confirm'
import FormField from '@/components/form-field'
import { ListState, LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import Price from '@/components/price'
import { usePageData } from '@/hooks/use-page-data'
import { usePagedList } from '@/hooks/use-paged-list'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { redirectTo } from '@/navigation'
import { exchangePension } from '@/services/api/pension'
import { getPointsFlow, getPointsInfo } from '@/services/api/points'
import { formatMoney, formatTime } from '@/utils/format'
import { goHome } from '@/utils/route'
import { DEFAULT_EXCHANGE, allPoints, pensionCents, pointsError } from './redeem-logic'
import './index.scss'

/** 积分兑换: the balance, points into the pension account (with a confirm, then the result page), the flow. */
export default function PointsRedemptionPage() {
  const info = usePageData(() => getPointsInfo(), [], { refreshOnShow: true })
  const flow = usePagedList((q) => getPointsFlow(q), [], { pageSize: 15, refreshOnShow: true })
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const rule = info.data?.exchange ?? DEFAULT_EXCHANGE
  const balance = info.data?.points ?? 0
  const typed = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : 0

  const redeem = useSingleFlight(async () => {
    const wrong = pointsError(text, balance, rule)
    setError(wrong)
    if (wrong) return
    const cents = pensionCents(typed, rule)
    const ok = await confirmAction({
      title: '确认兑换',
      content: `确定用${typed}积分兑换${formatMoney(cents)}养老金吗？兑换后不可撤销`,
      confirmText: '确认兑换'
    })
    if (!ok) return
    try {
      const r = await exchangePension({ points: typed })
      await redirectTo('points-redemption-status', {
        flow_id: r.flow_id,
        points: r.points,
        amount: r.amount,
        balance: r.points_balance
      })
    } catch {
      // The server's message (积分不足 ...) is on screen; the balance shown is refreshed.
      void info.reload()
    }
  })

  return (
    <PageLayout page='points-redemption' className='points-redemption'>
      <LoadState of={info}>
        {(p) => (
          <View>
            <View className='pr-head'>
              <Text className='pr-head__label'>我的积分</Text>
              <Text className='pr-head__points'>{p.points}</Text>
              <Text className='pr-head__rule'>{p.rule_text}</Text>
            </View>
            <View className='pr-card'>
              <Text className='pr-card__title'>兑换养老金</Text>
              <Text className='pr-card__rate'>
                {rule.points_per_cent * 100}积分可兑换1元养老金，每次至少{rule.min_points}积分
              </Text>
              <FormField
                label='兑换积分'
                name='points'
                keyboard='number'
                maxLength={9}
                value={text}
                placeholder={`至少${rule.min_points}积分`}
                error={error}
                onChange={(v) => {
                  setText(v)
                  setError(null)
                }}
                extra={
                  <View
                    className='pr-card__all'
                    role='button'
                    {...{ tabindex: 0 }}
                    onClick={() => {
                      setText(String(allPoints(p.points, rule) || ''))
                      setError(null)
                    }}
                  >
                    <Text>全部兑换</Text>
                  </View>
                }
              />
              <View className='pr-card__gets'>
                <Text>可兑换养老金</Text>
                <Price cents={pensionCents(typed, rule)} size='large' />
              </View>
              <Button
                className='pr-card__submit'
                type='primary'
                block
                loading={redeem.busy}
                disabled={redeem.busy || p.points < rule.min_points}
                onClick={() => void redeem.run()}
              >
                {p.points < rule.min_points ? `满${rule.min_points}积分可兑换` : '兑换养老金'}
              </Button>
              <Text className='pr-card__note'>兑换的养老金将存入您的个人养老金账户，可在养老金明细中查看</Text>
            </View>
          </View>
        )}
      </LoadState>
      <Text className='pr-section'>积分明细</Text>
      <View className='pr-flow'>
        <ListState
          of={flow}
          empty={{
            title: '暂无积分明细',
            description: '确认收货后即可获得积分',
            actionText: '去逛逛',
            onAction: goHome
          }}
        >
          {(items) =>
            items.map((f) => (
              <View key={f.id} className='pr-flow__row'>
                <View className='pr-flow__what'>
                  <Text className='pr-flow__reason'>{f.reason_text}</Text>
                  <Text className='pr-flow__time'>{formatTime(f.time, 'YYYY-MM-DD HH:mm')}</Text>
                </View>
                <Text className={f.delta > 0 ? 'pr-flow__delta pr-flow__delta--in' : 'pr-flow__delta'}>
                  {f.delta > 0 ? `+${f.delta}` : f.delta}
                </Text>
              </View>
            ))
          }
        </ListState>
      </View>
    </PageLayout>
  )
}
