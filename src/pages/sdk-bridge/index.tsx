import BridgeState, { useBridge } from '@/components/bridge-runner'
import PageLayout from '@/components/page-layout'
import { continueSdk, readSdkReturn, type SdkReturn } from '@/flows/partner-entry'

/** Inside the third-party SDK variant: follows bridge_path (the link's, else the one sdk-entry kept) once. */
export default function SdkBridgePage() {
  const state = useBridge<SdkReturn>({ read: readSdkReturn, run: continueSdk })
  return (
    <PageLayout page='sdk-bridge'>
      <BridgeState state={state} runningText='正在跳转' />
    </PageLayout>
  )
}
