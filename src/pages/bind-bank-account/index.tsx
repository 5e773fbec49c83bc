import Taro from '@tarojs/taro'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { CardNumberForm, NeedsAccount, Notice, saveCardStep, type CardInfo } from '@/features/pension/pension-flow'
import { PAGES } from '@/constants/pages'
import { usePageData } from '@/hooks/use-page-data'
import { checkPension } from '@/services/api/pension'
import { buildUrl } from '@/utils/route'

/** 绑定银行账户, step 1: the debit card for withdrawals (checked by /checkbankno); step 2 proves the reserved phone. */
export default function BindBankAccountPage() {
  const check = usePageData(() => checkPension(), [], { refreshOnShow: true })
  const next = async (card: CardInfo) => {
    saveCardStep({ ...card, finished: buildUrl(PAGES.bindBankAccountStatus, { tail: card.card_no.slice(-4) }) })
    await Taro.navigateTo({ url: PAGES.bindBankAccountPhone })
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
