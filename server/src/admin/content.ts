import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { articles, messages, users } from '../db/schema'
import { invalid, notFound } from '../errors'
import { sanitizeHtml } from '@contract/rich-text'
import { audit, type Actor } from './audit'
import type { ArticleInputT, MessageInputT } from '@contract/admin/site'

/** Articles (terms, privacy, help) and messages to shoppers. */

export const listArticles = (db: DbOrTx) =>
  db
    .select({
      id: articles.id,
      key: articles.key,
      column: articles.column,
      title: articles.title,
      sort: articles.sort,
      visible: articles.visible,
      updatedAt: articles.updatedAt
    })
    .from(articles)
    .orderBy(asc(articles.column), asc(articles.sort))

export async function getArticle(db: DbOrTx, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id))
  if (!row) throw notFound('文章')
  return row
}

/** The shop renders articles through its sanitiser: content it would reduce to nothing is refused here. */
function checkContent(html: string) {
  if (!sanitizeHtml(html).length) throw invalid('content', '没有可显示的内容')
}

export async function saveArticle(db: Db, actor: Actor, input: ArticleInputT, id?: number) {
  checkContent(input.content)
  return db.transaction(async (tx) => {
    const values = {
      column: input.column,
      title: input.title,
      summary: input.summary,
      content: input.content,
      sort: input.sort,
      visible: input.visible
    }
    if (!id) {
      const [row] = await tx.insert(articles).values(values).returning()
      await audit(tx, actor, { action: 'create', entity: 'article', entityId: row.id, before: null, after: row })
      return row
    }
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for('update')
    if (!before) throw notFound('文章')
    const [row] = await tx
      .update(articles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(articles.id, id))
      .returning()
    await audit(tx, actor, { action: 'update', entity: 'article', entityId: id, before, after: row })
    return row
  })
}

/** One user's message centre, or every user's (one insert for all, however many there are). */
export async function sendMessage(db: Db, actor: Actor, input: MessageInputT) {
  return db.transaction(async (tx) => {
    let sent: number
    if (input.user_id) {
      const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.user_id))
      if (!u) throw invalid('user_id', '用户不存在')
      await tx.insert(messages).values({ userId: u.id, title: input.title, content: input.content })
      sent = 1
    } else {
      const res = await tx.execute(
        sql`insert into ${messages} (user_id, title, content) select id, ${input.title}, ${input.content} from ${users} where ${users.deleted} = false`
      )
      sent = Number(
        (res as { rowCount?: number; affectedRows?: number }).rowCount ??
          (res as { affectedRows?: number }).affectedRows ??
          0
      )
    }
    await audit(tx, actor, {
      action: 'send',
      entity: 'message',
      entityId: input.user_id ?? 'all',
      before: null,
      after: { ...input, sent }
    })
    return { sent }
  })
}

export const recentMessages = (db: DbOrTx) => db.select().from(messages).orderBy(desc(messages.id)).limit(50)
