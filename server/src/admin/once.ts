import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { adminRequests } from '../db/schema'
import { AppError, ERRNO } from '../errors'

/**
 * Runs a console write once per request id, inside the caller's transaction. The id row goes in first: a second
 * try of the same id (double click, a retry after a lost answer, another node) waits on the unique index until
 * the first commits, inserts nothing, and gets the first answer back. The same id for another target is refused.
 */
export async function once<T>(
  tx: DbOrTx,
  req: { requestId: string; action: string; target: string; staffId: number },
  run: () => Promise<T>
): Promise<T> {
  const [row] = await tx
    .insert(adminRequests)
    .values({ requestId: req.requestId, action: req.action, staffId: req.staffId, result: null })
    .onConflictDoNothing()
    .returning({ id: adminRequests.id })
  if (!row) {
    const [seen] = await tx
      .select()
      .from(adminRequests)
      .where(and(eq(adminRequests.action, req.action), eq(adminRequests.requestId, req.requestId)))
    const first = (seen?.result ?? null) as { target: string; answer: T } | null
    if (!first || first.target !== req.target)
      throw new AppError(ERRNO.REQUEST_REUSED, '该请求编号已用于另一项操作，请关闭对话框后重试')
    return first.answer
  }
  const answer = await run()
  await tx
    .update(adminRequests)
    .set({ result: { target: req.target, answer } })
    .where(eq(adminRequests.id, row.id))
  return answer
}
