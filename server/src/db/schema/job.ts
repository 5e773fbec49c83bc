import { bigint, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { at } from './columns'

/**
 * The cluster's scheduled jobs, one row per job: the last interval slot some node claimed. A node runs a job only
 * when its claim of the current slot succeeds, so every job runs once per interval across all nodes
 * (server/src/lib/jobs.ts, docs/operations.md).
 */
export const jobRuns = pgTable('job_runs', {
  name: varchar('name', { length: 60 }).primaryKey(),
  /** floor(epoch ms / interval) of the last claimed run. */
  slot: bigint('slot', { mode: 'number' }).notNull(),
  /** Which process ran it last (`host:pid`), for operators reading the table. */
  node: varchar('node', { length: 120 }).notNull(),
  runs: integer('runs').notNull().default(0),
  startedAt: at('started_at').notNull(),
  finishedAt: at('finished_at'),
  /** The last run's error message, null when it succeeded. */
  error: text('error')
})
