/**
 * The node:test reporter of a server test worker (scripts/test-server/worker.cjs). The worker runs each test file as
 * one top-level suite named by its path, one file after another, so every event between a top-level start and its
 * pass or fail belongs to that file. For each file this sends the runner (scripts/test-server.mjs) one message over
 * the IPC channel: its counts, the names of its failing tests with their first error line, and node's own spec
 * report of the file (printed when the file failed). That message is also the worker's cue for its next file.
 */
import { spec as SpecReporter } from 'node:test/reporters'

/** One file being reported: node's spec reporter fed this file's events, and the counts. */
function startFile(name) {
  const spec = new SpecReporter()
  const chunks = []
  spec.on('data', (chunk) => chunks.push(String(chunk)))
  const done = new Promise((resolve) => spec.on('end', resolve))
  return { name, spec, chunks, done, path: [], tests: 0, pass: 0, fail: 0, skip: 0, todo: 0, failures: [] }
}

/** An error's gist for the closing list: its first two lines (an assertion's title and its values), at most 200 chars. */
function firstLine(error) {
  const cause = error?.cause ?? error
  const text = String(cause?.message ?? cause ?? 'failed')
  const lines = text.split('\n').filter((l) => l.trim())
  return (lines.slice(0, 2).join(' ') || text).slice(0, 200)
}

/** A leaf test's outcome: suites (details.type 'suite') are not counted, as node's own totals do not count them. */
function count(file, event) {
  const { data } = event
  const name = [...file.path.slice(1, data.nesting), data.name].join(' > ')
  if (data.details?.type === 'suite' && !data.skip) {
    // A suite fails on its own only when a hook failed; its tests then fail and are counted below.
    if (event.type === 'test:fail' && data.details.error?.failureType === 'hookFailed')
      file.failures.push({ name, message: firstLine(data.details.error) })
    return
  }
  file.tests++
  if (data.skip) file.skip++
  else if (data.todo) file.todo++
  else if (event.type === 'test:pass') file.pass++
  else {
    file.fail++
    file.failures.push({ name, message: firstLine(data.details?.error) })
  }
}

/** The runner's limit (scripts/test-server.mjs reads the same variable). */
const maxRss = Number(process.env.SERVER_TEST_MAX_RSS_MB || 1500) * 1e6

function send(message) {
  if (process.send && process.connected) process.send(message)
  // After the last file the channel is closed: the runner prints the worker's output (and fails on its exit code).
  else if (message.type === 'stray') process.stdout.write(`${message.message}\n`)
}

export default async function* serverTestReporter(source) {
  let file
  const running = []
  // The worker's CPU when the file started (the runner shows a file's CPU with SERVER_TEST_VERBOSE=1; a child
  // process the file starts is not in it).
  let fileCpu = process.cpuUsage()
  for await (const event of source) {
    const { type, data } = event
    if (type === 'test:dequeue') {
      // A test about to run (node reports its start only once it has ended): the runner names it when the file
      // runs past its time.
      running[data.nesting] = data.name
      running.length = data.nesting + 1
      if (data.nesting === 0) fileCpu = process.cpuUsage()
      if (data.nesting > 0) send({ type: 'test', name: running.slice(1).join(' > ') })
      continue
    }
    if (type === 'test:enqueue' || type === 'test:dequeue' || type === 'test:watch:drained') continue
    // The run's closing totals (nesting 0 diagnostics outside a file) are not sent: the runner adds its own up.
    // Any other such diagnostic is node saying a test's late work failed; the worker then exits non-zero.
    if (!file && type === 'test:diagnostic') {
      if (!/^(tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) [\d.]+$/.test(data.message))
        send({ type: 'stray', message: data.message })
      continue
    }
    if (!file && type === 'test:start' && data.nesting === 0) file = startFile(data.name)
    if (!file) {
      // Not inside a file: an error node reports after the files' tests ended (a rejection or an exception of work
      // a file left running). The runner prints it and fails the run.
      if (type === 'test:fail') send({ type: 'stray', message: `${data.name}: ${firstLine(data.details?.error)}` })
      continue
    }
    file.spec.write(event)
    if (type === 'test:start') {
      file.path[data.nesting] = data.name
      file.path.length = data.nesting + 1
    }
    if (type === 'test:pass' || type === 'test:fail') {
      if (data.nesting > 0) count(file, event)
      else {
        // A top-level failure without a failing test in it: the file's own suite failed (a hook or the load).
        const failed = type === 'test:fail'
        if (failed && file.fail === 0 && file.failures.length === 0)
          file.failures.push({ name: file.name, message: firstLine(data.details?.error) })
        file.spec.end()
        await file.done
        const { name, tests, pass, fail, skip, todo, failures } = file
        const ms = Math.round(data.details?.duration_ms ?? 0)
        // The worker's memory once this file's garbage is collected: PGlite's WebAssembly memory is outside V8's
        // heap, so without a collection here the rss says little. The runner starts a new worker past its limit.
        // Collected only when the rss is past it already: below, a collection could only lower it, and a full one
        // after each file cost a tenth of a second of CPU (docs/testing.md, "CI time").
        let rss = process.memoryUsage().rss
        if (rss > maxRss && globalThis.gc) {
          globalThis.gc()
          rss = process.memoryUsage().rss
        }
        const report = file.chunks.join('')
        const used = process.cpuUsage(fileCpu)
        send({
          type: 'file',
          name,
          ok: !failed && fail === 0,
          ms,
          rss,
          cpuMs: Math.round((used.user + used.system) / 1000),
          tests,
          pass,
          fail,
          skip,
          todo,
          failures,
          report
        })
        file = undefined
      }
    }
  }
}
