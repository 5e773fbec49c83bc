import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import Check from '@/components/check'
import EmptyState from '@/components/empty-state'
import { LoadState } from '@/components/load-state'
import { tapProps } from '@/components/menu-row'
import PageLayout from '@/components/page-layout'
import {
  BankBadge,
  FlowActions,
  FlowCard,
  KeyValue,
  Notice,
  startOpening,
  toBankId
} from '@/features/pension/pension-flow'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { navigate, redirectTo } from '@/navigation'
import { preCheckBank } from '@/services/api/bank'
import type { BankPreCheck } from '@contract/schemas/bank'
import { getCurrentUrl } from '@/utils/route'
import './index.scss'

export const OPENING_TEXT = {
  agree: '我已阅读并同意开户协议',
  mustAgree: '请先阅读并同意开户协议',
  failed: '暂时无法前往银行开户，请稍后重试'
} as const

const messageOf = (err: unknown) => (err instanceof Error && err.message) || OPENING_TEXT.failed

/** The opening's preconditions as the server states them, with the way to the missing piece. */
function Blocker({ pre }: { pre: BankPreCheck }) {
  if (pre.opened) {
    return (
      <>
        <Notice>您已开通养老金银行账户，无需重复开户。</Notice>
        <FlowActions>
          <Button type='primary' block onClick={() => void redirectTo('bank-account-list')}>
            查看我的银行账户
          </Button>
        </FlowActions>
      </>
    )
  }
  if (!pre.identity_present) {
    const back = getCurrentUrl()
    return (
      <>
        <Notice tone='warn'>银行开户需要您的真实姓名和身份证号，请先填写实名信息。</Notice>
        <FlowActions>
          <Button
            className='opening__identity'
            type='primary'
            block
            onClick={() => void navigate('confirm-identity', { only: 'identity', redirect: back })}
          >
            填写实名信息
          </Button>
        </FlowActions>
      </>
    )
  }
  return <Notice tone='error'>{pre.reason}</Notice>
}

/** One bank's opening: who opens (from the server, masked), the protocol, then off to the bank's page. */
export default function ThirdPartyAccountOpeningPage() {
  const params = usePageParams<'third-party-account-opening'>()
  const bankId = toBankId(params.bankId)
  const opaId = Number(params.opaId) > 0 ? Number(params.opaId) : undefined
  const pre = usePageData(() => preCheckBank({ bankId: bankId! }), [bankId], {
    enabled: bankId !== null,
    refreshOnShow: true
  })
  const [agreed, setAgreed] = useState(false)
  const [agreeError, setAgreeError] = useState('')
  const [error, setError] = useState('')
  const [leaving, setLeaving] = useState(false)

  const go = async (p: BankPreCheck) => {
    if (!agreed) return setAgreeError(OPENING_TEXT.mustAgree)
    setLeaving(true)
    setError('')
    try {
      await startOpening({ bankId: bankId!, bankName: p.bank.name, opaId, finishedPage: params.redirect })
      // H5 is leaving for the bank now; a mini program comes back here from the web view.
      if (process.env.TARO_ENV !== 'h5') setLeaving(false)
    } catch (err) {
      setError(messageOf(err))
      setLeaving(false)
    }
  }

  if (bankId === null) {
    return (
      <PageLayout page='third-party-account-opening'>
        <EmptyState
          title='未选择开户银行'
          actionText='选择银行'
          onAction={() => void redirectTo('choose-pension-bank')}
        />
      </PageLayout>
    )
  }

  return (
    <PageLayout page='third-party-account-opening' className='opening'>
      <LoadState of={pre}>
        {(p) => (
          <>
            <FlowCard>
              <BankBadge bank={p.bank} extra={<Text className='pf-hint'>养老金账户（II类电子账户）</Text>} />
            </FlowCard>
            <FlowCard title='开户人信息'>
              <KeyValue label='姓名' value={p.name || '未填写'} />
              <KeyValue label='身份证号' value={p.id_no || '未填写'} />
              <KeyValue label='手机号' value={p.phone || '—'} />
              <Text className='pf-hint'>信息将发送至银行用于开户，请确认为本人信息。</Text>
            </FlowCard>
            {p.can_open ? (
              <>
                <View className='opening__agree'>
                  <Check
                    checked={agreed}
                    onChange={(v) => {
                      setAgreed(v)
                      setAgreeError('')
                    }}
                    label={OPENING_TEXT.agree}
                  />
                  <View
                    className='pf-link opening__protocol'
                    {...tapProps('link')}
                    onClick={() => void navigate('pension-terms', { bankId })}
                  >
                    《{p.bank.name}养老金账户开户协议》
                  </View>
                  {agreeError && (
                    <View className='opening__agree-error' role='alert'>
                      {agreeError}
                    </View>
                  )}
                </View>
                {error && <Notice tone='error'>{error}</Notice>}
                <FlowActions>
                  <Button
                    className='opening__go'
                    type='primary'
                    block
                    loading={leaving}
                    disabled={leaving}
                    onClick={() => void go(p)}
                  >
                    前往{p.bank.name}开户
                  </Button>
                </FlowActions>
                <Text className='pf-hint opening__tip'>
                  将跳转至银行页面填写借记卡信息，完成后自动返回本应用查询开户结果。
                </Text>
              </>
            ) : (
              <Blocker pre={p} />
            )}
          </>
        )}
      </LoadState>
    </PageLayout>
  )
}
