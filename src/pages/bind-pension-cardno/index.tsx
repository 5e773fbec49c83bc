import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { CardNumberForm, NeedsAccount, Notice, saveCardStep, type CardInfo } from '@/features/pension/pension-flow'
import { usePageData } from '@/hooks/use-page-data'
import { navigate, pageUrl } from '@/navigation'
import { checkPension } from '@/services/api/pension'

/**
 * 绑定养老金卡号: the card number of the pension account's withdrawal card (checked by /checkbankno);
 * the reserved-phone step (bind-bank-account-phone) binds it and ends on the pension account's result page.
 */
export default function BindPensionCardnoPage() {
  const check = usePageData(() => checkPension(), [], { refreshOnShow: true })
  const next = async (card: CardInfo) => {
    saveCardStep({
      ...card,
      finished: pageUrl('bind-pension-account-status', { kind: 'card', tail: card.card_no.slice(-4) })
    })
    await navigate('bind-bank-account-phone')
  }
  return (
    <PageLayout page='bind-pension-cardno'>
      <LoadState of={check}>
        {(c) =>
          c.bank_opened ? (
            <>
              <Notice>填写用于接收养老金提现的本人借记卡卡号。</Notice>
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
