import fs from 'node:fs'

/**
 * CPU time a process (and PostgreSQL's backends) spent, from /proc (Linux; 0 elsewhere). The flash-sale bench reports
 * CPU per attempt beside req/s and p95: the load generator, the server and the database share this machine's cores,
 * so time per request moves with whatever else runs, while CPU per request is the work the code asks for.
 */
const TICK_MS = 10 // USER_HZ is 100 on Linux

function stat(pid: number | string): { ppid: number; ms: number } | null {
  try {
    const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ')
    return { ppid: Number(f[1]), ms: (Number(f[11]) + Number(f[12])) * TICK_MS }
  } catch {
    return null
  }
}

/** CPU milliseconds of one process so far. */
export const cpuMs = (pid: number) => stat(pid)?.ms ?? 0

/** CPU milliseconds of a process and its direct children so far (a PostgreSQL postmaster and its backends). */
export function treeCpuMs(pid: number): number {
  let ms = cpuMs(pid)
  for (const d of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(d)) continue
    const s = stat(d)
    if (s?.ppid === pid) ms += s.ms
  }
  return ms
}
