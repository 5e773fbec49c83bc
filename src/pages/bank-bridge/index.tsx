import { View } from '@tarojs/components'
import BridgeState, { useBridge, type BridgeReadContext, type BridgeRunResult } from '@/components/bridge-runner'
import { tapProps } from '@/components/menu-row'
import PageLayout from '@/components/page-layout'
import {
  OPENING_SPENT_KEYS,
  announceOpened,
  finishedTarget,
  forgetOpening,
  openingResultUrl,
  pollUntil,
  readOpeningReturn,
  type OpeningReturn
} from '@/features/pension/pension-flow'
import { redirectTo } from '@/navigation'
import { queryBankOpen } from '@/services/api/bank'
import type { PageParams } from '@/utils/route'

/**
 * The bank's page returns here (…/bank-bridge/index?bankId&businessNo&result). The opening is read
 * from this tab's session keys, never from the address alone; the result from the server, which
 * asks the bank while it is still processing.
 */
export async function continueOpening(expected: OpeningReturn, waitMs = 1000): Promise<BridgeRunResult> {
  const answer = await pollUntil(
    () =>
      queryBankOpen(
        { bankId: expected.bankId, businessNo: expected.businessNo, opa_id: expected.opaId },
        { noTip: true }
      ),
    (r) => r.status !== 'processing',
    { tries: 6, intervalMs: waitMs }
  )
  if (answer.status !== 'processing') forgetOpening()
  if (answer.status === 'success') {
    await announceOpened(expected.businessNo, expected.bankId)
    return { target: finishedTarget(expected) }
  }
  // Failed, or still at the bank (its form kept for going back): the result page says which, and how to go on.
  return { target: openingResultUrl(expected.bankId, expected.businessNo) }
}

export const readBankReturn = (params: PageParams, context: BridgeReadContext) => readOpeningReturn(params, context)

export default function BankBridgePage() {
  const state = useBridge<OpeningReturn>({
    expectUid: true,
    read: readBankReturn,
    run: (expected) => continueOpening(expected),
    clearKeys: OPENING_SPENT_KEYS
  })
  return (
    <PageLayout page='bank-bridge'>
      <BridgeState state={state} runningText='正在查询开户结果' />
      {state.phase === 'error' && state.reason !== 'failed' && (
        <View
          className='pf-link bank-bridge__progress'
          {...tapProps('link')}
          onClick={() => void redirectTo('account-bridge')}
        >
          查看我的开户进度
        </View>
      )}
    </PageLayout>
  )
}
