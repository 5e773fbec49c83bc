import { Text, View } from '@tarojs/components'
import { useEffect, useRef } from 'react'
import EmptyState from '@/components/empty-state'
import LoadState from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import Price from '@/components/price'
import ResultScreen, { type ResultScreenProps } from '@/components/result-screen'
import WithdrawalSteps from '@/components/withdrawal-steps'
import { WITHDRAW_STATUS } from '@contract/enums'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { backTo, navigate, redirectTo, type PageArgs, type PageName } from '@/navigation'
import { getPensionApplyInfo } from '@/services/api/pension'
import type { WithdrawalDetail } from '@contract/schemas/pension'
import { formatTime } from '@/utils/format'
import './index.scss'

export const STATUS_TEXT = {
  applied: '提取申请已提交',
  appliedDesc: '正在审核，审核通过后由银行转入您的银行卡',
  reviewing: '银行处理中',
  reviewingDesc: '款项正在转入您的银行卡，到账时间以银行处理为准',
  paid: '提取成功',
  paidDesc: (card: string) => `款项已转入${card}`,
  failed: '提取失败',
  failedDesc: '金额已退回您的养老金账户，可查看原因后重新提取',
  why: '查看原因与处理',
  records: '查看提取记录',
  overview: '返回养老金账户',
  missing: '缺少提取申请编号',
  missingDesc: '请在提取记录中查看申请进度'
} as const

/** How often (ms) the page asks again while the bank has not answered, and how many times. */
const POLL_MS = 3000
const POLL_MAX = 40

const go = <N extends PageName>(name: N, ...args: PageArgs<N>) => void navigate(name, ...args)

function screenFor(w: WithdrawalDetail): Omit<ResultScreenProps, 'children'> {
  const card = `${w.bank_name}（${w.card_no}）`
  const overview = { text: STATUS_TEXT.overview, onClick: () => void backTo('pension-overview') }
  const records = { text: STATUS_TEXT.records, onClick: () => go('pension-withdrawal-detail') }
  switch (w.status) {
    case WITHDRAW_STATUS.paid:
      return {
        status: 'success',
        title: STATUS_TEXT.paid,
        description: STATUS_TEXT.paidDesc(card),
        primaryAction: overview,
        secondaryAction: records
      }
    case WITHDRAW_STATUS.failed:
      return {
        status: 'fail',
        title: STATUS_TEXT.failed,
        description: w.reason ? `${w.reason}。${STATUS_TEXT.failedDesc}` : STATUS_TEXT.failedDesc,
        primaryAction: {
          text: STATUS_TEXT.why,
          onClick: () => go('pension-withdrawal-exception', { id: w.id })
        },
        secondaryAction: overview
      }
    case WITHDRAW_STATUS.reviewed:
      return {
        status: 'pending',
        title: STATUS_TEXT.reviewing,
        description: STATUS_TEXT.reviewingDesc,
        primaryAction: records,
        secondaryAction: overview
      }
    default:
      return {
        status: 'pending',
        title: STATUS_TEXT.applied,
        description: STATUS_TEXT.appliedDesc,
        primaryAction: records,
        secondaryAction: overview
      }
  }
}

/** 提取结果 (?id=): applied / at the bank / paid / failed, asking again while the bank has not answered. */
export default function PensionWithdrawStatusPage() {
  const { id } = usePageParams<'pension-withdraw-status'>()
  const applyId = Number(id)
  const valid = Number.isInteger(applyId) && applyId > 0
  const info = usePageData(() => getPensionApplyInfo({ id: applyId }), [applyId], {
    enabled: valid,
    refreshOnShow: true
  })
  const polls = useRef(0)
  const status = info.data?.status
  const { reload } = info
  useEffect(() => {
    if (status === undefined || status >= WITHDRAW_STATUS.paid || polls.current >= POLL_MAX) return
    const timer = setTimeout(() => {
      polls.current += 1
      void reload()
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [status, reload, info.data])

  if (!valid)
    return (
      <PageLayout page='pension-withdraw-status'>
        <EmptyState
          title={STATUS_TEXT.missing}
          description={STATUS_TEXT.missingDesc}
          actionText={STATUS_TEXT.records}
          onAction={() => void redirectTo('pension-withdrawal-detail')}
        />
      </PageLayout>
    )
  return (
    <PageLayout page='pension-withdraw-status'>
      <LoadState of={info}>
        {(w) => (
          <ResultScreen {...screenFor(w)}>
            <View className='pws'>
              <View className='pws__row'>
                <Text className='pws__label'>提取金额</Text>
                <Price cents={w.amount} size='large' />
              </View>
              <View className='pws__row'>
                <Text className='pws__label'>到账银行卡</Text>
                <Text className='pws__value'>
                  {w.bank_name}（{w.card_no}）
                </Text>
              </View>
              <View className='pws__row'>
                <Text className='pws__label'>申请时间</Text>
                <Text className='pws__value'>{formatTime(w.created_at, 'YYYY-MM-DD HH:mm')}</Text>
              </View>
              <WithdrawalSteps withdrawal={w} className='pws__steps' />
            </View>
          </ResultScreen>
        )}
      </LoadState>
    </PageLayout>
  )
}
