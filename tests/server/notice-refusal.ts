import assert from 'node:assert/strict'
import { and, eq, sql } from 'drizzle-orm'
import type { TestApp } from './helpers'
import { notices } from '../../server/src/db/schema'
import type { NoticeEvent } from '../../server/src/lib/notices'

/**
 * Proves a state change and its notice share one transaction (docs/operations.md, Notices): a trigger makes the
 * outbox refuse one event's rows, and the state change must then not happen either. A notice written in a
 * transaction of its own, or after the change committed, would leave the change done and the shopper untold.
 */
export async function noticeRefusal(t: TestApp) {
  await t.db.execute(sql`create table if not exists test_notice_refusals (event varchar(32) primary key)`)
  await t.db.execute(
    sql.raw(`create or replace function test_refuse_notice() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from test_notice_refusals where event = new.event) then
        raise exception 'the test refuses % notices', new.event;
      end if;
      return new;
    end $$`)
  )
  await t.db.execute(sql`drop trigger if exists test_refuse_notice on notices`)
  await t.db.execute(
    sql`create trigger test_refuse_notice before insert on notices for each row execute function test_refuse_notice()`
  )
  return {
    /** Runs `act` while `event`'s notices are refused, and answers what it answered (or the error it threw). */
    async refusing<T>(event: NoticeEvent, act: () => Promise<T>): Promise<T | Error> {
      await t.db.execute(sql`insert into test_notice_refusals (event) values (${event})`)
      try {
        return await act()
      } catch (err) {
        return err as Error
      } finally {
        await t.db.execute(sql`delete from test_notice_refusals`)
      }
    }
  }
}

/** The outbox rows of one event about one thing (its ref). */
export const noticesOf = (t: TestApp, event: NoticeEvent, ref: string) =>
  t.db
    .select()
    .from(notices)
    .where(and(eq(notices.event, event), eq(notices.ref, ref)))

/** An API answer or a thrown error that is not a success. */
export function failed(r: { errno: number } | Error) {
  if (r instanceof Error) return
  assert.notEqual(r.errno, 1, 'the state change went through without its notice')
}

/** The titles of the shopper's message centre, newest first. */
export async function messageTitles(t: TestApp, token: string) {
  const list = await t.post('/api/v1/message/list', { page: 1, pagesize: 50 }, token)
  assert.equal(list.errno, 1, list.error)
  return (list.data.list as Array<{ title: string; content: string }>).map((m) => m.title)
}

/** The message centre's message titled `title` (the newest one). */
export async function messageTitled(t: TestApp, token: string, title: string) {
  const list = await t.post('/api/v1/message/list', { page: 1, pagesize: 50 }, token)
  return (list.data.list as Array<{ title: string; content: string }>).find((m) => m.title === title)
}
