import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { LoadState } from '@/components/load-state'
import { tapProps } from '@/components/menu-row'
import PageLayout from '@/components/page-layout'
import {
  FlowActions,
  FlowCard,
  KeyValue,
  Notice,
  resumeVerification,
  startSigning,
  verifyNewIdentity
} from '@/features/pension/pension-flow'
import ResultScreen from '@/components/result-screen'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { pagePath } from '@/navigation'
import { getFddAuthResult, getFddSignResult, saveUserIdentity } from '@/services/api/esign'
import { checkPension } from '@/services/api/pension'
import { useProfileStore } from '@/stores/profile'
import type { FddAuthResult, FddSignResult } from '@contract/schemas/esign'
import type { PensionCheck } from '@contract/schemas/pension'
import { goBack, safeTarget } from '@/utils/route'
import { IdentityForm } from './identity-form'
import './index.scss'

export type IdentityPhase = 'form' | 'verify' | 'sign' | 'done'

/** Where the user stands, from the server: no identity, not verified, not signed, or all done. */
export function identityPhase(check: PensionCheck, auth: FddAuthResult, sign: FddSignResult): IdentityPhase {
  if (!check.identity_present) return 'form'
  if (auth.status !== 1) return 'verify'
  return sign.status === 1 ? 'done' : 'sign'
}

/** What a bridge reported on its way back here (?notice=). */
export const NOTICES: Record<string, { tone: 'warn' | 'error'; text: string }> = {
  auth_failed: { tone: 'error', text: '实名认证未通过，请确认身份信息后重新认证。' },
  auth_pending: { tone: 'warn', text: '认证结果确认中，请稍后点击“刷新状态”。' },
  sign_failed: { tone: 'error', text: '协议未签署成功，请重新签署。' },
  sign_pending: { tone: 'warn', text: '签署结果确认中，请稍后点击“刷新状态”。' }
}

const messageOf = (err: unknown) => (err instanceof Error && err.message) || '操作失败，请稍后重试'

/**
 * 确认身份信息: name and id number (/user/saveidentity), then the e-sign identity flow: e-sign account,
 * the provider's identity check (back through auth-bridge), the agreement signing (back through
 * esign-bridge). Each visit shows the step the server says is next, so an abandoned flow resumes here.
 * ?only=identity saves the identity and returns to ?redirect (a bank opening needs no more).
 */
export default function ConfirmIdentityPage() {
  const params = usePageParams<'confirm-identity'>()
  const redirect = params.redirect
    ? safeTarget(params.redirect, { exclude: [pagePath('confirm-identity')] })
    : undefined
  const info = useProfileStore((s) => s.info)
  const signSubmitted = useProfileStore((s) => s.esgin_status)
  const [editing, setEditing] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const data = usePageData(
    async () => {
      const [check, auth, sign] = await Promise.all([checkPension(), getFddAuthResult(), getFddSignResult()])
      return { check, auth, sign }
    },
    [],
    { refreshOnShow: true }
  )

  const act = async (fn: () => Promise<void>) => {
    setBusy(true)
    setError('')
    try {
      await fn()
    } catch (err) {
      setError(messageOf(err))
    } finally {
      setBusy(false)
    }
  }

  const saveOnly = async (identity: { name: string; idNo: string }) => {
    await saveUserIdentity(identity, { noTip: true })
    await useProfileStore
      .getState()
      .loadProfile()
      .catch(() => undefined)
    const url = redirect ?? pagePath('pension-overview')
    await Taro.redirectTo({ url }).catch(() => Taro.reLaunch({ url }))
  }

  const notice = params.notice ? NOTICES[params.notice] : undefined

  return (
    <PageLayout page='confirm-identity' className='identity'>
      <LoadState of={data}>
        {({ check, auth, sign }) => {
          const phase = editing && auth.status !== 1 ? 'form' : identityPhase(check, auth, sign)
          const name = auth.name || info.name || ''
          const idNo = auth.id_no || info.id_no || ''
          if (phase === 'form') {
            return (
              <>
                <Notice>请填写您本人的身份信息，用于实名认证和开通养老金账户。</Notice>
                <IdentityForm
                  initialName={editing ? name : ''}
                  submitText={params.only === 'identity' ? '保存并继续' : '下一步：实名认证'}
                  onSubmit={params.only === 'identity' ? saveOnly : (id) => verifyNewIdentity({ ...id, redirect })}
                  onCancel={editing ? () => setEditing(false) : undefined}
                />
              </>
            )
          }
          if (phase === 'done') {
            return (
              <ResultScreen
                status='success'
                title='实名认证与签约已完成'
                description={`${name} ${idNo}`}
                primaryAction={{
                  text: redirect ? '继续' : '继续开通养老金账户',
                  onClick: () => void Taro.redirectTo({ url: redirect ?? pagePath('account-bridge') })
                }}
                secondaryAction={{ text: '返回', onClick: () => void goBack() }}
              />
            )
          }
          return (
            <>
              {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
              <FlowCard title={phase === 'verify' ? '第1步 实名认证' : '第1步 实名认证（已通过）'}>
                <KeyValue label='姓名' value={name} />
                <KeyValue label='身份证号' value={<Text className='identity__id'>{idNo}</Text>} />
              </FlowCard>
              <FlowCard title='第2步 签署养老金账户服务协议'>
                <Text className='pf-text'>
                  {phase === 'verify'
                    ? '实名认证通过后，在电子签约平台签署协议。'
                    : sign.status === 3
                      ? `上次签署未完成：${sign.reason || '签署失败'}`
                      : sign.status === 2 || signSubmitted
                        ? '签署已提交，结果确认中。'
                        : '请阅读并签署《养老金账户服务协议》，签署需再次进行人脸核验。'}
                </Text>
              </FlowCard>
              {error && <Notice tone='error'>{error}</Notice>}
              <FlowActions>
                <Button
                  className='identity__go'
                  type='primary'
                  block
                  loading={busy}
                  disabled={busy}
                  onClick={() =>
                    void act(() =>
                      phase === 'verify'
                        ? resumeVerification({ identityId: auth.identity_id, name, idNo, redirect })
                        : startSigning(redirect)
                    )
                  }
                >
                  {phase === 'verify' ? '去实名认证' : sign.status === 3 ? '重新签署' : '去签署协议'}
                </Button>
                <Button fill='outline' block disabled={busy || data.refreshing} onClick={() => void data.reload()}>
                  刷新状态
                </Button>
                {phase === 'verify' && (
                  <View className='pf-link identity__edit' {...tapProps('button')} onClick={() => setEditing(true)}>
                    修改身份信息
                  </View>
                )}
              </FlowActions>
            </>
          )
        }}
      </LoadState>
    </PageLayout>
  )
}
