import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { CardResult } from '@/features/pension/pension-flow'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { queryBankCard } from '@/services/api/bank'
import { getPensionInfo } from '@/services/api/pension'

/** 银行账户绑定结果: the card bound to the pension account, read back from the server. */
export default function BindBankAccountStatusPage() {
  const { tail } = usePageParams<'bind-bank-account-status'>()
  const data = usePageData(async () => {
    const [card, pension] = await Promise.all([queryBankCard(), getPensionInfo()])
    return { card, pension }
  }, [])
  return (
    <PageLayout page='bind-bank-account-status'>
      <LoadState of={data}>
        {({ card, pension }) => <CardResult card={card} pension={pension} tail={tail} again='bind-bank-account' />}
      </LoadState>
    </PageLayout>
  )
}
