import type { DbOrTx } from '../db/client'
import { categories } from '../db/schema'

/*
 * The category tree as the areas that scope by category read it: coupons, gift cards and pay ways ("this category
 * and its sub-categories"). It sits below the areas (docs/architecture.md, server layers) because wallet, payment and
 * the checkout all need it and no area imports a sibling.
 */

/** A line as a scope check sees it: its category. */
export interface ScopedLine {
  category_id: number | null
}

/** Category tree as child -> parent, for coupon and gift-card scopes ("this category and its sub-categories"). */
export async function loadCategoryParents(db: DbOrTx): Promise<Map<number, number | null>> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories)
  return new Map(rows.map((r) => [r.id, r.parentId]))
}

export function inScope(
  scopeId: number | null,
  categoryId: number | null,
  parents: Map<number, number | null>
): boolean {
  if (scopeId === null) return true
  for (let c = categoryId, hops = 0; c !== null && c !== undefined && hops < 5; c = parents.get(c) ?? null, hops++)
    if (c === scopeId) return true
  return false
}
