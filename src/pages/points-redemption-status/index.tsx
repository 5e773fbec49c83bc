import { Text, View } from '@tarojs/components'
import PageLayout from '@/components/page-layout'
import Price from '@/components/price'
import ResultScreen from '@/components/result-screen'
import { usePageParams } from '@/hooks/use-page-params'
import { redirectTo } from '@/navigation'
import './index.scss'

const count = (v?: string) => (v && /^\d{1,10}$/.test(v) ? Number(v) : null)

/** 兑换结果 (`?flow_id=&points=&amount=&balance=` from points-redemption): what the exchange gave, and the ways on. */
export default function PointsRedemptionStatusPage() {
  const p = usePageParams<'points-redemption-status'>()
  const points = count(p.points)
  const amount = count(p.amount)
  const balance = count(p.balance)
  const toPoints = () => void redirectTo('points-redemption')
  const toPension = () => void redirectTo('pension-overview')

  return (
    <PageLayout page='points-redemption-status' className='points-redemption-status'>
      {points === null || amount === null ? (
        <ResultScreen
          status='info'
          title='没有兑换记录'
          description='请在积分兑换页发起兑换'
          primaryAction={{ text: '去积分兑换', onClick: toPoints }}
        />
      ) : (
        <ResultScreen
          status='success'
          title='兑换成功'
          description={`${points}积分已兑换为养老金，将存入您的个人养老金账户`}
          primaryAction={{ text: '查看养老金', onClick: toPension }}
          secondaryAction={{ text: '返回积分兑换', onClick: toPoints }}
        >
          <View className='prs-detail'>
            <View className='prs-detail__row'>
              <Text className='prs-detail__label'>兑换养老金</Text>
              <Price cents={amount} size='large' />
            </View>
            <View className='prs-detail__row'>
              <Text className='prs-detail__label'>使用积分</Text>
              <Text className='prs-detail__value'>{points}</Text>
            </View>
            {balance !== null && (
              <View className='prs-detail__row'>
                <Text className='prs-detail__label'>剩余积分</Text>
                <Text className='prs-detail__value'>{balance}</Text>
              </View>
            )}
          </View>
        </ResultScreen>
      )}
    </PageLayout>
  )
}
