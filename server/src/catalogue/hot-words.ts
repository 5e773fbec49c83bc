import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { hotWords } from '../db/schema'
import type { HotWord } from '@contract/schemas/goods'

/** How many words goods-search shows: two rows of chips on a phone. */
export const HOT_WORDS_MAX = 10

/** 热门搜索: the configured words (table hot_words, seeded), highest sort first. */
export async function listHotWords(db: DbOrTx): Promise<HotWord[]> {
  const rows = await db
    .select({ word: hotWords.word })
    .from(hotWords)
    .where(eq(hotWords.status, 1))
    .orderBy(desc(hotWords.sort), hotWords.id)
    .limit(HOT_WORDS_MAX)
  return rows.map((r) => ({ text: r.word }))
}
