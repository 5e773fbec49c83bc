import { fireEvent, render, screen } from '@testing-library/react'
import { ListState, LoadState } from '@/components/load-state'
import type { PagedList } from '@/hooks/use-paged-list'

const pageData = <T,>(over: Partial<{ data: T; loading: boolean; error: Error | null }>) => ({
  data: undefined as T | undefined,
  loading: false,
  error: null as Error | null,
  reload: jest.fn().mockResolvedValue(undefined),
  ...over
})

const list = (over: Partial<PagedList<string>>): PagedList<string> => ({
  items: [],
  total: 0,
  loading: false,
  loadingMore: false,
  refreshing: false,
  error: null,
  finished: false,
  loaded: true,
  loadMore: jest.fn(),
  reload: jest.fn(),
  retry: jest.fn().mockResolvedValue(undefined),
  setItems: jest.fn(),
  ...over
})

describe('LoadState', () => {
  it('shows a skeleton while the first load runs', () => {
    const { container } = render(<LoadState of={pageData<string>({ loading: true })}>{(d) => d}</LoadState>)
    expect(container.querySelector('.skeleton[aria-busy="true"]')).not.toBeNull()
  })

  it('shows the error with 重新加载 that reloads', () => {
    const of = pageData<string>({ error: new Error('网络连接超时，请稍后重试') })
    render(<LoadState of={of}>{(d) => d}</LoadState>)
    expect(screen.getByText('网络连接超时，请稍后重试')).toBeTruthy()
    fireEvent.click(screen.getByText('重新加载'))
    expect(of.reload).toHaveBeenCalled()
  })

  it('shows the empty state for an empty list and the content otherwise', () => {
    const { rerender } = render(
      <LoadState of={pageData<string[]>({ data: [] })} empty={{ title: '暂无收藏' }}>
        {(d) => d.join(',')}
      </LoadState>
    )
    expect(screen.getByText('暂无收藏')).toBeTruthy()
    rerender(
      <LoadState of={pageData<string[]>({ data: ['甲', '乙'] })} empty={{ title: '暂无收藏' }}>
        {(d) => <span>{d.join(',')}</span>}
      </LoadState>
    )
    expect(screen.getByText('甲,乙')).toBeTruthy()
  })

  it('keeps the content when a reload failed', () => {
    render(
      <LoadState of={pageData<string>({ data: '旧内容', error: new Error('x') })}>{(d) => <span>{d}</span>}</LoadState>
    )
    expect(screen.getByText('旧内容')).toBeTruthy()
  })
})

describe('ListState', () => {
  const items = ['a', 'b', 'c', 'd']
  const rows = (xs: string[]) => xs.map((x) => <span key={x}>{x}</span>)

  it('a failed next page keeps the items and offers a retry', () => {
    const of = list({ items, error: new Error('boom') })
    render(<ListState of={of}>{rows}</ListState>)
    expect(screen.getByText('d')).toBeTruthy()
    fireEvent.click(screen.getByText('加载失败，点击重试'))
    expect(of.retry).toHaveBeenCalled()
  })

  it('says 没有更多了 at the end and shows the empty state for no items', () => {
    const { rerender } = render(<ListState of={list({ items, finished: true })}>{rows}</ListState>)
    expect(screen.getByText('没有更多了')).toBeTruthy()
    rerender(
      <ListState of={list({ items: [], finished: true })} empty={{ title: '暂无订单' }}>
        {rows}
      </ListState>
    )
    expect(screen.getByText('暂无订单')).toBeTruthy()
  })

  it('before the first page: skeleton, or the error with a retry that starts over', () => {
    const { container, rerender } = render(<ListState of={list({ loaded: false, loading: true })}>{rows}</ListState>)
    expect(container.querySelector('.skeleton--list')).not.toBeNull()
    const of = list({ loaded: false, error: new Error('服务繁忙') })
    rerender(<ListState of={of}>{rows}</ListState>)
    fireEvent.click(screen.getByText('重新加载'))
    expect(of.retry).toHaveBeenCalled()
  })
})
