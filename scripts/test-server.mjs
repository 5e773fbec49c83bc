#!/usr/bin/env node
/**
 * npm run test:server: the server suites (tests/server/*.test.ts, new files picked up by the pattern), each file's
 * tests run by node:test, a few processes each running many files one after another (docs/testing.md, "CI time").
 * With `node --test` every file was its own process, and loading Node, tsx's compiled server and PGlite cost about
 * 3 s of CPU before a file's first test; here a worker process (scripts/test-server/worker.cjs) loads them once
 * and asks for the next file when one ends, so the two workers stay busy until the queue is empty.
 *
 * Each file still gets its own app and database (tests/server/helpers.ts), and what making them cost is shared in
 * the worker too: building an app compiled its ~240 routes' validators and serializers again (0.8 s of CPU), now
 * compiled once per worker (tests/server/helpers-compilers.ts); starting PGlite from the template cost 0.9 s, now a
 * closed file's PGlite is emptied back to the template (about 0.1 s) and given to the next file, or closed when its
 * catalogs show that file changed more than rows (tests/server/template-db.ts). A typical file went from about
 * 2.4 s of CPU before its first test to 0.4 s (docs/testing.md, "CI time", 2026-11-29).
 *
 * A file that changes the whole process (process.env, the time zone) declares a line
 * `// test-server: own process (<why>)` and runs in a process of its own. Each file's result is printed when it
 * ends, one line when it passed and node's spec report (test names, errors, the file's console output) when it
 * failed; then the failing files again, and the totals as `# pass N`.
 *
 *   node scripts/test-server.mjs [files...]   only these files (default: tests/server/*.test.ts)
 *   SERVER_TEST_CONCURRENCY=2                   worker processes at once
 *   SERVER_TEST_ISOLATE=1                       every file in its own process (as node --test did)
 *   SERVER_TEST_VERBOSE=1                       the spec report of every file, passed or not, and each file's
 *                                               CPU in its worker and the worker's memory after it
 *   SERVER_TEST_FILE_TIMEOUT_S=300              a file still running after this long fails (named, with the test
 *                                               it was in) and its worker is stopped; the run goes on
 *   SERVER_TEST_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'
 *                                               more node flags for the workers (where a file's CPU goes)
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const rel = (f) => path.relative(root, path.resolve(f)).split(path.sep).join('/')
const OWN_PROCESS = /^\/\/ test-server: own process\b/m

const args = process.argv.slice(2)
const files = (
  args.length
    ? args.map(rel)
    : fs
        .readdirSync(path.join(root, 'tests/server'))
        .filter((f) => f.endsWith('.test.ts'))
        .map((f) => `tests/server/${f}`)
).map((name) => {
  const text = fs.readFileSync(path.join(root, name), 'utf8')
  // The larger files first (the best guess of the longest on a clean clone), so no long file starts last.
  return { name, size: text.length, own: process.env.SERVER_TEST_ISOLATE === '1' || OWN_PROCESS.test(text) }
})
files.sort((a, b) => b.size - a.size)
const shared = files.filter((f) => !f.own)
const own = files.filter((f) => f.own)
const concurrency = Math.max(1, Number(process.env.SERVER_TEST_CONCURRENCY || 2))
const verbose = process.env.SERVER_TEST_VERBOSE === '1'
/** Extra node flags for the workers, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (not allowed in NODE_OPTIONS). */
const nodeArgs = (process.env.SERVER_TEST_NODE_ARGS || '').split(' ').filter(Boolean)
/**
 * A worker past this much memory after a file ends and a new one takes the next file: some files leave memory
 * behind (a server module's cache holding an app), and on a shared machine one process must not grow without end.
 */
const maxRss = Number(process.env.SERVER_TEST_MAX_RSS_MB || 1500) * 1e6
/**
 * A hung file (a promise that never settles, a handle a test waits on) must not hang CI: the longest file takes
 * about 40 s on a quiet machine, so 300 s leaves room for a loaded one. A worker that does not exit after its last
 * file (a server or timer left open) is stopped after EXIT_GRACE_MS and fails the run.
 */
const fileTimeoutMs = Number(process.env.SERVER_TEST_FILE_TIMEOUT_S || 300) * 1000
const EXIT_GRACE_MS = 60_000

const results = []
const strays = []
const started = Date.now()

function print(result, output) {
  const counts = `${result.tests} tests${result.skip ? `, ${result.skip} skipped` : ''}`
  const rss =
    verbose && result.rss
      ? `, ${(result.cpuMs / 1000).toFixed(1)} s CPU, worker ${Math.round(result.rss / 1e6)} MB`
      : ''
  const line = `${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${counts}, ${(result.ms / 1000).toFixed(1)} s${rss})`
  let text = `${line}\n`
  if (!result.ok || verbose) {
    if (output.trim()) text += `  output:\n${output.replace(/^/gm, '    ')}\n`
    if (result.report) text += result.report.replace(/^/gm, '  ') + '\n'
  }
  process.stdout.write(text)
}

