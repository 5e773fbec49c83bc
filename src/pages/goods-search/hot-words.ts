import type { CategoryNode } from '@contract/schemas/goods'

export interface HotWord {
  text: string
  /** A category stands for the word: its goods are the results. */
  category_id?: number
}

/** How many hot words are shown. */
export const HOT_MAX = 10

const named = (list: unknown): CategoryNode[] =>
  Array.isArray(list) ? list.filter((c): c is CategoryNode => Boolean(c && c.name && c.id)) : []

/**
 * Hot words from the category tree: second-level categories (新鲜水果, 食用油 ...) taken one from each
 * top category in turn, so the words cover the whole catalogue; the top categories when there are none.
 */
export function hotWordsOf(tree: CategoryNode[] | null | undefined): HotWord[] {
  const tops = named(tree)
  const kids = tops.map((t) => named(t.children))
  const spread: CategoryNode[] = []
  const rounds = Math.max(0, ...kids.map((k) => k.length))
  for (let r = 0; r < rounds; r++) for (const k of kids) if (k[r]) spread.push(k[r])
  return (spread.length ? spread : tops).slice(0, HOT_MAX).map((c) => ({ text: c.name, category_id: c.id }))
}
