import type { DbOrTx } from '../db/client'

/** Gift cards (shopping cards) and their ledger. Owned by the orders-and-money area. */

/** Issues the demo gift card every new user gets. Called inside the user-creation transaction. */
export async function issueWelcomeGiftCard(_tx: DbOrTx, _userId: number): Promise<void> {}
