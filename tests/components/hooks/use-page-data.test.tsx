import { act, renderHook } from '@testing-library/react'
import { usePageData } from '@/hooks/use-page-data'

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: Error) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('usePageData', () => {
  it('loads, then exposes data; a failed reload keeps the data and reports the error', async () => {
    const answers = [deferred<string>(), deferred<string>()]
    let n = 0
    const { result } = renderHook(() => usePageData(() => answers[n++].promise, []))
    expect(result.current.loading).toBe(true)
    await act(async () => answers[0].resolve('订单 A'))
    expect(result.current).toMatchObject({ data: '订单 A', loading: false, error: null })
    act(() => void result.current.reload())
    expect(result.current.refreshing).toBe(true)
    await act(async () => answers[1].reject(new Error('网络连接超时，请稍后重试')))
    expect(result.current.data).toBe('订单 A')
    expect(result.current.error?.message).toBe('网络连接超时，请稍后重试')
  })

  it('keeps only the newest answer when inputs change faster than the server answers', async () => {
    const byId: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() }
    const { result, rerender } = renderHook(({ id }) => usePageData(() => byId[id].promise, [id]), {
      initialProps: { id: 'a' }
    })
    rerender({ id: 'b' })
    await act(async () => byId.b.resolve('B'))
    await act(async () => byId.a.resolve('A (late)'))
    expect(result.current.data).toBe('B')
  })

  it('waits while disabled and loads once enabled', async () => {
    const fetcher = jest.fn().mockResolvedValue(1)
    const { result, rerender } = renderHook(({ on }) => usePageData(fetcher, [], { enabled: on }), {
      initialProps: { on: false }
    })
    expect(fetcher).not.toHaveBeenCalled()
    expect(result.current.loading).toBe(false)
    await act(async () => rerender({ on: true }))
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(result.current.data).toBe(1)
  })

  it('setData edits what is shown without a round trip', async () => {
    const { result } = renderHook(() => usePageData(() => Promise.resolve([1, 2, 3]), []))
    await act(async () => undefined)
    act(() => result.current.setData((list) => list?.filter((x) => x !== 2)))
    expect(result.current.data).toEqual([1, 3])
  })
})
