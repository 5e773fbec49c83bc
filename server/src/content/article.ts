import { and, asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { articles } from '../db/schema'
import { notFound } from '../errors'
import type { ArticleDetail, ArticleList, ArticleSummary } from '@contract/schemas/article'

const toSummary = (row: typeof articles.$inferSelect): ArticleSummary => ({
  id: row.id,
  key: row.key,
  column: row.column,
  title: row.title,
  summary: row.summary,
  updated_at: Math.floor(row.updatedAt.getTime() / 1000)
})

/** The visible articles of a column, in their set order. An unknown column is simply empty. */
export async function listArticles(db: DbOrTx, column: string): Promise<ArticleList> {
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.column, column), eq(articles.visible, true)))
    .orderBy(asc(articles.sort), asc(articles.id))
  return { list: rows.map(toSummary), total: rows.length }
}

/** One article by numeric id or by its fixed key (the terms pages ask for 'service-terms' and the like). */
export async function getArticle(db: DbOrTx, id: string): Promise<ArticleDetail> {
  const byId = /^\d+$/.test(id)
  const [row] = await db
    .select()
    .from(articles)
    .where(and(byId ? eq(articles.id, Number(id)) : eq(articles.key, id), eq(articles.visible, true)))
  if (!row) throw notFound('文章')
  return { ...toSummary(row), content: row.content }
}
