import Taro from '@tarojs/taro'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { CardNumberForm, NeedsAccount, Notice, saveCardStep, type CardInfo } from '@/features/pension/pension-flow'
import { PAGES } from '@/constants/pages'
import { usePageData } from '@/hooks/use-page-data'
import { checkPension } from '@/services/api/pension'
import { buildUrl } from '@/utils/route'

/**
 * 绑定养老金卡号: the card number of the pension account's withdrawal card (checked by /checkbankno);
 * the reserved-phone step (bind-bank-account-phone) binds it and ends on the pension account's result page.
 */
export default function BindPensionCardnoPage() {
  const check = usePageData(() => checkPension(), [], { refreshOnShow: true })
  const next = async (card: CardInfo) => {
    saveCardStep({
      ...card,
      finished: buildUrl(PAGES.bindPensionAccountStatus, { kind: 'card', tail: card.card_no.slice(-4) })
    })
    await Taro.navigateTo({ url: PAGES.bindBankAccountPhone })
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