/**
 * One worker process: `first` is its first file; `next()` gives it another (or none); it resolves when the process
 * has ended. Output the file's tests printed is kept and printed with its result.
 */
function work(first, next) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        // PGlite's WebAssembly on V8's baseline compiler: each PGlite instance compiles it again, and the
        // optimising compile cost more than its faster code saved (docs/testing.md).
        '--liftoff-only',
        // The reporter collects garbage after each file before it reads the worker's memory.
        '--expose-gc',
        ...nodeArgs,
        '--import',
        'tsx',
        '--test-reporter=./scripts/test-server/reporter.mjs',
        '--test-reporter-destination=stdout',
        'scripts/test-server/worker.cjs'
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe', 'ipc'], env: process.env }
    )
    let output = ''
    // The file it was started for, until it has answered ready: a worker that dies while loading fails that file.
    let current = first
    let currentTest = ''
    let timedOut = false
    let failedHere = false
    let timer
    let fileStarted = Date.now()
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const stop = (why) => {
      timedOut = why
      child.kill('SIGKILL')
    }
    const give = (file) => {
      clearTimeout(timer)
      current = file
      currentTest = ''
      fileStarted = Date.now()
      if (file) {
        child.send({ type: 'run', file: file.name })
        timer = setTimeout(() => stop(`timed out after ${fileTimeoutMs / 1000} s`), fileTimeoutMs)
      } else {
        child.send({ type: 'end' })
        timer = setTimeout(() => stop('exit'), EXIT_GRACE_MS)
      }
    }
    child.on('message', (m) => {
      if (m.type === 'ready') give(first)
      else if (m.type === 'test') currentTest = m.name
      else if (m.type === 'stray') {
        strays.push(m.message)
        failedHere = true
      } else if (m.type === 'file') {
        results.push(m)
        failedHere ||= !m.ok
        print(m, output)
        output = ''
        give(m.rss > maxRss ? null : next())
      }
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (current) {
        // The process ended inside a file (a crash, process.exit, an out-of-memory kill, or stopped here when the
        // file ran past its time): that file failed.
        const how = timedOut
          ? `${timedOut}${currentTest ? `, in the test "${currentTest}"` : ''}; its worker was stopped`
          : `the worker process ended during this file (${signal ? `signal ${signal}` : `exit code ${code}`})`
        const failure = { name: current.name, message: how }
        const ms = Date.now() - fileStarted
        const result = { name: current.name, ok: false, ms, tests: 0, pass: 0, fail: 1, skip: 0, todo: 0 }
        results.push({ ...result, failures: [failure], report: '' })
        print({ ...result, report: failure.message }, output)
      } else {
        if (output.trim()) process.stdout.write(`output after a worker's last file:\n${output.replace(/^/gm, '  ')}\n`)
        if (timedOut)
          strays.push(
            `a worker did not exit ${EXIT_GRACE_MS / 1000} s after its last file (a server, socket or timer left open)`
          )
        // node:test sets exit code 1 when a test failed, and also when a test's work failed after the test ended (an
        // exception of a timer it left): with its files passed, the run fails here, node's message in the output.
        else if (code !== 0 && !failedHere)
          strays.push(
            `a worker exited with ${signal ? `signal ${signal}` : `exit code ${code}`} after its files passed (output above)`
          )
      }
      resolve()
    })
  })
}

/** A slot runs the files needing their own process first, one process each, then one worker over the shared ones. */
async function slot() {
  for (let file = own.shift(); file; file = own.shift()) await work(file, () => null)
  while (shared.length) await work(shared.shift(), () => shared.shift() ?? null)
}

await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, slot))

const sum = (k) => results.reduce((n, r) => n + r[k], 0)
const failed = results.filter((r) => !r.ok)
console.log(`\n${results.length} files in ${Math.round((Date.now() - started) / 1000)} s`)
if (failed.length || strays.length) {
  console.log('\nfailed:')
  for (const r of failed) {
    console.log(`  ${r.name}`)
    for (const f of r.failures) console.log(`    ✖ ${f.name}: ${f.message}`)
  }
  for (const s of strays) console.log(`  after its file ended: ${s}`)
}
console.log(`# tests ${sum('tests')}`)
console.log(`# pass ${sum('pass')}`)
console.log(`# fail ${sum('fail') + strays.length}`)
console.log(`# skipped ${sum('skip')}`)
console.log(`# todo ${sum('todo')}`)
process.exit(failed.length || strays.length || results.length < files.length ? 1 : 0)
