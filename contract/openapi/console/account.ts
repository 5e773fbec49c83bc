import type { RouteDocs } from '../types'

/** Staff accounts, sign-in and the audit log (contract/admin/account.ts). */
export const consoleAccountDocs: RouteDocs = {
  'GET /api/admin/audit': { summary: 'The audit log of console actions, filtered by staff member, action and date' },
  'GET /api/admin/session': { summary: 'Who is signed in: name, role, permissions and the CSRF token' },
  'GET /api/admin/staff': { summary: 'List the staff accounts with their roles and states' },
  'POST /api/admin/login': { summary: 'Sign in with account name and password (sets the session cookie)' },
  'POST /api/admin/logout': { summary: 'Sign out and end the session' },
  'POST /api/admin/password': { summary: "Change one's own password (required after a one-time password)" },
  'POST /api/admin/staff': { summary: 'Create a staff account with a role and a one-time password' },
  'POST /api/admin/staff/:id/password': {
    summary: "Reset a staff member's password to a new one-time password, answered this once"
  },
  'POST /api/admin/staff/:id/role': { summary: "Change a staff member's role" },
  'POST /api/admin/staff/:id/status': { summary: 'Enable or disable a staff account (ends its sessions)' }
}
