import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import { useLoginGate } from './use-login-gate'

export interface PageQuery {
  page: number
  page_size: number
}

/** The server's paged answer ({list, total, page, page_size}); total may be absent. */
export interface PageResult<T> {
  list: T[]
  total?: number
}

export interface PagedListOptions {
  pageSize?: number
  refreshOnShow?: boolean
  enabled?: boolean
}

export interface PagedList<T> {
  items: T[]
  total: number
  /** The first page, nothing shown yet. */
  loading: boolean
  loadingMore: boolean
  refreshing: boolean
  /** The last request failed; what is shown stays. */
  error: Error | null
  /** Every page is loaded. */
  finished: boolean
  /** Something loaded at least once (an empty list is then really empty). */
  loaded: boolean
  loadMore: () => Promise<void>
  /** Back to page 1 (pull-down, a filter change, after an edit). */
  reload: () => Promise<void>
  /** Tries the failed request again: page 1 if nothing is shown, else the next page. */
  retry: () => Promise<void>
  setItems: (update: (items: T[]) => T[]) => void
}

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)))

/**
 * A paged list: page / page_size, more on reach-bottom (distance 50, app config), end of list, pull-down
 * resets to page 1. Each reset starts a new generation and answers from an older one (a previous
 * keyword, a previous tab) are dropped. A failed page keeps what is shown and is retried by retry().
 */
export function usePagedList<T>(
  fetcher: (query: PageQuery) => Promise<PageResult<T>>,
  deps: DependencyList,
  options: PagedListOptions = {}
): PagedList<T> {
  const pageSize = options.pageSize ?? 20
  const allowed = useLoginGate()
  const enabled = options.enabled !== false && allowed
  const [items, setItemsState] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(enabled)
  const [loadingMore, setLoadingMore] = useState(false)
  const [refreshing, setRefreshing] = useState(false)
  const [error, setError] = useState<Error | null>(null)
  const [finished, setFinished] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const fetchRef = useRef(fetcher)
  fetchRef.current = fetcher
  // Mirrors of the state the callbacks read, so they stay stable and never act on a stale render.
  const st = useRef({ gen: 0, page: 0, count: 0, busy: false, finished: false })

  const fetchPage = useCallback(
    async (page: number, reset: boolean) => {
      const gen = reset ? ++st.current.gen : st.current.gen
      st.current.busy = true
      setError(null)
      if (reset && st.current.count > 0) setRefreshing(true)
      else if (reset) setLoading(true)
      else setLoadingMore(true)
      try {
        const res = await fetchRef.current({ page, page_size: pageSize })
        if (gen !== st.current.gen) return
        const list = Array.isArray(res?.list) ? res.list : []
        const count = (reset ? 0 : st.current.count) + list.length
        const done = list.length < pageSize || (typeof res.total === 'number' && count >= res.total)
        st.current = { ...st.current, page, count, finished: done }
        setItemsState((prev) => (reset ? list : [...prev, ...list]))
        setTotal(typeof res.total === 'number' ? res.total : count)
        setFinished(done)
        setLoaded(true)
      } catch (err) {
        if (gen === st.current.gen) setError(asError(err))
      } finally {
        if (gen === st.current.gen) {
          st.current.busy = false
          setLoading(false)
          setLoadingMore(false)
          setRefreshing(false)
        }
      }
    },
    [pageSize]
  )

  const reload = useCallback(() => (enabled ? fetchPage(1, true) : Promise.resolve()), [enabled, fetchPage])

  const loadMore = useCallback(async () => {
    const s = st.current
    if (!enabled || s.busy || s.finished || s.page === 0) return
    await fetchPage(s.page + 1, false)
  }, [enabled, fetchPage])

  const retry = useCallback(async () => {
    if (st.current.page === 0) return reload()
    st.current.busy = false
    return loadMore()
  }, [reload, loadMore])

  useEffect(() => {
    if (!enabled) {
      setLoading(false)
      return
    }
    // New inputs (a tab, a keyword): clear at once so the old results never pass for the new ones.
    st.current = { gen: st.current.gen, page: 0, count: 0, busy: false, finished: false }
    setItemsState([])
    setFinished(false)
    setLoaded(false)
    void fetchPage(1, true)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to start over
  }, [enabled, fetchPage, ...deps])

  useReachBottom(() => {
    if (!st.current.busy && !error) void loadMore()
  })
  usePullDownRefresh(() => {
    void reload().finally(() => Taro.stopPullDownRefresh())
  })
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current && options.refreshOnShow) void reload()
    shown.current = true
  })

  const setItems = useCallback((update: (items: T[]) => T[]) => {
    setItemsState((prev) => {
      const next = update(prev)
      st.current.count = next.length
      return next
    })
  }, [])

  return { items, total, loading, loadingMore, refreshing, error, finished, loaded, loadMore, reload, retry, setItems }
}
