import Taro, { usePageScroll } from '@tarojs/taro'
import { useEffect, useRef, useState, type DependencyList } from 'react'
import { groupAt, isDrawn } from './windowing'

export const GROUP_ID = 'goods-result-group-'

interface Rect {
  id?: string
  top?: number
  height?: number
}

/**
 * Which result groups to draw, from the page's scroll position and the groups' measured heights.
 * `deps` start over (a new search or sort). Measuring runs after groups are drawn; scrolling only
 * re-renders when another group reaches the top of the screen.
 */
export function useWindowedGroups(count: number, deps: DependencyList) {
  const [heights, setHeights] = useState<Record<number, number>>({})
  const [current, setCurrent] = useState(0)
  const heightsRef = useRef(heights)
  heightsRef.current = heights
  const listTop = useRef(0)
  const scrollTop = useRef(0)

  useEffect(() => {
    setHeights({})
    setCurrent(0)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to start over
  }, deps)

  useEffect(() => {
    if (!count) return
    let query: Taro.SelectorQuery
    try {
      query = Taro.createSelectorQuery()
    } catch {
      // No page on screen (yet): nothing to measure; every group stays drawn.
      return
    }
    query.selectAll('.goods-result__group').boundingClientRect()
    query.exec((res: unknown[]) => {
      const rects = (Array.isArray(res?.[0]) ? res[0] : []) as Rect[]
      const next: Record<number, number> = {}
      for (const r of rects) {
        const i = Number(String(r.id ?? '').replace(GROUP_ID, ''))
        if (Number.isInteger(i) && typeof r.height === 'number' && r.height > 0) next[i] = r.height
        // The first group's top, in page coordinates: where the list starts.
        if (i === 0 && typeof r.top === 'number') listTop.current = r.top + scrollTop.current
      }
      if (Object.keys(next).some((k) => heightsRef.current[Number(k)] !== next[Number(k)]))
        setHeights((h) => ({ ...h, ...next }))
    })
  }, [count, current])

  usePageScroll(({ scrollTop: top }) => {
    scrollTop.current = top
    const list = Array.from({ length: count }, (_, i) => heightsRef.current[i])
    const g = groupAt(top - listTop.current, list, count)
    setCurrent((prev) => (prev === g ? prev : g))
  })

  return {
    drawn: (i: number) => isDrawn(i, current, heights[i] !== undefined),
    height: (i: number) => heights[i] ?? 0
  }
}
