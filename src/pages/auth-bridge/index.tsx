import BridgeState, { useBridge, type BridgeReadContext, type BridgeRunResult } from '@/components/bridge-runner'
import PageLayout from '@/components/page-layout'
import { ESIGN_KEYS, announceVerification, pollUntil, readHandOff } from '@/features/pension/pension-flow'
import { AUTH_KEYS } from '@/constants/storage-keys'
import { pagePath, pageUrl } from '@/navigation'
import { getFddAuthResult } from '@/services/api/esign'
import { safeTarget, type PageParams } from '@/utils/route'

export interface AuthReturn {
  /** What the provider page appended: success or failed. */
  result: string
  /** The page the whole identity flow continues to. */
  redirect?: string
}

/** Only a check this account started in this tab (its hand-off and auth keys) is continued. */
export function readAuthReturn(params: PageParams, context: BridgeReadContext): AuthReturn | null {
  const handOff = readHandOff('auth', context)
  const name = context.session<string>(AUTH_KEYS.name)
  if (!handOff || !name) return null
  return { result: params.result ?? '', redirect: params.redirect || undefined }
}

/**
 * The identity check's result (/user/fddauthresult: 0 unauthenticated, 1 verified, 2 unregistered),
 * asked again while the provider's notice is on its way. Verified: the verification event fires and the
 * flow continues to ?redirect, else to signing on confirm-identity; otherwise confirm-identity says what happened.
 */
export async function continueAuth(expected: AuthReturn, waitMs = 1000): Promise<BridgeRunResult> {
  const failed = expected.result === 'failed'
  const auth = await pollUntil(
    () => getFddAuthResult({ noTip: true }),
    (a) => a.status === 1,
    {
      tries: failed ? 1 : 8,
      intervalMs: waitMs
    }
  )
  if (auth.status === 1) {
    await announceVerification('auth')
    // The page that asked for the check (to-auth's caller, the account continuation, which sends an unsigned
    // user on to signing); else confirm-identity, whose next step is the signing.
    const next = pagePath('confirm-identity')
    return { target: expected.redirect ? safeTarget(expected.redirect, { fallback: next }) : next }
  }
  const notice = failed ? 'auth_failed' : 'auth_pending'
  return { target: pageUrl('confirm-identity', { redirect: expected.redirect, notice }) }
}

export default function AuthBridgePage() {
  const state = useBridge<AuthReturn>({
    expectUid: true,
    read: readAuthReturn,
    run: (expected) => continueAuth(expected),
    clearKeys: ESIGN_KEYS
  })
  return (
    <PageLayout page='auth-bridge'>
      <BridgeState state={state} runningText='正在确认认证结果' />
    </PageLayout>
  )
}
