import { act, render, renderHook } from '@testing-library/react'
import Countdown from '@/components/countdown'
import { formatCountdown, secondsUntil, useServerCountdown } from '@/hooks/use-server-countdown'
import { learnServerTime, resetServerClock } from '@/utils/server-clock'
import { $, textOf } from '../jest/render'

const NOW = Date.UTC(2026, 0, 1, 8, 0, 0)
const sec = (ms: number) => ms / 1000

beforeEach(() => {
  jest.useFakeTimers({ now: NOW })
  resetServerClock()
})

afterEach(() => {
  jest.useRealTimers()
})

describe('formatCountdown', () => {
  it('reads HH:MM:SS under a day and N天 HH:MM:SS past it', () => {
    expect(formatCountdown(0)).toBe('00:00:00')
    expect(formatCountdown(59)).toBe('00:00:59')
    expect(formatCountdown(3661)).toBe('01:01:01')
    expect(formatCountdown(86_399)).toBe('23:59:59')
    expect(formatCountdown(86_400)).toBe('1天 00:00:00')
    expect(formatCountdown(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toBe('2天 03:04:05')
    expect(formatCountdown(-5)).toBe('00:00:00')
  })
})

describe('useServerCountdown', () => {
  it('counts by the server clock, not the device clock', () => {
    // The device is 10 minutes fast: the server said NOW - 600 s for a call answered at once.
    learnServerTime(NOW - 600_000, NOW, NOW)
    const end = sec(NOW - 600_000 + 90_000) // 90 s after the server's now
    expect(secondsUntil(end)).toBe(90)
    const { result } = renderHook(() => useServerCountdown(end))
    expect(result.current.text).toBe('00:01:30')
  })

  it('accepts unix seconds and milliseconds and reads 0 without an end', () => {
    expect(secondsUntil(sec(NOW) + 30)).toBe(30)
    expect(secondsUntil(NOW + 30_000)).toBe(30)
    expect(secondsUntil(null)).toBe(0)
    expect(secondsUntil(undefined)).toBe(0)
  })

  it('ticks every second and calls onEnd once at zero', () => {
    const onEnd = jest.fn()
    const { result } = renderHook(() => useServerCountdown(sec(NOW) + 3, onEnd))
    expect(result.current.text).toBe('00:00:03')
    act(() => void jest.advanceTimersByTime(1100))
    expect(result.current.text).toBe('00:00:02')
    act(() => void jest.advanceTimersByTime(2000))
    expect(result.current).toMatchObject({ seconds: 0, ended: true, text: '00:00:00' })
    act(() => void jest.advanceTimersByTime(5000))
    expect(onEnd).toHaveBeenCalledTimes(1)
  })

  it('does not call onEnd for a countdown that was over before it started', () => {
    const onEnd = jest.fn()
    const { result } = renderHook(() => useServerCountdown(sec(NOW) - 10, onEnd))
    act(() => void jest.advanceTimersByTime(3000))
    expect(result.current.ended).toBe(true)
    expect(onEnd).not.toHaveBeenCalled()
  })

  it('is right again after the background, where timers did not run', () => {
    const { result } = renderHook(() => useServerCountdown(sec(NOW) + 3600))
    expect(result.current.text).toBe('01:00:00')
    // Ten minutes pass with timers stalled (app in background): the clock moves, no tick fires.
    jest.setSystemTime(NOW + 600_000)
    // The first tick after coming back shows the true time left, not 00:59:59.
    act(() => void jest.advanceTimersByTime(1100))
    expect(result.current.text).toBe('00:49:59')
  })

  it('starts over when the end time changes', () => {
    const { result, rerender } = renderHook(({ end }) => useServerCountdown(end), {
      initialProps: { end: sec(NOW) + 5 }
    })
    rerender({ end: sec(NOW) + 2 * 86_400 })
    expect(result.current.text).toBe('2天 00:00:00')
    act(() => void jest.advanceTimersByTime(1100))
    expect(result.current.text).toBe('1天 23:59:59')
  })
})

describe('Countdown', () => {
  it('shows the prefix and the time, named for screen readers, and the ended text at zero', async () => {
    const onEnd = jest.fn()
    render(<Countdown endAt={sec(NOW) + 2} prefix='距结束' endedText='已结束' onEnd={onEnd} />)
    expect(textOf($('.countdown__prefix'))).toBe('距结束')
    expect(textOf($('.countdown__time'))).toBe('00:00:02')
    expect($('.countdown').getAttribute('role')).toBe('timer')
    expect($('.countdown').getAttribute('aria-label')).toBe('距结束 00:00:02')
    act(() => void jest.advanceTimersByTime(1100))
    expect(textOf($('.countdown__time'))).toBe('00:00:01')
    act(() => void jest.advanceTimersByTime(1000))
    expect(textOf($('.countdown__time'))).toBe('已结束')
    expect($('.countdown').className).toContain('countdown--ended')
    expect(onEnd).toHaveBeenCalledTimes(1)
  })
})
