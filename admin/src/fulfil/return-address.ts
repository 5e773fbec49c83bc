import { useEffect, useSyncExternalStore } from 'react'
import { call, type Answer, type RequestBody } from '../api'
import { showError } from '../form-errors'

/**
 * The default return address, held once for the console: the 默认退货地址 card writes it and the 同意退货 dialog
 * reads it from here, so a dialog opened right after a save on the same screen starts from the saved address
 * (each used to keep its own copy, loaded once, and the dialog's stayed empty).
 */

export type ReturnAddress = NonNullable<Answer<'GET /return-address'>>

/** undefined: not loaded yet; null: none set. */
let current: ReturnAddress | null | undefined
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

/** Loads it from the server (once, unless `fresh`: then again, as after another operator's change). */
export function loadReturnAddress(fresh = false): Promise<void> {
  if (loading) return loading
  if (current !== undefined && !fresh) return Promise.resolve()
  loading = call('GET /return-address')
    .then((v) => {
      current = v
      emit()
    }, showError)
    .finally(() => {
      loading = null
    })
  return loading
}

/** Saves it; every reader hears the saved address (the server's answer) at once. */
export async function saveReturnAddress(v: RequestBody<'POST /return-address'>) {
  const saved = await call('POST /return-address', { body: v })
  current = saved
  emit()
  return saved
}

/** The default return address as the console knows it: undefined while loading, null when none is set. */
export function useReturnAddress() {
  const value = useSyncExternalStore(subscribe, () => current)
  useEffect(() => void loadReturnAddress(), [])
  return value
}

/** For tests: forget what was loaded. */
export function resetReturnAddress() {
  current = undefined
  loading = null
  emit()
}
