import { logoutUser, unregisterUser } from '@/services/api/user'
import { useAuthStore } from '@/stores/auth'
import { goHome } from '@/utils/route'

/**
 * Logout (spec section 4), a flow because it uses the API and the auth store together: the server forgets
 * the token first (best effort: a dead network must not keep the user logged in here), then the auth store's
 * logout clears the token, sets isLogin false and uid 0, resets the profile, sets isPending and clears
 * isWestdex; then home.
 */
export async function logoutAndGoHome(): Promise<void> {
  await logoutUser().catch(() => undefined)
  useAuthStore.getState().logout()
  await goHome()
}

/**
 * Closes the account with the SMS code. Resolves once the account is gone and the local session with it;
 * rejects with the server's message when it refuses (open orders or withdrawals, a wrong code).
 */
export async function unregisterAccount(verifyCode: string): Promise<void> {
  await unregisterUser({ verify_code: verifyCode }, { noTip: true })
  // The server has already ended every session of the account; only the local copy is left.
  useAuthStore.getState().logout()
}
