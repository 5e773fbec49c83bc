import { queryBankCard } from '@/services/api/bank'
import { checkPension, getPensionInfo } from '@/services/api/pension'

/** The account's bank pieces at once: where it stands (/check), the bank account (/info2) and the card (/querycard). */
export async function loadBankAccounts() {
  const [check, pension, card] = await Promise.all([checkPension(), getPensionInfo(), queryBankCard()])
  return { check, pension, card }
}
