import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase, startPglite, type PGliteClient } from '../../server/src/db/client'

/**
 * A migrated, empty PGlite cluster that every test file's database starts from (docs/testing.md). A fresh cluster
 * costs initdb plus every migration (about 1.5 s of CPU per database, over a hundred databases a run); loading a
 * dump of one costs about a third of that. The dump is kept in the temporary folder under a hash of the migrations,
 * so the first test file of a run makes it, the others (separate processes) read it, and a changed migration makes
 * a new one. Writing it is atomic (rename), so two files starting at once each get a whole dump.
 */

const MIGRATIONS = path.join(__dirname, '../../server/drizzle')

function migrationsHash() {
  const hash = crypto.createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else hash.update(entry.name).update(fs.readFileSync(full))
    }
  }
  walk(MIGRATIONS)
  return hash.digest('hex').slice(0, 16)
}

let template: Promise<Blob> | undefined

async function makeTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `mall-test-schema-${migrationsHash()}.tar`)
  try {
    return new Blob([fs.readFileSync(file)])
  } catch {
    // Not made yet in this run: make it below.
  }
  const database = await openDatabase({ dataDir: 'memory://' })
  try {
    const dump = await database.dataDirDump!()
    const bytes = Buffer.from(await dump.arrayBuffer())
    const tmp = `${file}.${process.pid}`
    fs.writeFileSync(tmp, bytes)
    fs.renameSync(tmp, file)
    return new Blob([bytes])
  } finally {
    await database.close()
  }
}

/*
 * Starting PGlite from the template still cost about 0.9 s of CPU a test file (unpacking 32 MB into its file system,
 * PostgreSQL's start, the garbage of a WebAssembly memory of a few hundred MB): over a third of what a typical file
 * spent before its first test (docs/testing.md, "CI time"). So a process keeps the PGlite of a closed test database
 * and gives it to the next one emptied: every table of the template's schema truncated with its sequences restarted
 * (new, empty storage, as the template's), and the session's state discarded (prepared statements, cursors,
 * LISTENs, advisory locks, temporary tables). That is the template's state only if nothing else changed, so before
 * an instance is kept its catalogs are compared with the template's (`fingerprint`: any DDL, an ANALYZE, a sequence
 * not back at its start, a setting changed); one that differs is closed instead, and the next database starts anew
 * from the template. The handle a closed test database had refuses everything afterwards, as a closed PGlite does,
 * so work a test file left running (a timer, a job) cannot reach the next file's data.
 */

/** Each system catalog's rows (count, newest writer), pg_class without what TRUNCATE rewrites, the sequences. */
async function fingerprint(pg: PGliteClient): Promise<string> {
  const catalogs = await pg.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'pg_catalog' and c.relkind = 'r' and c.relname <> 'pg_class' order by 1`
  )
  const parts = catalogs.rows.map(
    ({ name }) => `select '${name} ' || count(*) || ' ' || coalesce(max(xmin::text::bigint), 0) from pg_catalog.${name}`
  )
  parts.push(
    `select 'pg_class ' || md5(string_agg(concat_ws('|', oid, relname, relnamespace, reltype, relowner, relam, relkind,
        relnatts, relchecks, relhasindex, relhastriggers, relhasrules, relhassubclass, relrowsecurity, relpersistence,
        relispartition, relreplident, relacl, reloptions, relpartbound), ',' order by oid)) from pg_class`,
    `select 'sequences ' || string_agg(coalesce(last_value::text, '-'), ',' order by schemaname, sequencename)
      from pg_sequences`,
    `select 'migrations ' || count(*) from drizzle.__drizzle_migrations`,
    // Not the defaults: an extension's appear when its library loads (pg_trgm's on first use).
    `select 'settings ' || string_agg(name || '=' || setting, ',' order by name) from pg_settings
      where source <> 'default'`
  )
  const res = await pg.query<{ v: string }>(parts.map((p) => `(${p})`).join(' union all '))
  return res.rows.map((r) => Object.values(r)[0]).join('\n')
}

interface Pool {
  /** The template's fingerprint; undefined when closed instances are not kept (the template holds rows). */
  baseline?: string
  /** One TRUNCATE of every table outside the system and drizzle's schemas. */
  truncate: string
  idle: PGliteClient[]
}

let pool: Promise<Pool> | undefined
/** Idle instances kept: files open one database, a few two at once; each instance holds a few hundred MB. */
const KEEP = 2

async function makePool(first: PGliteClient): Promise<Pool> {
  const tables = await first.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle') and n.nspname not like 'pg_toast%'
      order by 1`
  )
  const names = tables.rows.map((t) => t.name)
  const truncate = `truncate ${names.join(', ')} restart identity`
  // The reset empties the tables: a template with rows in them (a migration that inserts) cannot be reset that way.
  for (const name of names) {
    const res = await first.query<{ n: number }>(`select count(*)::int as n from ${name}`)
    if (res.rows[0].n) {
      console.warn(`template-db: ${name} has rows in the template, so each test database starts PGlite anew`)
      return { truncate, idle: [] }
    }
  }
  return { baseline: await fingerprint(first), truncate, idle: [] }
}

