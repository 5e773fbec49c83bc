import BridgeState, { useBridge, type BridgeRunResult } from '@/components/bridge-runner'
import PageLayout from '@/components/page-layout'
import { announceOpened, openingResultUrl } from '@/features/pension/pension-flow'
import { pagePath, pageUrl } from '@/navigation'
import { queryBankOpen } from '@/services/api/bank'
import { checkPension, openPension } from '@/services/api/pension'
import type { BankId } from '@contract/schemas/bank'
import { safeTarget, type PageParams } from '@/utils/route'

export interface AccountContinuation {
  opaId?: number
  /** Where to land once everything is done; the pension overview by default. */
  redirect?: string
}

export const readContinuation = (params: PageParams): AccountContinuation => ({
  opaId: Number(params.opaId) > 0 ? Number(params.opaId) : undefined,
  redirect: params.redirect || undefined
})

/**
 * The generic account continuation: asks the server where the user's pension account stands
 * (/pensionaccount/check) and goes to the step that is next, so an opening interrupted anywhere (the
 * app closed on the bank's page, the e-sign abandoned) resumes where it stopped. It needs no session
 * keys: everything it acts on is the signed-in account's own state on the server.
 */
export async function continueAccount({ opaId, redirect }: AccountContinuation): Promise<BridgeRunResult> {
  const here = pageUrl('account-bridge', { opaId, redirect })
  const done = safeTarget(redirect, { fallback: pagePath('pension-overview'), exclude: [pagePath('account-bridge')] })
  const check = await checkPension({ noTip: true })
  const last = check.last_opening
  if (!check.bank_opened && last?.status === 0) {
    const bankId = last.bank_id as BankId
    const q = await queryBankOpen({ bankId, businessNo: last.business_no }, { noTip: true })
    if (q.status === 'success') {
      await announceOpened(last.business_no, bankId)
      return { target: redirect ? done : openingResultUrl(bankId, last.business_no) }
    }
    // Still at the bank: its result page offers to go back to the bank's form or to start again.
    if (q.status === 'processing') return { target: openingResultUrl(bankId, last.business_no) }
  }
  switch (check.next_step) {
    case 'identity':
    case 'auth':
    case 'esign':
      return { target: pageUrl('confirm-identity', { redirect: here }) }
    case 'open':
      // Identity verified and the agreement signed: the platform account opens at once (idempotent).
      await openPension({ noTip: true })
      if (check.bank_opened) return { target: done }
      return { target: pageUrl('choose-pension-bank', { opaId, redirect }) }
    case 'bank':
      return check.bank_opened
        ? { target: pageUrl('bind-pension-cardno', { redirect }) }
        : { target: pageUrl('choose-pension-bank', { opaId, redirect }) }
    default:
      return { target: done }
  }
}

export default function AccountBridgePage() {
  const state = useBridge<AccountContinuation>({
    expectUid: true,
    read: readContinuation,
    run: continueAccount
  })
  return (
    <PageLayout page='account-bridge'>
      <BridgeState state={state} runningText='正在查询账户状态' />
    </PageLayout>
  )
}
