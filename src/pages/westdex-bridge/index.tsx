import EntryState, { useEntry } from '@/components/entry-runner'
import PageLayout from '@/components/page-layout'
import { ENTRY_TEXT, runWestdexEntry } from '@/flows/partner-entry'

/**
 * The Westdex partner entry: the login records isWestdex (spec section 4). The address contains "westdex", so the
 * location lookup is skipped here (platform/location.ts).
 */
export default function WestdexBridgePage() {
  const state = useEntry(runWestdexEntry)
  return (
    <PageLayout page='westdex-bridge'>
      <EntryState state={state} runningText={ENTRY_TEXT.running} failTitle={ENTRY_TEXT.failedTitle} />
    </PageLayout>
  )
}
