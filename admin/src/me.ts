import { createContext, useContext } from 'react'
import type { Me } from './api'
import type { Permission } from '@contract/admin/roles'

export const MeContext = createContext<Me | null>(null)

/** Whether the signed-in role may do this (the server decides; this only hides what would be refused). */
export function useCan(perm: Permission) {
  return useContext(MeContext)?.permissions.includes(perm) ?? false
}
