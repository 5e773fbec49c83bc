import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import {
  BoundCardCard,
  FlowActions,
  FlowCard,
  NeedsAccount,
  PensionAccountCard,
  loadBankAccounts
} from '@/features/pension/pension-flow'
import { usePageData } from '@/hooks/use-page-data'
import { navigate } from '@/navigation'

/**
 * 添加养老金银行卡: where a withdrawal card is added. Without a bank account it leads to opening one
 * (the card is bound at the bank then); with one, a new card replaces the bound one after its checks.
 */
export default function AddPensionBankPage() {
  const data = usePageData(loadBankAccounts, [], { refreshOnShow: true })
  return (
    <PageLayout page='add-pension-bank'>
      <LoadState of={data}>
        {({ check, pension, card }) =>
          check.bank_opened ? (
            <>
              <PensionAccountCard pension={pension} />
              <BoundCardCard card={card} verified={pension.jst_binded} />
              <FlowCard title='添加新的银行卡'>
                <Text className='pf-text'>
                  养老金账户只能绑定一张本人借记卡用于提现。添加新卡后将替换当前银行卡，并需要重新完成打款验证。
                </Text>
              </FlowCard>
              <FlowActions>
                <Button
                  className='add-bank__go'
                  type='primary'
                  block
                  onClick={() => void navigate('bind-pension-cardno')}
                >
                  {card.bound ? '添加新的银行卡' : '添加银行卡'}
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
