import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { CardResult, toBankId } from '@/features/pension/pension-flow'
import ResultScreen from '@/components/result-screen'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { type PageArgs, type PageName, replacePage } from '@/navigation'
import { queryBankCard } from '@/services/api/bank'
import { getPensionInfo } from '@/services/api/pension'
import { OpenResult } from './open-result'

const go = <N extends PageName>(name: N, ...args: PageArgs<N>) => void replacePage(name, ...args)

/**
 * 养老金账户绑定结果: the opening of the bank account (?bankId&businessNo), the card bound to it
 * (?kind=card&tail) or its small-amount check (?kind=verify); each read back from the server.
 */
export default function BindPensionAccountStatusPage() {
  const params = usePageParams<'bind-pension-account-status'>()
  const bankId = toBankId(params.bankId)
  const opening = bankId !== null && Boolean(params.businessNo)
  const account = usePageData(
    async () => {
      const [card, pension] = await Promise.all([queryBankCard(), getPensionInfo()])
      return { card, pension }
    },
    [],
    { enabled: !opening }
  )
  return (
    <PageLayout page='bind-pension-account-status'>
      {opening ? (
        <OpenResult bankId={bankId!} businessNo={params.businessNo ?? ''} />
      ) : (
        <LoadState of={account}>
          {({ card, pension }) =>
            params.kind === 'card' ? (
              <CardResult card={card} pension={pension} tail={params.tail} again='bind-pension-cardno' />
            ) : !pension.bank_account_no ? (
              <ResultScreen
                status='info'
                title='尚未开通养老金银行账户'
                description='开通后，养老金返现将自动入账，并可提现到您本人的银行卡。'
                primaryAction={{ text: '去开户', onClick: () => go('account-bridge') }}
              />
            ) : pension.jst_binded ? (
              <ResultScreen
                status='success'
                title='养老金账户绑定成功'
                description={`${pension.bank_account_name} ${pension.bank_account_no}，提现银行卡已完成验证。`}
                primaryAction={{ text: '查看养老金账户', onClick: () => go('pension-overview') }}
                secondaryAction={{ text: '查看我的银行账户', onClick: () => go('bank-account-list') }}
              />
            ) : (
              <ResultScreen
                status='info'
                title='提现银行卡尚未验证'
                description={`${card.bank_name} ${card.card_no}`.trim() || '请先绑定提现银行卡'}
                primaryAction={{ text: '去验证', onClick: () => go('bind-pension-account') }}
                secondaryAction={{ text: '查看我的银行账户', onClick: () => go('bank-account-list') }}
              />
            )
          }
        </LoadState>
      )}
    </PageLayout>
  )
}
