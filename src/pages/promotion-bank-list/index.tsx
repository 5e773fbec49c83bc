import { Text } from '@tarojs/components'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { BankList, FlowCard } from '@/features/pension/pension-flow'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { navigate } from '@/navigation'
import { getBankListV2 } from '@/services/api/bank'
import type { BankBrief } from '@contract/schemas/bank'
import './index.scss'

/**
 * The account-opening promotion's banks (served at /opa-bank-list?opaId=), open to visitors: choosing
 * a bank goes to its opening page, which asks for login first.
 */
export default function PromotionBankListPage() {
  const { opaId } = usePageParams<'promotion-bank-list'>()
  const opa = Number(opaId) > 0 ? Number(opaId) : undefined
  const data = usePageData(() => getBankListV2({ opaId: opa }), [opa])
  const choose = (bank: BankBrief) => void navigate('third-party-account-opening', { bankId: bank.id, opaId: opa })
  return (
    <PageLayout page='promotion-bank-list' className='opa-banks'>
      <LoadState
        of={data}
        isEmpty={(d) => d.list.length === 0}
        empty={{ title: '暂无可开户的银行', description: '活动银行暂不可开户，请稍后再来' }}
      >
        {(d) => (
          <>
            <FlowCard title={d.opa?.title ?? '开通养老金账户'} className='opa-banks__hero'>
              <Text className='pf-text'>
                {d.opa?.description ?? '在合作银行开通养老金账户，购物返现自动存入，随时可提现到本人银行卡。'}
              </Text>
              {d.opa?.prize_activity_id ? <Text className='pf-hint'>开户成功后可参加开户抽奖，每人一次。</Text> : null}
            </FlowCard>
            <BankList banks={d.list} onChoose={choose} />
            <Text className='pf-hint opa-banks__tip'>开户在银行页面完成，需要本人身份证与借记卡。</Text>
          </>
        )}
      </LoadState>
    </PageLayout>
  )
}
