import os from 'node:os'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import type { Job, JobOutcome } from './context'

/*
 * Scheduled jobs once per cluster (docs/decisions/0013-jobs-once-per-cluster.md). Every node ticks every job on its
 * own timer, but a tick only runs the job when it claims the job's current interval slot in `job_runs`; the claim is
 * one conditional upsert, so of all the nodes ticking in one slot exactly one wins. On PostgreSQL the claim and the
 * run also sit under a transaction-scoped advisory lock, so a run that outlasts its interval is never overlapped by
 * the next slot's run on another node. The jobs themselves are unchanged: only when they run is decided here.
 */

export type { JobOutcome }

export interface JobRunner {
  /** Whoever wants to know (metrics, tests): called after every tick with what happened. */
  onTick?: (job: string, outcome: JobOutcome, ms: number) => void
  log?: { error(obj: object, msg: string): void }
}

/** This process, as job_runs records it. */
export const NODE_ID = `${os.hostname()}:${process.pid}`.slice(0, 120)

/** Claims `slot` of the job for this node; true when no node had claimed it (or a later one) yet. */
async function claim(database: Pick<Database, 'db'>, name: string, slot: number, node: string) {
  const res = await database.db.execute(sql`
    insert into job_runs (name, slot, node, runs, started_at) values (${name}, ${slot}, ${node}, 1, now())
    on conflict (name) do update set slot = excluded.slot, node = excluded.node, runs = job_runs.runs + 1,
      started_at = excluded.started_at, finished_at = null, error = null
    where job_runs.slot < excluded.slot
    returning name`)
  return (res as unknown as { rows: unknown[] }).rows.length === 1
}

async function claimAndRun(database: Pick<Database, 'db'>, job: Job, slot: number, node: string, r: JobRunner) {
  if (!(await claim(database, job.name, slot, node))) return 'skipped'
  let error: string | null = null
  try {
    await job.run()
  } catch (err) {
    error = err instanceof Error ? err.message : String(err)
    r.log?.error({ err, job: job.name }, 'job failed')
  }
  await database.db.execute(
    sql`update job_runs set finished_at = now(), error = ${error} where name = ${job.name} and slot = ${slot}`
  )
  return error === null ? 'ran' : 'failed'
}

/**
 * One tick of one job: runs it when this node wins the current slot. `everyMs` is the slot length (the job's own
 * interval unless JOBS_INTERVAL_MS overrides it). Exported so the two-node tests can race two nodes' ticks.
 */
export async function tickJob(
  database: Pick<Database, 'db' | 'kind'>,
  job: Job,
  opts: { everyMs: number; now?: number; node?: string } & JobRunner
): Promise<JobOutcome> {
  const started = Date.now()
  const slot = Math.floor((opts.now ?? started) / opts.everyMs)
  const node = opts.node ?? NODE_ID
  let outcome: JobOutcome
  if (database.kind === 'postgres') {
    // The lock lives as long as the transaction: released by commit, or by PostgreSQL when a node dies mid-run.
    // The job's own queries use other pool connections, so they see and commit their own work as before.
    outcome = await database.db.transaction(async (tx) => {
      const res = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${'mall:job:' + job.name})) as got`)
      const got = (res as unknown as { rows: Array<{ got: boolean }> }).rows[0]?.got
      return got ? claimAndRun(database, job, slot, node, opts) : 'skipped'
    })
  } else {
    // Embedded PGlite has one process and one connection: the claim alone keeps a slot to one run (and a
    // transaction held around the job would block the job's own queries on that connection).
    outcome = await claimAndRun(database, job, slot, node, opts)
  }
  opts.onTick?.(job.name, outcome, Date.now() - started)
  return outcome
}

/**
 * Starts every job's timer; answers the function that stops them. JOBS_ENABLED=0 keeps a node out of the schedule
 * (an API-only node); JOBS_INTERVAL_MS gives every job that interval instead of its own (tests, never production).
 */
export function startJobs(
  database: Pick<Database, 'db' | 'kind'>,
  jobs: Job[],
  env: NodeJS.ProcessEnv,
  runner: JobRunner = {}
): () => void {
  if (env.JOBS_ENABLED === '0') return () => undefined
  // Production keeps every job's own interval whatever the environment says.
  const override = env.NODE_ENV === 'production' ? 0 : Number(env.JOBS_INTERVAL_MS) || 0
  const pending = new Set<string>()
  // One tick at a time on a node: a tick holds a pool connection for its lock while the job takes others, so jobs
  // ticking together (they share interval boundaries) could otherwise hold every connection and wait on each other.
  // Slots this node is too busy for are claimed by the other nodes.
  let queue: Promise<unknown> = Promise.resolve()
  const timers = jobs.map((job) => {
    const everyMs = override > 0 ? override : job.everyMs
    return setInterval(() => {
      // Already waiting or running on this node: one more tick would only find its slot taken.
      if (pending.has(job.name)) return
      pending.add(job.name)
      queue = queue
        .then(() => tickJob(database, job, { everyMs, ...runner }))
        .catch((err) => runner.log?.error({ err, job: job.name }, 'job scheduling failed'))
        .finally(() => pending.delete(job.name))
    }, everyMs)
  })
  return () => timers.forEach(clearInterval)
}
