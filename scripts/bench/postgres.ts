import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './server-node'

/**
 * A PostgreSQL database for one bench run: a fresh database on DATABASE_URL's server when it is set, else a
 * throwaway cluster from Debian's postgresql package (as scripts/test-server-pg.sh starts one), else null.
 */
export interface BenchPostgres {
  url: string
  version: string
  /** The durability settings the server runs with, as it reports them (`show`), for the report. */
  settings: string
  /** The postmaster's process id when this bench started the cluster (its backends are its children). */
  pid?: number
  stop(): Promise<void>
}

function debianBin(): string | null {
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return null
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b))
  return versions.length ? path.join(root, versions[versions.length - 1], 'bin') : null
}

async function withClient<T>(url: string, fn: (c: import('pg').Client) => Promise<T>): Promise<T> {
  const { Client } = await import('pg')
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

async function freshDatabase(serverUrl: string, stopServer: () => Promise<void>): Promise<BenchPostgres> {
  const name = `mall_bench_${process.pid}_${Date.now().toString(36)}`
  const { version, settings } = await withClient(serverUrl, async (c) => {
    await c.query(`create database ${name}`)
    const show = async (k: string) => `${k}=${String(Object.values((await c.query(`show ${k}`)).rows[0])[0])}`
    const shown = await Promise.all(['fsync', 'synchronous_commit', 'commit_delay', 'wal_sync_method'].map(show))
    return { version: String((await c.query('show server_version')).rows[0].server_version), settings: shown.join(', ') }
  })
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    version,
    settings,
    async stop() {
      await withClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).catch(() => {})
      await stopServer()
    }
  }
}

export async function benchPostgres(): Promise<BenchPostgres | null> {
  if (process.env.DATABASE_URL) return freshDatabase(process.env.DATABASE_URL, async () => {})
  const bin = debianBin()
  if (!bin) return null
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-pg-'))
  const asPg = (cmd: string, args: string[]) => {
    if (process.getuid?.() === 0) {
      fs.chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0)
      execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'ignore' })
    } else execFileSync(path.join(bin, cmd), args, { stdio: 'ignore' })
  }
  const port = await freePort()
  asPg('initdb', ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres'])
  // PostgreSQL's durable defaults (fsync and synchronous_commit on), as a shop runs it (issue 28); BENCH_PG_FSYNC=off
  // measures the API without the disk, as the earlier reports did.
  const durability = process.env.BENCH_PG_FSYNC === 'off' ? ' -c fsync=off' : ''
  asPg('pg_ctl', [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durability} -c max_connections=200`,
    'start'
  ])
  const stop = async () => {
    try {
      asPg('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', 'stop'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  try {
    const pid = Number(fs.readFileSync(`${dir}/data/postmaster.pid`, 'utf8').split('\n')[0])
    return { ...(await freshDatabase(`postgres://postgres@127.0.0.1:${port}/postgres`, stop)), pid }
  } catch (err) {
    await stop()
    throw err
  }
}
