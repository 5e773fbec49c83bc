import BridgeState, { useBridge, type BridgeReadContext, type BridgeRunResult } from '@/components/bridge-runner'
import PageLayout from '@/components/page-layout'
import { ESIGN_KEYS, announceVerification, pollUntil, readHandOff } from '@/features/pension/pension-flow'
import { pageUrl } from '@/navigation'
import { getFddSignResult } from '@/services/api/esign'
import { useProfileStore } from '@/stores/profile'
import { safeTarget, type PageParams } from '@/utils/route'

export interface SignReturn {
  result: string
  redirect?: string
}

/** Only a signing this account started in this tab is continued. */
export function readSignReturn(params: PageParams, context: BridgeReadContext): SignReturn | null {
  return readHandOff('sign', context) ? { result: params.result ?? '', redirect: params.redirect || undefined } : null
}

/**
 * The signing's result (/user/fddsignresult: 0 unsigned, 1 signed, 2 signing, 3 failed), asked again
 * while it is still signing. Signed: esgin_status is set, the verification event fires, and the flow
 * continues to where it was headed (the account continuation, or confirm-identity's summary).
 */
export async function continueSign(expected: SignReturn, waitMs = 1000): Promise<BridgeRunResult> {
  const sign = await pollUntil(
    () => getFddSignResult({ noTip: true }),
    (s) => s.status !== 2,
    {
      tries: 8,
      intervalMs: waitMs
    }
  )
  const profile = useProfileStore.getState()
  if (sign.status === 1) {
    await announceVerification('sign')
    // After the fresh profile (which clears it): the signing is known done even before every cache catches up.
    profile.setEsginStatus(true)
    const done = pageUrl('confirm-identity', { redirect: expected.redirect })
    return { target: expected.redirect ? safeTarget(expected.redirect, { fallback: done }) : done }
  }
  if (sign.status === 2 && expected.result !== 'failed') {
    // The provider said yes; our server has not heard yet.
    profile.setEsginStatus(true)
    return { target: pageUrl('confirm-identity', { redirect: expected.redirect, notice: 'sign_pending' }) }
  }
  return { target: pageUrl('confirm-identity', { redirect: expected.redirect, notice: 'sign_failed' }) }
}

export default function EsignBridgePage() {
  const state = useBridge<SignReturn>({
    expectUid: true,
    read: readSignReturn,
    run: (expected) => continueSign(expected),
    clearKeys: ESIGN_KEYS
  })
  return (
    <PageLayout page='esign-bridge'>
      <BridgeState state={state} runningText='正在确认签署结果' />
    </PageLayout>
  )
}