/**
 * Empties a closed test database's PGlite and keeps it, or closes it when it is not the template's state (or its
 * LISTENs did not all stop: PGlite would still call their callbacks).
 */
async function release(pg: PGliteClient, p: Pool, listening: boolean) {
  try {
    if (p.baseline && !listening && p.idle.length < KEEP) {
      await pg.exec(p.truncate)
      // DISCARD ALL without its RESET ALL: PGlite's session starts with settings of its own (search_path), which a
      // reset would lose; a setting a test changed shows in the fingerprint instead.
      await pg.exec('close all; deallocate all; unlisten *; select pg_advisory_unlock_all(); discard temp')
      await pg.exec('discard sequences')
      if ((await fingerprint(pg)) === p.baseline) {
        p.idle.push(pg)
        return
      }
    }
  } catch {
    // A test left the session unusable (an open transaction block): not kept.
  }
  await pg.close()
  Object.assign(pg, { mod: undefined, fs: undefined })
}

/** A handle on `pg` for one test database: everything refused once `end()` ran, its LISTENs stopped then. */
function lease(pg: PGliteClient) {
  let open = true
  const stops = new Set<() => Promise<void> | void>()
  const handle = new Proxy(pg, {
    get(target, key) {
      if (key === 'closed') return !open || target.closed
      const value = Reflect.get(target, key, target) as unknown
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        if (!open) throw new Error('PGlite is closed')
        const out = (value as (...a: unknown[]) => unknown).apply(target, args)
        if (key === 'onNotification') {
          const off = () => {
            if (!stops.delete(off)) return
            ;(out as () => void)()
          }
          stops.add(off)
          return off
        }
        if (key !== 'listen') return out
        return (out as Promise<() => Promise<void>>).then((stop) => {
          // Once only: after the file, the instance and its channels are the next file's.
          const once = async () => {
            if (!stops.has(once)) return
            await stop()
            stops.delete(once)
          }
          stops.add(once)
          return once
        })
      }
    }
  })
  /** Closes the handle and stops its LISTENs; answers whether one is left. */
  const end = async () => {
    open = false
    for (const stop of [...stops]) await Promise.resolve(stop()).catch(() => undefined)
    return stops.size > 0
  }
  return { handle, end }
}

/** A fresh in-memory database for one test, started from the migrated template (or emptied to it, above). */
export async function openTemplateDatabase() {
  template ??= makeTemplate()
  const blob = await template
  // The first instance, untouched, is the template's fingerprint, then the first to be handed out.
  pool ??= startPglite('memory://', blob).then(async (first) => {
    const made = await makePool(first)
    made.idle.push(first)
    return made
  })
  const p = await pool
  const pg = p.idle.pop() ?? (await startPglite('memory://', blob))
  const { handle, end } = lease(pg)
  const database = await openDatabase({ dataDir: 'memory://', pglite: handle })
  let closing: Promise<void> | undefined
  return {
    ...database,
    close: () =>
      (closing ??= (async () => {
        await database.close()
        await release(pg, p, await end())
      })())
  }
}
