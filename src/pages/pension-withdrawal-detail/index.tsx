import { Text, View } from '@tarojs/components'
import { ListState } from '@/components/load-state'
import { tapProps } from '@/components/menu-row'
import PageLayout from '@/components/page-layout'
import Price from '@/components/price'
import WithdrawalSteps from '@/components/withdrawal-steps'
import { PAGE_SIZE } from '@/constants/limits'
import { WITHDRAW_STATUS_LABEL } from '@/constants/pension'
import { WITHDRAW_STATUS } from '@contract/enums'
import { usePagedList } from '@/hooks/use-paged-list'
import { navigate, redirectTo } from '@/navigation'
import { getPensionApplyList } from '@/services/api/pension'
import type { Withdrawal } from '@contract/schemas/pension'
import './index.scss'

export const DETAIL_TEXT = {
  empty: '暂无提取记录',
  emptyDesc: '养老金入账后，可在养老金账户中申请提取',
  goOverview: '查看养老金账户',
  why: '查看失败原因',
  card: '到账银行卡'
} as const

function ApplicationCard({ w }: { w: Withdrawal }) {
  const failed = w.status === WITHDRAW_STATUS.failed
  return (
    <View className={`pwd-card pwd-card--${w.status}`} role='listitem'>
      <View className='pwd-card__head'>
        <Price cents={w.amount} size='normal' />
        <Text className='pwd-card__status'>{WITHDRAW_STATUS_LABEL[w.status] ?? w.status_text}</Text>
      </View>
      <Text className='pwd-card__card'>
        {DETAIL_TEXT.card} {w.bank_name}（{w.card_no}）
      </Text>
      <WithdrawalSteps withdrawal={w} />
      {failed && (
        <View
          className='pwd-card__why'
          {...tapProps()}
          onClick={() => void navigate('pension-withdrawal-exception', { id: w.id })}
        >
          <Text>{DETAIL_TEXT.why} ›</Text>
        </View>
      )}
    </View>
  )
}

/** 提取详情: every withdrawal application (15 a page, spec section 9) with its progress. */
export default function PensionWithdrawalDetailPage() {
  const list = usePagedList((q) => getPensionApplyList({ page: q.page }), [], {
    pageSize: PAGE_SIZE,
    refreshOnShow: true
  })
  return (
    <PageLayout page='pension-withdrawal-detail'>
      <View className='pwd'>
        <ListState
          of={list}
          empty={{
            title: DETAIL_TEXT.empty,
            description: DETAIL_TEXT.emptyDesc,
            actionText: DETAIL_TEXT.goOverview,
            onAction: () => void redirectTo('pension-overview')
          }}
        >
          {(items) => (
            <View className='pwd__list' role='list' aria-label='提取记录'>
              {items.map((w) => (
                <ApplicationCard key={w.id} w={w} />
              ))}
            </View>
          )}
        </ListState>
      </View>
    </PageLayout>
  )
}
