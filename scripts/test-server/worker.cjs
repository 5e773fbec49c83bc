/**
 * One process of the server test runner (scripts/test-server.mjs), started as
 *   node --import tsx --test-reporter=./scripts/test-server/reporter.mjs scripts/test-server/worker.cjs
 * It asks the runner for a test file, loads it inside a top-level suite named by its path (its `describe`, `it`,
 * `before` and `after` calls land in that suite, so its hooks stay its own), and asks for the next one when the
 * reporter has sent the file's result. Files run one after another; each still makes its own app and database
 * (tests/server/helpers.ts), so what the files share is the loaded modules: Node, tsx's compiled server and
 * PGlite's code, about 3 s of CPU a file when each had its own process (docs/testing.md, "CI time").
 */
const path = require('node:path')
const { describe } = require('node:test')

const root = path.resolve(__dirname, '../..')

process.on('message', (message) => {
  if (message.type === 'run') {
    // require, not import: it runs the file's top level synchronously inside the suite's callback, which is how
    // node:test finds the suite its tests belong to (the files compile to CommonJS: package.json has no "type").
    describe(message.file, () => {
      require(path.resolve(root, message.file))
    })
  } else if (message.type === 'end') {
    // Nothing left: with the channel closed the process ends once the last file's work has.
    process.disconnect()
  }
})
process.send({ type: 'ready' })
