import EmptyState from '@/components/empty-state'
import LoadState from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { PENSION_TEXT } from '@/constants/pension'
import { usePageData } from '@/hooks/use-page-data'
import { type PageArgs, type PageName, navigate } from '@/navigation'
import { queryBankCard } from '@/services/api/bank'
import { checkPension } from '@/services/api/pension'
import { formatMoney } from '@/utils/format'
import WithdrawForm from './form'
import './index.scss'

export const APPLY_TEXT = {
  notOpenedDesc: '开通养老金银行账户并绑定银行卡后，才能提取养老金',
  goOpen: '去开通',
  noCard: '请先绑定银行卡',
  noCardDesc: '提取的养老金将转入您绑定的本人银行卡',
  goBind: '去绑定',
  nothing: '暂无可提取金额',
  nothingDesc: '返现入账到养老金账户后即可提取',
  dayLimit: '今日提取已达上限',
  dayLimitDesc: (limit: string) => `每日最多提取 ${limit}，请明天再来`,
  back: '查看养老金账户'
} as const

const go = <N extends PageName>(name: N, ...args: PageArgs<N>) => void navigate(name, ...args)

/** 申请养老金提取: bounds from /pensionaccount/check, the bound card, the amount, confirmation, /pensionaccount/apply. */
export default function ApplyPensionWithdrawalPage() {
  const data = usePageData(
    async () => {
      const [check, card] = await Promise.all([checkPension(), queryBankCard()])
      return { check, card }
    },
    [],
    // Back from binding a card: the page shows the new card and bounds.
    { refreshOnShow: true }
  )
  const onBoundsChange = (change: { withdrawable: number } | { todayLeft: number }) =>
    data.setData((prev) => {
      if (!prev) return prev
      const next =
        'withdrawable' in change
          ? { withdrawable: change.withdrawable, withdraw_max: change.withdrawable }
          : { withdraw_today_left: change.todayLeft }
      return { ...prev, check: { ...prev.check, ...next } }
    })

  return (
    <PageLayout page='apply-pension-withdrawal'>
      <LoadState of={data}>
        {({ check, card }) => {
          if (!check.bank_opened)
            return (
              <EmptyState
                title={PENSION_TEXT.notOpened}
                description={APPLY_TEXT.notOpenedDesc}
                actionText={APPLY_TEXT.goOpen}
                onAction={() => go('choose-pension-bank')}
              />
            )
          if (!check.bank_bound || !card.bound)
            return (
              <EmptyState
                title={APPLY_TEXT.noCard}
                description={APPLY_TEXT.noCardDesc}
                actionText={APPLY_TEXT.goBind}
                onAction={() => go('bind-pension-cardno')}
              />
            )
          if (check.withdraw_max <= 0)
            return (
              <EmptyState
                title={APPLY_TEXT.nothing}
                description={APPLY_TEXT.nothingDesc}
                actionText={APPLY_TEXT.back}
                onAction={() => go('pension-overview')}
              />
            )
          // The day's limit caps the amount too (an older server without it: the balance alone).
          const todayLeft = check.withdraw_today_left ?? check.withdraw_max
          if (todayLeft <= 0)
            return (
              <EmptyState
                title={APPLY_TEXT.dayLimit}
                description={APPLY_TEXT.dayLimitDesc(formatMoney(check.withdraw_daily_limit))}
                actionText={APPLY_TEXT.back}
                onAction={() => go('pension-overview')}
              />
            )
          return (
            <WithdrawForm
              card={card}
              bounds={{ min: check.withdraw_min, max: Math.min(check.withdraw_max, todayLeft) }}
              terms={{
                fee: check.withdraw_fee ?? 0,
                dailyLimit: check.withdraw_daily_limit ?? 0,
                todayLeft,
                arrival: check.withdraw_arrival ?? ''
              }}
              onBoundsChange={onBoundsChange}
            />
          )
        }}
      </LoadState>
    </PageLayout>
  )
}
