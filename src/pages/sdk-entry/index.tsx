import EntryState, { useEntry } from '@/components/entry-runner'
import PageLayout from '@/components/page-layout'
import { runSdkEntry } from '@/flows/partner-entry'

/**
 * The third-party SDK's way in: is_third is set and kept, bridge_path remembered and followed (in-app pages only);
 * a signed link also logs in. An expired old session shows no notice here (spec section 4).
 */
export default function SdkEntryPage() {
  const state = useEntry(runSdkEntry)
  return (
    <PageLayout page='sdk-entry'>
      <EntryState state={state} />
    </PageLayout>
  )
}
