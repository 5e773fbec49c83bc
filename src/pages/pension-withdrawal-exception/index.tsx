import { Text, View } from '@tarojs/components'
import LoadState from '@/components/load-state'
import { tapProps } from '@/components/menu-row'
import PageLayout from '@/components/page-layout'
import Price from '@/components/price'
import ResultScreen from '@/components/result-screen'
import WithdrawalSteps from '@/components/withdrawal-steps'
import { PENSION_TEXT } from '@/constants/pension'
import { WITHDRAW_STATUS } from '@contract/enums'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { type PageArgs, type PageName, navigate, redirectTo } from '@/navigation'
import { getPensionApplyInfo, getPensionApplyList } from '@/services/api/pension'
import type { Withdrawal } from '@contract/schemas/pension'
import { formatTime } from '@/utils/format'
import './index.scss'

export const EXCEPTION_TEXT = {
  title: '提取失败',
  unknownReason: '银行未能完成转账',
  whatNow: '您可以这样处理',
  steps: [
    '提取失败的金额已全额退回您的养老金账户，不会丢失。',
    '请确认到账银行卡为本人名下、状态正常（未挂失、未冻结、未销户）。',
    '银行卡有问题时，请更换绑定的银行卡后重新提取。',
    '多次失败或有疑问，请联系客服，我们会协助您处理。'
  ],
  retry: '重新提取',
  changeCard: '更换银行卡',
  none: '没有失败的提取申请',
  noneDesc: '您的提取申请均未出现异常，可在提取记录中查看进度',
  progress: '查看提取进度',
  records: '查看提取记录'
} as const

/** The application named by ?id=, else the newest failed one. */
async function loadFailed(id: number): Promise<Withdrawal | null> {
  if (id > 0) return getPensionApplyInfo({ id })
  const page = await getPensionApplyList({ page: 1 })
  return page.list.find((w) => w.status === WITHDRAW_STATUS.failed) ?? null
}

const go = <N extends PageName>(name: N, ...args: PageArgs<N>) => void navigate(name, ...args)

/** 提取异常: what went wrong with a failed withdrawal (the bank's reason) and what to do about it. */
export default function PensionWithdrawalExceptionPage() {
  const { id } = usePageParams<'pension-withdrawal-exception'>()
  const applyId = Number(id) || 0
  const info = usePageData(() => loadFailed(applyId), [applyId], { refreshOnShow: true })
  return (
    <PageLayout page='pension-withdrawal-exception'>
      <LoadState of={info} isEmpty={() => false}>
        {(w) =>
          !w || w.status !== WITHDRAW_STATUS.failed ? (
            <ResultScreen
              status='info'
              title={EXCEPTION_TEXT.none}
              description={EXCEPTION_TEXT.noneDesc}
              primaryAction={
                w
                  ? {
                      text: EXCEPTION_TEXT.progress,
                      onClick: () => void redirectTo('pension-withdraw-status', { id: w.id })
                    }
                  : {
                      text: EXCEPTION_TEXT.records,
                      onClick: () => void redirectTo('pension-withdrawal-detail')
                    }
              }
            />
          ) : (
            <ResultScreen
              status='fail'
              title={EXCEPTION_TEXT.title}
              description={`失败原因：${w.reason || EXCEPTION_TEXT.unknownReason}`}
              primaryAction={{
                text: EXCEPTION_TEXT.retry,
                onClick: () => void redirectTo('apply-pension-withdrawal')
              }}
              secondaryAction={{ text: PENSION_TEXT.service, onClick: () => go('customer-service') }}
            >
              <View className='pwe'>
                <View className='pwe__row'>
                  <Text className='pwe__label'>提取金额</Text>
                  <Price cents={w.amount} size='normal' />
                </View>
                <View className='pwe__row'>
                  <Text className='pwe__label'>到账银行卡</Text>
                  <Text>
                    {w.bank_name}（{w.card_no}）
                  </Text>
                </View>
                <View className='pwe__row'>
                  <Text className='pwe__label'>申请时间</Text>
                  <Text>{formatTime(w.created_at, 'YYYY-MM-DD HH:mm')}</Text>
                </View>
                <WithdrawalSteps withdrawal={w} />
                <View className='pwe__title' role='heading' aria-level={2}>
                  {EXCEPTION_TEXT.whatNow}
                </View>
                <View role='list' className='pwe__list'>
                  {EXCEPTION_TEXT.steps.map((s, i) => (
                    <View key={s} role='listitem' className='pwe__item'>
                      <Text>
                        {i + 1}. {s}
                      </Text>
                    </View>
                  ))}
                </View>
                <View className='pwe__link' {...tapProps()} onClick={() => go('bind-pension-cardno')}>
                  <Text>{EXCEPTION_TEXT.changeCard} ›</Text>
                </View>
              </View>
            </ResultScreen>
          )
        }
      </LoadState>
    </PageLayout>
  )
}
