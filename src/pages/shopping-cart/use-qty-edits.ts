import { useDidHide } from '@tarojs/taro'
import { useCallback, useEffect, useRef } from 'react'
import { editCart } from '@/services/api/cart'

/** Taps on − / + within this time go to the server as one edit. */
export const EDIT_DELAY_MS = 500

interface Options {
  /** The server took the quantity. */
  onSaved: () => void
  /** The server refused it (its message was shown): load the cart again to show what holds. */
  onFailed: () => void
}

/**
 * Debounced quantity edits (/cart/edit): one request per line per pause, only the last quantity is
 * sent. Pending edits are sent at once when the page is hidden or before checkout (flush).
 */
export function useQtyEdits({ onSaved, onFailed }: Options) {
  const pending = useRef(new Map<number, { qty: number; timer: ReturnType<typeof setTimeout> }>())
  const cb = useRef({ onSaved, onFailed })
  cb.current = { onSaved, onFailed }

  const send = useCallback(async (cartId: number, qty: number) => {
    try {
      await editCart({ cart_id: cartId, qty })
      cb.current.onSaved()
    } catch {
      cb.current.onFailed()
    }
  }, [])

  const schedule = useCallback(
    (cartId: number, qty: number) => {
      const prev = pending.current.get(cartId)
      if (prev) clearTimeout(prev.timer)
      const timer = setTimeout(() => {
        pending.current.delete(cartId)
        void send(cartId, qty)
      }, EDIT_DELAY_MS)
      pending.current.set(cartId, { qty, timer })
    },
    [send]
  )

  const flush = useCallback(async () => {
    const all = [...pending.current.entries()]
    pending.current.clear()
    await Promise.all(
      all.map(([cartId, { qty, timer }]) => {
        clearTimeout(timer)
        return send(cartId, qty)
      })
    )
  }, [send])

  /** Drops pending edits of lines that are going away (deleted). */
  const cancel = useCallback((cartIds: number[]) => {
    for (const id of cartIds) {
      const p = pending.current.get(id)
      if (p) clearTimeout(p.timer)
      pending.current.delete(id)
    }
  }, [])

  useDidHide(() => void flush())
  useEffect(() => () => void flush(), [flush])

  return { schedule, flush, cancel, hasPending: () => pending.current.size > 0 }
}
