import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { BankList, FlowActions, FlowCard, Notice, OpeningLeftover } from '@/features/pension/pension-flow'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { navigate, redirectTo } from '@/navigation'
import { getBankListV2 } from '@/services/api/bank'
import { checkPension } from '@/services/api/pension'
import type { BankBrief } from '@contract/schemas/bank'
import './index.scss'

/** Partner banks (of a promotion with opaId); choosing one goes on to that bank's opening page. */
export default function ChoosePensionBankPage() {
  const { opaId, redirect } = usePageParams<'choose-pension-bank'>()
  const opa = Number(opaId) > 0 ? Number(opaId) : undefined
  const data = usePageData(
    async () => {
      const [banks, check] = await Promise.all([getBankListV2({ opaId: opa }), checkPension()])
      return { banks, check }
    },
    [opa],
    { refreshOnShow: true }
  )

  const choose = (bank: BankBrief) =>
    void navigate('third-party-account-opening', { bankId: bank.id, opaId: opa, redirect })

  return (
    <PageLayout page='choose-pension-bank' className='choose-bank'>
      <LoadState of={data}>
        {({ banks, check }) =>
          check.bank_opened ? (
            <>
              <Notice>您已开通养老金银行账户，无需重复开户。</Notice>
              <FlowActions>
                <Button type='primary' block onClick={() => void redirectTo('bank-account-list')}>
                  查看我的银行账户
                </Button>
              </FlowActions>
            </>
          ) : (
            <>
              <OpeningLeftover check={check} opaId={opa} />
              {banks.opa && (
                <FlowCard title={banks.opa.title}>
                  <Text className='pf-text'>{banks.opa.description}</Text>
                </FlowCard>
              )}
              <View className='pf-card__title choose-bank__heading' role='heading' aria-level={2}>
                请选择开户银行
              </View>
              <BankList banks={banks.list} onChoose={choose} />
              <Text className='pf-hint choose-bank__tip'>
                开户在银行页面完成，需要本人身份证与借记卡。开户成功后，待入账的养老金返现将自动存入。
              </Text>
            </>
          )
        }
      </LoadState>
    </PageLayout>
  )
}
