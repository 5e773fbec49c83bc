import { useCallback, useEffect, useState } from 'react'

/**
 * Seconds left before another SMS code may be asked for. Counts against an end time rather than
 * decrementing per tick, so a throttled background tab still shows the right number on return.
 */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [endAt, setEndAt] = useState(0)
  const [left, setLeft] = useState(0)

  useEffect(() => {
    if (!endAt) return
    const tick = () => {
      const rest = Math.max(0, Math.ceil((endAt - Date.now()) / 1000))
      setLeft(rest)
      if (rest === 0) setEndAt(0)
    }
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [endAt])

  const start = useCallback((seconds: number) => setEndAt(Date.now() + seconds * 1000), [])
  return { left, start }
}
