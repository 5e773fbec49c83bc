import BridgeState, { useBridge } from '@/components/bridge-runner'
import PageLayout from '@/components/page-layout'
import { continueSdk, readSdkReturn, type SdkReturn } from '@/flows/partner-entry'

/**
 * The address the third-party SDK itself returns to (/pages/mili-sdk-bridge/index, spec section 2): the same hand
 * over as sdk-bridge, kept at its own path because the SDK is built against it.
 */
export default function MiliSdkBridgePage() {
  const state = useBridge<SdkReturn>({ read: readSdkReturn, run: continueSdk })
  return (
    <PageLayout page='mili-sdk-bridge'>
      <BridgeState state={state} runningText='正在跳转' />
    </PageLayout>
  )
}
