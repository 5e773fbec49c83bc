/**
 * The import direction is enforced by lint (eslint.config.mjs), not by hope: each case is a small file
 * placed where the rule applies, linted with the project's own config through ESLint's Node API, and must
 * be refused. ESLint loads the ESM config with import(), which jest's module system cannot do, so the
 * linting runs in a child node process, all cases at once.
 */
const path = require('node:path')
const { execFileSync } = require('node:child_process')

const root = path.resolve(__dirname, '../..')

const LINT_SCRIPT = `
import { ESLint } from 'eslint'
const cases = JSON.parse(await new Promise((resolve) => {
  let text = ''
  process.stdin.on('data', (c) => (text += c)).on('end', () => resolve(text))
}))
const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.mjs' })
const out = []
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath })
  out.push(result.messages.map((m) => ({ line: m.line, rule: m.ruleId, message: m.message })))
}
process.stdout.write(JSON.stringify(out))
`

/** filePath -> code of every case below, linted together before the tests read their answers. */
const cases = new Map()
const answers = new Map()
const probe = (filePath, code) => cases.set(filePath, code)

beforeAll(() => {
  const input = JSON.stringify([...cases].map(([filePath, code]) => ({ filePath: path.join(root, filePath), code })))
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_SCRIPT], {
    cwd: root,
    input,
    encoding: 'utf8',
    timeout: 120_000
  })
  JSON.parse(out).forEach((messages, i) => answers.set([...cases.keys()][i], messages))
}, 130_000)

const lint = (filePath) => answers.get(filePath)

const restricted = (line) => expect.objectContaining({ line, rule: 'import-x/no-restricted-paths' })

const PAGE = 'src/pages/home/gate-probe.tsx'
probe(
  PAGE,
  `import Login from '../login/index'
import Mine from '@/pages/my-order/index'
import { probe } from './gate-probe-helper'
export default [Login, Mine, probe]
`
)
it('a page never imports another page, by a relative path or by the alias', () => {
  expect(lint(PAGE)).toEqual([restricted(1), restricted(2)])
})

const UTILS = 'src/utils/gate-probe.ts'
probe(
  UTILS,
  `import { useAuthStore } from '../stores/auth'
import { request } from '@/services/request'
import { isH5 } from './env'
export const probe = [useAuthStore, request, isH5]
`
)
it('utils import nothing above them', () => {
  expect(lint(UTILS)).toEqual([restricted(1), restricted(2)])
})

const PLATFORM = 'src/platform/gate-probe.ts'
probe(
  PLATFORM,
  `import { getAppHome } from '../services/api/app'
import Price from '@/components/price'
import { useAuthStore } from '../stores/auth'
export const probe = [getAppHome, Price, useAuthStore]
`
)
it('platform never imports services, and the core never imports components', () => {
  expect(lint(PLATFORM)).toEqual([restricted(1), restricted(2)])
})

const COMPONENT = 'src/components/gate-probe/index.tsx'
probe(
  COMPONENT,
  `import Home from '@/pages/home/index'
export default Home
`
)
it('components never import pages', () => {
  expect(lint(COMPONENT)).toEqual([restricted(1)])
})

// utils/route.ts imports constants/pages.ts, so constants/pages importing utils/route closes a cycle.
const CYCLE = 'src/constants/pages.ts'
probe(
  CYCLE,
  `import { getCurrentRoute } from '../utils/route'
export const probe = getCurrentRoute
`
)
it('an import cycle is refused', () => {
  const messages = lint(CYCLE)
  expect(messages).toHaveLength(2)
  expect(messages).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ line: 1, rule: 'import-x/no-cycle' }),
      expect.objectContaining({ line: 1, rule: 'local/no-import-cycle' })
    ])
  )
})

// order/order.ts takes its Ctx type from lib/context.ts, so a type import back closes a circle a reader follows.
// import-x/no-cycle skips type imports; the project's own rule counts them, on the server as in the app.
const TYPE_CYCLE = 'server/src/lib/context.ts'
probe(
  TYPE_CYCLE,
  `import type { createOrder } from '../order/order'
export type Probe = typeof createOrder
`
)
it('a cycle of type-only imports is refused too', () => {
  expect(lint(TYPE_CYCLE)).toEqual([
    expect.objectContaining({
      line: 1,
      rule: 'local/no-import-cycle',
      message: expect.stringContaining(
        'server/src/lib/context.ts -> server/src/order/order.ts -> server/src/lib/context.ts'
      )
    })
  ])
})

const ROUTE = 'server/src/order/gate-probe.routes.ts'
probe(
  ROUTE,
  `import { users } from '../db/schema'
import type { Db } from '../db/client'
import { eq } from 'drizzle-orm'
import { ok } from '../lib/reply'
export const probe = [users, eq, ok]
export type Probe = Db
`
)
it('a route never imports the database, except its types', () => {
  expect(lint(ROUTE)).toEqual([
    expect.objectContaining({ line: 1, rule: '@typescript-eslint/no-restricted-imports' }),
    expect.objectContaining({ line: 3, rule: '@typescript-eslint/no-restricted-imports' })
  ])
})
