import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { FlowActions, FlowCard, KeyValue, Notice, resumeVerification } from '@/features/pension/pension-flow'
import ResultScreen from '@/components/result-screen'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { navigate, pagePath } from '@/navigation'
import { getFddAuthResult } from '@/services/api/esign'
import { useProfileStore } from '@/stores/profile'
import { goBack, safeTarget } from '@/utils/route'

export const TO_AUTH_TEXT = {
  intro: '为保障您的账户和资金安全，开通养老金账户、提现前需完成实名认证（人脸核验）。',
  start: '开始认证',
  fill: '填写身份信息',
  noIdentity: '您还没有填写身份信息，请先填写本人的姓名和身份证号。',
  done: '已完成实名认证',
  goOn: '继续',
  back: '返回',
  failed: '认证发起失败，请稍后重试'
} as const

/**
 * 实名认证: the identity check's round trip. The provider's page returns to /pages/auth-bridge/index (also the
 * scheme path pages/auth-bridge/index), which fires the verification event once the check passed and continues
 * to ?redirect (the page that sent the shopper here, else this page with the result). An identity not on record
 * yet is filled in on confirm-identity first.
 */
export default function ToAuthPage() {
  const params = usePageParams<'to-auth'>()
  const wanted = params.redirect || params.goUrl
  const redirect = wanted ? safeTarget(wanted, { exclude: [pagePath('to-auth'), pagePath('auth-bridge')] }) : undefined
  const info = useProfileStore((s) => s.info)
  const auth = usePageData(() => getFddAuthResult(), [], { refreshOnShow: true })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const start = async (identity: { identityId: string; name: string; idNo: string }) => {
    setBusy(true)
    setError('')
    try {
      // Back here when nobody asked for the check, to show its result.
      await resumeVerification({ ...identity, redirect: redirect ?? pagePath('to-auth') })
    } catch (err) {
      setError((err instanceof Error && err.message) || TO_AUTH_TEXT.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageLayout page='to-auth'>
      <LoadState of={auth}>
        {(a) => {
          const name = a.name || info.name || ''
          const idNo = a.id_no || info.id_no || ''
          if (a.status === 1) {
            return (
              <ResultScreen
                status='success'
                title={TO_AUTH_TEXT.done}
                description={`${name} ${idNo}`}
                primaryAction={
                  redirect
                    ? { text: TO_AUTH_TEXT.goOn, onClick: () => void Taro.redirectTo({ url: redirect }) }
                    : { text: TO_AUTH_TEXT.back, onClick: () => void goBack() }
                }
              />
            )
          }
          const known = Boolean(name && idNo)
          return (
            <>
              <Notice>{TO_AUTH_TEXT.intro}</Notice>
              <FlowCard title='身份信息'>
                {known ? (
                  <>
                    <KeyValue label='姓名' value={name} />
                    <KeyValue label='身份证号' value={idNo} />
                  </>
                ) : (
                  <Text className='pf-text'>{TO_AUTH_TEXT.noIdentity}</Text>
                )}
              </FlowCard>
              {error && <Notice tone='error'>{error}</Notice>}
              <FlowActions>
                <Button
                  type='primary'
                  block
                  loading={busy}
                  disabled={busy}
                  onClick={() =>
                    known
                      ? void start({ identityId: a.identity_id, name, idNo })
                      : void navigate('confirm-identity', { redirect })
                  }
                >
                  {known ? TO_AUTH_TEXT.start : TO_AUTH_TEXT.fill}
                </Button>
              </FlowActions>
            </>
          )
        }}
      </LoadState>
    </PageLayout>
  )
}
