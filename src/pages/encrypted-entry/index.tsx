import EntryState, { useEntry } from '@/components/entry-runner'
import PageLayout from '@/components/page-layout'
import { ENTRY_TEXT, runEncryptedEntry } from '@/flows/partner-entry'

/**
 * Partner single sign-on: the signed link logs in (/user/phonelogin) and continues to its target. A bad, stale or
 * replayed signature shows why and leaves the session untouched; an expired old session shows no notice here
 * (spec section 4).
 */
export default function EncryptedEntryPage() {
  const state = useEntry(runEncryptedEntry)
  return (
    <PageLayout page='encrypted-entry'>
      <EntryState state={state} runningText={ENTRY_TEXT.running} failTitle={ENTRY_TEXT.failedTitle} />
    </PageLayout>
  )
}
