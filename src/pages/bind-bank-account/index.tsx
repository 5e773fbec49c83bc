import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { CardNumberForm, NeedsAccount, Notice, saveCardStep, type CardInfo } from '@/features/pension/pension-flow'
import { usePageData } from '@/hooks/use-page-data'
import { navigate, pageUrl } from '@/navigation'
import { checkPension } from '@/services/api/pension'

/** 绑定银行账户, step 1: the debit card for withdrawals (checked by /checkbankno); step 2 proves the reserved phone. */
export default function BindBankAccountPage() {
  const check = usePageData(() => checkPension(), [], { refreshOnShow: true })
  const next = async (card: CardInfo) => {
    saveCardStep({ ...card, finished: pageUrl('bind-bank-account-status', { tail: card.card_no.slice(-4) }) })
    await navigate('bind-bank-account-phone')
  }
  return (
    <PageLayout page='bind-bank-account'>
      <LoadState of={check}>
        {(c) =>
          c.bank_opened ? (
            <>
              <Notice>请绑定您本人的借记卡，养老金提现将转入该卡。</Notice>
              <CardNumberForm onNext={next} />
            </>
          ) : (
            <NeedsAccount check={c} />
          )
        }
      </LoadState>
    </PageLayout>
  )
}
