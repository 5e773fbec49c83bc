import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import { useLoginGate } from './use-login-gate'

export interface PageDataOptions {
  /** Load again whenever the page is shown again (an order paid elsewhere shows paid on return). */
  refreshOnShow?: boolean
  /** false: wait (e.g. until an id is known). Login pages wait for a session on their own. */
  enabled?: boolean
}

export interface PageData<T> {
  data: T | undefined
  /** The first load, before any data: show a skeleton. */
  loading: boolean
  /** A reload while data is already shown. */
  refreshing: boolean
  error: Error | null
  reload: () => Promise<void>
  /** Local edits after an action (a favourite removed) without a round trip. */
  setData: (update: T | ((prev: T | undefined) => T | undefined)) => void
}

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)))

/**
 * One-shot page data: { data, loading, error, reload }. Reloads on pull-down (the spinner stops when
 * it settles) and, with refreshOnShow, when the page is shown again. Only the newest request's answer
 * is kept, so a slow earlier answer never overwrites a newer one. A failed reload keeps what is shown.
 */
export function usePageData<T>(
  fetcher: () => Promise<T>,
  deps: DependencyList,
  options: PageDataOptions = {}
): PageData<T> {
  const allowed = useLoginGate()
  const enabled = options.enabled !== false && allowed
  const [data, setData] = useState<T | undefined>(undefined)
  const [loading, setLoading] = useState(enabled)
  const [refreshing, setRefreshing] = useState(false)
  const [error, setError] = useState<Error | null>(null)
  const seq = useRef(0)
  const hasData = useRef(false)
  const fetchRef = useRef(fetcher)
  fetchRef.current = fetcher

  const run = useCallback(async () => {
    const id = ++seq.current
    if (hasData.current) setRefreshing(true)
    else setLoading(true)
    setError(null)
    try {
      const next = await fetchRef.current()
      if (id !== seq.current) return
      hasData.current = true
      setData(next)
    } catch (err) {
      if (id === seq.current) setError(asError(err))
    } finally {
      if (id === seq.current) {
        setLoading(false)
        setRefreshing(false)
      }
    }
  }, [])

  useEffect(() => {
    if (!enabled) {
      setLoading(false)
      return
    }
    // New inputs: what was shown belongs to the old ones.
    hasData.current = false
    setData(undefined)
    void run()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to refetch
  }, [enabled, run, ...deps])

  const reload = useCallback(() => (enabled ? run() : Promise.resolve()), [enabled, run])

  usePullDownRefresh(() => {
    void reload().finally(() => Taro.stopPullDownRefresh())
  })

  const shown = useRef(false)
  useDidShow(() => {
    // The first show is the mount, which already loads.
    if (shown.current && options.refreshOnShow) void reload()
    shown.current = true
  })

  const update = useCallback((u: T | ((prev: T | undefined) => T | undefined)) => {
    setData((prev) => (typeof u === 'function' ? (u as (p: T | undefined) => T | undefined)(prev) : u))
  }, [])

  return { data, loading, refreshing, error, reload, setData: update }
}
