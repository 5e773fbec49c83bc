import { Button } from '@nutui/nutui-react-taro'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import {
  BoundCardCard,
  FlowActions,
  NeedsAccount,
  PensionAccountCard,
  loadBankAccounts
} from '@/features/pension/pension-flow'
import { usePageData } from '@/hooks/use-page-data'
import { type PageArgs, type PageName, navigate } from '@/navigation'

/** 我的银行账户: the pension bank account and the bound withdrawal card (/pension/account/querycard). */
export default function BankAccountListPage() {
  const data = usePageData(loadBankAccounts, [], { refreshOnShow: true })
  const go = <N extends PageName>(name: N, ...args: PageArgs<N>) => void navigate(name, ...args)
  return (
    <PageLayout page='bank-account-list'>
      <LoadState of={data}>
        {({ check, pension, card }) =>
          check.bank_opened ? (
            <>
              <PensionAccountCard pension={pension} />
              <BoundCardCard card={card} verified={pension.jst_binded} />
              <FlowActions>
                {card.bound && !pension.jst_binded && (
                  <Button className='bank-list__verify' type='primary' block onClick={() => go('bind-pension-account')}>
                    验证提现银行卡
                  </Button>
                )}
                <Button
                  className='bank-list__change'
                  type={card.bound && !pension.jst_binded ? 'default' : 'primary'}
                  fill={card.bound && !pension.jst_binded ? 'outline' : 'solid'}
                  block
                  onClick={() => go('bind-bank-account')}
                >
                  {card.bound ? '更换提现银行卡' : '绑定提现银行卡'}
                </Button>
              </FlowActions>
            </>
          ) : (
            <NeedsAccount check={check} />
          )
        }
      </LoadState>
    </PageLayout>
  )
}
