import { useEffect, useRef, useState } from 'react'
import { formatSeconds } from '@/utils/format'
import { serverNow } from '@/utils/server-clock'

/** An end time as the API sends it: unix seconds; millisecond values (13 digits) are taken as they are. */
export type CountdownEnd = number | null | undefined

const DAY = 86_400

function endMs(endAt: CountdownEnd): number | null {
  if (typeof endAt !== 'number' || !Number.isFinite(endAt) || endAt <= 0) return null
  return endAt >= 1e12 ? endAt : endAt * 1000
}

/** Whole seconds left until `endAt` on the server's clock; 0 once it has passed or when there is no end. */
export function secondsUntil(endAt: CountdownEnd, now: number = serverNow()): number {
  const end = endMs(endAt)
  if (end === null) return 0
  return Math.max(0, Math.ceil((end - now) / 1000))
}

/** 'HH:MM:SS' (spec section 9); past a day 'N天 HH:MM:SS'. */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  if (total < DAY) return formatSeconds(total)
  return `${Math.floor(total / DAY)}天 ${formatSeconds(total % DAY)}`
}

export interface ServerCountdown {
  /** Whole seconds left. */
  seconds: number
  /** Formatted as formatCountdown does. */
  text: string
  ended: boolean
}

/**
 * Seconds left until `endAt` by the server's clock, updated at each whole second. The value is
 * recomputed from the end time on every tick, never decremented, so it is right again on the first
 * tick after the app or tab comes back from the background (where timers stall).
 *
 * `onEnd` fires once when this countdown reaches zero while it runs; a countdown that starts at
 * zero does not fire (the page already knows from its data), so an onEnd that reloads cannot loop.
 */
export function useServerCountdown(endAt: CountdownEnd, onEnd?: () => void): ServerCountdown {
  const [seconds, setSeconds] = useState(() => secondsUntil(endAt))
  const onEndRef = useRef(onEnd)
  onEndRef.current = onEnd

  useEffect(() => {
    const end = endMs(endAt)
    let timer: ReturnType<typeof setTimeout> | undefined
    let wasRunning = secondsUntil(endAt) > 0
    const tick = () => {
      const left = end === null ? 0 : end - serverNow()
      const next = Math.max(0, Math.ceil(left / 1000))
      setSeconds(next)
      if (next > 0) {
        // Wake just after the next whole second so the display turns over with the server's clock.
        const untilTurn = left % 1000 || 1000
        timer = setTimeout(tick, untilTurn + 20)
        return
      }
      if (wasRunning) {
        wasRunning = false
        onEndRef.current?.()
      }
    }
    tick()
    return () => clearTimeout(timer)
  }, [endAt])

  return { seconds, text: formatCountdown(seconds), ended: seconds === 0 }
}
