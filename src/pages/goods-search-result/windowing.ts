/**
 * Keeps a long result list light: items are grouped by page, and only the groups around the one on
 * screen are drawn; the others become empty boxes of their measured height. 500 results then mean about
 * 60 cards in the DOM (and in mini-program setData), and the scroll position never jumps.
 */

export const GROUP_SIZE = 20
/** Groups drawn on each side of the one at the top of the screen. */
export const GROUP_PAD = 1

export function groupsOf<T>(items: T[], size = GROUP_SIZE): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * The group at `scrollTop` (page offset of the list's top subtracted), from the measured heights;
 * a group not measured yet counts as the average of those that are.
 */
export function groupAt(offset: number, heights: Array<number | undefined>, count: number): number {
  const known = heights.filter((h): h is number => typeof h === 'number' && h > 0)
  const average = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 0
  if (average <= 0) return 0
  let top = 0
  for (let i = 0; i < count; i++) {
    const h = heights[i] && (heights[i] as number) > 0 ? (heights[i] as number) : average
    if (offset < top + h) return i
    top += h
  }
  return Math.max(0, count - 1)
}

/** Whether group `i` is drawn when group `current` is on screen: always, unless measured and far away. */
export function isDrawn(i: number, current: number, measured: boolean, pad = GROUP_PAD): boolean {
  return !measured || Math.abs(i - current) <= pad
}
