#!/usr/bin/env node
/**
 * npm test: the app's jest suites, the server's suites and the build gates, run side by side (docs/testing.md).
 * Each part is mostly one busy process (jest with one worker, the server suites one file at a time per slot, the
 * gates one build at a time), so on two cores running them together takes about as long as the longest part
 * instead of the sum. Each part's output is kept in a log and printed whole when the part ends, so the parts do not
 * interleave line by line; a part that fails fails the run.
 *
 * `node scripts/test.mjs app server` runs only the parts named. TEST_SERIAL=1 runs them one after another.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PARTS = {
  app: ['npm', ['run', 'test:app', '--silent']],
  server: ['npm', ['run', 'test:server', '--silent']],
  gates: ['npm', ['run', 'test:gates', '--silent']]
}
const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(PARTS)
const unknown = names.filter((n) => !PARTS[n])
if (unknown.length) {
  console.error(`unknown part(s): ${unknown.join(', ')}; parts: ${Object.keys(PARTS).join(', ')}`)
  process.exit(2)
}
const logDir = path.join(root, '.test-logs')
fs.mkdirSync(logDir, { recursive: true })

/** Runs one part with its output in .test-logs/<name>.log; resolves with its exit code and time. */
function run(name) {
  const [cmd, args] = PARTS[name]
  const logFile = path.join(logDir, `${name}.log`)
  const log = fs.openSync(logFile, 'w')
  const started = Date.now()
  console.log(`[${name}] started (log: ${path.relative(root, logFile)})`)
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', log, log], env: process.env })
    child.on('close', (code, signal) => {
      fs.closeSync(log)
      const seconds = Math.round((Date.now() - started) / 1000)
      const ok = code === 0
      console.log(`\n===== [${name}] ${ok ? 'passed' : `FAILED (${signal || `exit ${code}`})`} in ${seconds} s =====`)
      const text = fs.readFileSync(logFile, 'utf8')
      process.stdout.write(text)
      resolve({ name, ok, seconds, ...counts(text) })
    })
  })
}

/** The test counts a part's runner printed: jest's `Tests:` line, node's `# pass` / `# fail` lines. */
function counts(text) {
  const jest = /^Tests:\s+(.*)$/m.exec(text)
  if (jest) {
    const n = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(jest[1])?.[1] || 0)
    return { passed: n('passed'), failed: n('failed') }
  }
  const pass = /^# pass (\d+)$/m.exec(text)
  const fail = /^# fail (\d+)$/m.exec(text)
  return pass ? { passed: Number(pass[1]), failed: Number(fail?.[1] || 0) } : { passed: 0, failed: 0 }
}

const results = []
if (process.env.TEST_SERIAL === '1') {
  for (const n of names) results.push(await run(n))
} else {
  results.push(...(await Promise.all(names.map(run))))
}

console.log('\n== npm test ==')
for (const r of results) {
  const tests = r.passed || r.failed ? ` (${r.passed} tests passed, ${r.failed} failed)` : ''
  console.log(`  ${r.name}: ${r.ok ? 'passed' : 'FAILED'} in ${r.seconds} s${tests}`)
}
const sum = (k) => results.reduce((n, r) => n + r[k], 0)
const partsFailed = results.filter((r) => !r.ok).length
// The plain closing line: tests counted by the runners; a part that failed without a failing test counts as one.
console.log(`npm test: ${sum('passed')} passed, ${Math.max(sum('failed'), partsFailed)} failed`)
process.exit(partsFailed ? 1 : 0)
