import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import EmptyState, { type EmptyStateProps } from '@/components/empty-state'
import ErrorState from '@/components/error-state'
import Loading from '@/components/loading'
import type { PageData } from '@/hooks/use-page-data'
import type { PagedList } from '@/hooks/use-paged-list'
import Skeleton, { type SkeletonKind } from './skeleton'
import './index.scss'

export type { SkeletonKind }

interface CommonProps {
  /** What an empty answer shows; a list page usually names its action (去逛逛). */
  empty?: EmptyStateProps
  skeleton?: SkeletonKind
}

export interface LoadStateProps<T> extends CommonProps {
  of: Pick<PageData<T>, 'data' | 'loading' | 'error' | 'reload'>
  /** When the data counts as empty (default: null, undefined, or an empty array). */
  isEmpty?: (data: T) => boolean
  children: (data: T) => ReactNode
}

const defaultEmpty = (data: unknown) => data === null || (Array.isArray(data) && data.length === 0)

const messageOf = (error: Error | null) => (error?.message ? error.message : undefined)

/**
 * One-shot data to screen: skeleton while the first load runs, the error with 重新加载 when it failed
 * and nothing is shown, the empty state, else the content. A failed reload keeps the content (the
 * request wrapper has already said what went wrong).
 */
export function LoadState<T>({ of, isEmpty = defaultEmpty, empty, skeleton = 'detail', children }: LoadStateProps<T>) {
  if (of.data === undefined) {
    if (of.error) return <ErrorState message={messageOf(of.error)} onRetry={() => void of.reload()} />
    return <Skeleton kind={skeleton} />
  }
  if (isEmpty(of.data)) return <EmptyState {...empty} />
  return <>{children(of.data)}</>
}

export interface ListStateProps<T> extends CommonProps {
  of: PagedList<T>
  children: (items: T[]) => ReactNode
  /** The end-of-list line; hidden when the whole list fits on one short page. */
  endText?: string
}

/**
 * A paged list to screen: skeleton, error or empty on the first page; then the items with a footer that
 * says 加载中, 加载失败 with a retry that keeps what is shown, or 没有更多了.
 */
export function ListState<T>({ of, empty, skeleton = 'list', children, endText = '没有更多了' }: ListStateProps<T>) {
  if (!of.loaded) {
    if (of.error) return <ErrorState message={messageOf(of.error)} onRetry={() => void of.retry()} />
    return <Skeleton kind={skeleton} />
  }
  if (of.items.length === 0) return <EmptyState {...empty} />
  return (
    <>
      {children(of.items)}
      <View className='list-footer'>
        {of.error ? (
          <View
            className='list-footer__retry'
            role='button'
            aria-label='加载失败，点击重试'
            onClick={() => void of.retry()}
          >
            <Text>加载失败，点击重试</Text>
          </View>
        ) : of.finished ? (
          of.items.length > 3 && <Text className='list-footer__end'>{endText}</Text>
        ) : (
          <Loading />
        )}
      </View>
    </>
  )
}

export default LoadState
