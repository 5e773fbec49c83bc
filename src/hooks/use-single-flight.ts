import { useCallback, useRef, useState } from 'react'

export interface SingleFlight<A extends unknown[], R> {
  /** Runs the action unless one is already running; a call made meanwhile does nothing and resolves undefined. */
  run: (...args: A) => Promise<R | undefined>
  /** An action is running: disable its button. */
  busy: boolean
}

/**
 * One action at a time (submit an order, pay, cancel): the guard is a ref, so two taps in the same frame, before
 * React has re-rendered the disabled button, still start the action once. Errors propagate to the caller.
 */
export function useSingleFlight<A extends unknown[], R>(action: (...args: A) => Promise<R>): SingleFlight<A, R> {
  const running = useRef(false)
  const actionRef = useRef(action)
  actionRef.current = action
  const [busy, setBusy] = useState(false)
  const run = useCallback(async (...args: A) => {
    if (running.current) return undefined
    running.current = true
    setBusy(true)
    try {
      return await actionRef.current(...args)
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return { run, busy }
}
