import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { BankList, FlowActions, FlowCard, Notice, OpeningLeftover } from '@/features/pension/pension-flow'
import Steps from '@/components/steps'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { navigate } from '@/navigation'
import { checkPension, getPensionOpa } from '@/services/api/pension'
import type { BankBrief } from '@contract/schemas/bank'
import type { PensionCheck } from '@contract/schemas/pension'
import './index.scss'

/** The way to an account, each step marked done from the server's /check. */
export function openingSteps(c: PensionCheck) {
  return [
    { title: '填写实名信息', desc: '本人姓名与身份证号', done: c.identity_present },
    { title: '实名认证并签约', desc: '人脸核验，签署养老金账户服务协议', done: c.identity_verified && c.esigned },
    { title: '选择银行开户', desc: '在银行页面填写借记卡，开通养老金账户', done: c.bank_opened },
    { title: '返现自动入账', desc: '待入账的养老金返现存入账户', done: c.bank_opened }
  ]
}

/** 银行开户 (/pensionaccount/opa): what opening gives, the steps, the banks; 立即开户 resumes wherever the user is. */
export default function OpenAccountLandingPage() {
  const params = usePageParams<'open-account-landing'>()
  const wanted = Number(params.opaId || params.opa_id) > 0 ? Number(params.opaId || params.opa_id) : undefined
  const data = usePageData(
    async () => {
      const [opa, check] = await Promise.all([getPensionOpa(wanted ? { opa_id: wanted } : {}), checkPension()])
      return { opa, check }
    },
    [wanted],
    { refreshOnShow: true }
  )

  const start = (opaId: number) => void navigate('account-bridge', { opaId })
  const choose = (opaId: number) => (bank: BankBrief) =>
    void navigate('third-party-account-opening', { bankId: bank.id, opaId })

  return (
    <PageLayout page='open-account-landing' className='opa-landing'>
      <LoadState of={data}>
        {({ opa, check }) => (
          <>
            <FlowCard title={opa.title}>
              <Text className='pf-text'>{opa.description}</Text>
            </FlowCard>
            {check.bank_opened ? (
              <>
                <Notice>您已开通养老金银行账户，返现将自动入账。</Notice>
                <FlowActions>
                  {opa.prize_activity_id > 0 && (
                    <Button
                      className='opa-landing__lottery'
                      type='primary'
                      block
                      onClick={() => void navigate('opened-an-account-lottery', { activity_id: opa.prize_activity_id })}
                    >
                      参加开户抽奖
                    </Button>
                  )}
                  <Button fill='outline' block onClick={() => void navigate('bank-account-list')}>
                    查看我的银行账户
                  </Button>
                </FlowActions>
              </>
            ) : (
              <>
                <OpeningLeftover check={check} opaId={opa.id} />
                <FlowCard title='开户步骤'>
                  <Steps items={openingSteps(check)} order='in-order' ariaLabel='开户步骤' />
                </FlowCard>
                <FlowActions>
                  <Button className='opa-landing__start' type='primary' block onClick={() => start(opa.id)}>
                    {check.identity_present ? '继续开户' : '立即开户'}
                  </Button>
                </FlowActions>
                <FlowCard title='合作银行'>
                  <Text className='pf-hint'>已完成实名信息的用户也可直接选择银行开户。</Text>
                </FlowCard>
                <BankList banks={opa.banks} onChoose={choose(opa.id)} />
              </>
            )}
          </>
        )}
      </LoadState>
    </PageLayout>
  )
}
