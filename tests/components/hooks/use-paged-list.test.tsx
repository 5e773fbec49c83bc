import { act, renderHook, waitFor } from '@testing-library/react'
import { usePagedList, type PageQuery, type PageResult } from '@/hooks/use-paged-list'

/** A fetcher whose answers the test releases one by one, in any order. */
function controlled<T>() {
  const calls: Array<{
    query: PageQuery
    tag: string
    resolve: (r: PageResult<T>) => void
    reject: (e: Error) => void
  }> = []
  const make = (tag: string) => (query: PageQuery) =>
    new Promise<PageResult<T>>((resolve, reject) => calls.push({ query, tag, resolve, reject }))
  return { calls, make }
}

const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i)

describe('usePagedList', () => {
  it('loads page 1, then more, and marks the end when a short page arrives', async () => {
    const { calls, make } = controlled<number>()
    const { result } = renderHook(() => usePagedList(make('a'), [], { pageSize: 3 }))
    expect(result.current.loading).toBe(true)
    await act(async () => calls[0].resolve({ list: page(1, 3), total: 5 }))
    expect(result.current.items).toEqual([1, 2, 3])
    expect(result.current.finished).toBe(false)
    act(() => void result.current.loadMore())
    expect(calls[1].query).toEqual({ page: 2, page_size: 3 })
    // A second loadMore while the first is in flight asks for nothing.
    act(() => void result.current.loadMore())
    expect(calls).toHaveLength(2)
    await act(async () => calls[1].resolve({ list: page(4, 2), total: 5 }))
    expect(result.current.items).toEqual([1, 2, 3, 4, 5])
    expect(result.current.finished).toBe(true)
    act(() => void result.current.loadMore())
    expect(calls).toHaveLength(2)
  })

  it('drops a stale answer from an earlier query', async () => {
    const { calls, make } = controlled<string>()
    const { result, rerender } = renderHook(({ q }) => usePagedList(make(q), [q], { pageSize: 2 }), {
      initialProps: { q: 'old' }
    })
    rerender({ q: 'new' })
    await waitFor(() => expect(calls.map((c) => c.tag)).toContain('new'))
    const newer = calls.find((c) => c.tag === 'new')!
    await act(async () => newer.resolve({ list: ['n1'], total: 1 }))
    // The old keyword's answer arrives late: it must not replace the new results.
    await act(async () => calls[0].resolve({ list: ['o1', 'o2'], total: 9 }))
    expect(result.current.items).toEqual(['n1'])
    expect(result.current.total).toBe(1)
  })

  it('keeps what is shown when a later page fails, and retry loads that page again', async () => {
    const { calls, make } = controlled<number>()
    const { result } = renderHook(() => usePagedList(make('a'), [], { pageSize: 2 }))
    await act(async () => calls[0].resolve({ list: [1, 2], total: 4 }))
    act(() => void result.current.loadMore())
    await act(async () => calls[1].reject(new Error('网络连接超时，请稍后重试')))
    expect(result.current.items).toEqual([1, 2])
    expect(result.current.error?.message).toBe('网络连接超时，请稍后重试')
    act(() => void result.current.retry())
    expect(calls[2].query.page).toBe(2)
    await act(async () => calls[2].resolve({ list: [3, 4], total: 4 }))
    expect(result.current.items).toEqual([1, 2, 3, 4])
    expect(result.current.error).toBeNull()
    expect(result.current.finished).toBe(true)
  })

  it('reload goes back to page 1 and replaces the items, keeping them shown until the answer', async () => {
    const { calls, make } = controlled<number>()
    const { result } = renderHook(() => usePagedList(make('a'), [], { pageSize: 2 }))
    await act(async () => calls[0].resolve({ list: [1, 2], total: 3 }))
    act(() => void result.current.reload())
    expect(result.current.refreshing).toBe(true)
    expect(result.current.items).toEqual([1, 2])
    expect(calls[1].query.page).toBe(1)
    await act(async () => calls[1].resolve({ list: [9], total: 1 }))
    expect(result.current.items).toEqual([9])
    expect(result.current.finished).toBe(true)
  })

  it('a first page that fails shows the error and retry starts over', async () => {
    const { calls, make } = controlled<number>()
    const { result } = renderHook(() => usePagedList(make('a'), [], { pageSize: 2 }))
    await act(async () => calls[0].reject(new Error('boom')))
    expect(result.current.loaded).toBe(false)
    expect(result.current.error?.message).toBe('boom')
    act(() => void result.current.retry())
    expect(calls[1].query.page).toBe(1)
  })
})
