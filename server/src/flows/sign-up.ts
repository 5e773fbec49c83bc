import type { DbOrTx } from '../db/client'
import { issueWelcomeGiftCard } from '../wallet/giftcard'
import { addWelcomeMessage } from '../content/message'

/**
 * What every new account gets, in the transaction that creates it: the welcome gift card (wallet/) and the welcome
 * message (content/). Account's logins take it as their sign-up step (account/user.ts `SignUpStep`), so account/
 * imports neither area (docs/decisions/0032-flows-layer.md).
 */
export async function welcomeNewUser(tx: DbOrTx, userId: number): Promise<void> {
  await issueWelcomeGiftCard(tx, userId)
  await addWelcomeMessage(tx, userId)
}
