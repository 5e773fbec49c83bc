import type { DbOrTx } from '../db/client'
import type { GoodsSearchResult } from '@contract/schemas/goods'
import { searchGoods } from '../catalogue/catalogue-search'
import { getOwnCard } from '../wallet/giftcard'

/** Goods the card can buy: the catalogue's search limited to the card's category. */
export async function cardGoods(
  db: DbOrTx,
  userId: number,
  cardId: number,
  base: string,
  page: { page: number; size: number; offset: number },
  keyword?: string
): Promise<GoodsSearchResult> {
  const card = await getOwnCard(db, userId, cardId)
  return searchGoods(db, { keyword, category_id: card.categoryId ?? undefined }, base, page)
}
