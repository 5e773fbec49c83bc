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

const NAVIGATION = 'src/navigation/gate-probe.ts'
probe(
  NAVIGATION,
  `import { useAuthStore } from '../stores/auth'
import { usePageParams } from '@/hooks/use-page-params'
import { buildUrl } from '../utils/route'
import { pagePath } from './routes'
export const probe = [useAuthStore, usePageParams, buildUrl, pagePath]
`
)
it('navigation sits with utils: it imports nothing above them', () => {
  expect(lint(NAVIGATION)).toEqual([restricted(1), restricted(2)])
})

const PLATFORM = 'src/platform/gate-probe.ts'
probe(
  PLATFORM,
  `import { getAppHome } from '../services/api/app'
import Price from '@/components/price'
import { completeLogin } from '@/flows/session'
import { useAuthStore } from '../stores/auth'
export const probe = [getAppHome, Price, completeLogin, useAuthStore]
`
)
it('platform never imports services or flows, and never components; it may read the stores', () => {
  expect(lint(PLATFORM)).toEqual([restricted(1), restricted(2), restricted(3)])
})

// The API sits below the stores: the request wrapper learns the session through its port.
const API = 'src/services/gate-probe.ts'
probe(
  API,
  `import { useAuthStore } from '../stores/auth'
import { goLogin } from '@/platform/login'
import { completeLogin } from '../flows/session'
import { session } from './session-port'
import { getAppHome } from './api/app'
export const probe = [useAuthStore, goLogin, completeLogin, session, getAppHome]
`
)
it('the API never imports stores, platform or flows', () => {
  expect(lint(API)).toEqual([restricted(1), restricted(2), restricted(3)])
})

const STORE = 'src/stores/gate-probe.ts'
probe(
  STORE,
  `import { completeLogin } from '../flows/session'
import { goLogin } from '@/platform/login'
import { getAppHome } from '../services/api/app'
import { useAuthStore } from './auth'
export const probe = [completeLogin, goLogin, getAppHome, useAuthStore]
`
)
it('stores may call the API, never flows or platform', () => {
  expect(lint(STORE)).toEqual([restricted(1), restricted(2)])
})

const FLOW = 'src/flows/gate-probe.ts'
probe(
  FLOW,
  `import Price from '@/components/price'
import { usePageParams } from '../hooks/use-page-params'
import OrderActions from '@/features/order/order-actions'
import { goLogin } from '@/platform/login'
import { useAuthStore } from '../stores/auth'
import { getAppHome } from '../services/api/app'
export const probe = [Price, usePageParams, OrderActions, goLogin, useAuthStore, getAppHome]
`
)
it('flows use API, stores and platform, never the UI above them', () => {
  expect(lint(FLOW)).toEqual([restricted(1), restricted(2), restricted(3)])
})

const PLAIN = 'src/components/gate-probe/data.tsx'
probe(
  PLAIN,
  `import { getAppHome } from '@/services/api/app'
import { request } from '../../services/request'
import { completeLogin } from '@/flows/session'
import OrderActions from '@/features/order/order-actions'
import { report } from '@/services/reporter'
import { useThemeStore } from '@/stores/theme'
export const probe = [getAppHome, request, completeLogin, OrderActions, report, useThemeStore]
`
)
it('plain components stay data-free: no API, no flows, no features (the crash reporter excepted)', () => {
  expect(lint(PLAIN)).toEqual([restricted(1), restricted(2), restricted(3), restricted(4)])
})

const FEATURE = 'src/features/order/gate-probe.tsx'
probe(
  FEATURE,
  `import Home from '@/pages/home/index'
import { payOrder } from '@/services/api/order'
import { startPayment } from '@/flows/payment'
import Price from '@/components/price'
export const probe = [Home, payOrder, startPayment, Price]
`
)
it('features fetch and use components, but never import pages', () => {
  expect(lint(FEATURE)).toEqual([restricted(1)])
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
  expect(lint(CYCLE)).toEqual([expect.objectContaining({ line: 1, rule: 'local/no-import-cycle' })])
})

// flows/checkout.ts takes its Ctx type from lib/context.ts, so a type import back closes a circle a reader follows.
// The project's own rule counts type imports too, on the server as in the app. (lib/ importing
// flows/ is against the server's direction as well: below.)
const TYPE_CYCLE = 'server/src/lib/context.ts'
probe(
  TYPE_CYCLE,
  `import type { createOrder } from '../flows/checkout'
export type Probe = typeof createOrder
`
)
it('a cycle of type-only imports is refused too', () => {
  expect(lint(TYPE_CYCLE)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        line: 1,
        rule: 'local/no-import-cycle',
        message: expect.stringContaining(
          'server/src/lib/context.ts -> server/src/flows/checkout.ts -> server/src/lib/context.ts'
        )
      })
    ])
  )
})

// The server's folders import one way (docs/architecture.md, server layers; zones from scripts/gates/server-layers.mjs):
// entry -> admin -> flows -> areas -> lib -> db -> root files, and an area never imports a sibling area.
const SIBLING = 'server/src/wallet/gate-probe.ts'
probe(
  SIBLING,
  `import { searchGoods } from '../catalogue/catalogue-search'
import type { OrderGroupInfo } from '../order/order-group'
import { changePoints } from './points'
import { S } from '../lib/order-state'
export const probe = [searchGoods, changePoints, S]
export type Probe = OrderGroupInfo
`
)
it('an area never imports a sibling area, by value or by type', () => {
  expect(lint(SIBLING)).toEqual([restricted(1), restricted(2)])
})

const AREA_UP = 'server/src/catalogue/gate-probe.ts'
probe(
  AREA_UP,
  `import { createOrder } from '../flows/checkout'
import { audit } from '../admin/audit'
import { registerRoutes } from '../routes'
import { seedCoupons } from '../db/seed/demo/coupons'
import { listHotWords } from './hot-words'
import { DEFAULT_THEME } from '../db/seed/reference/site'
export const probe = [createOrder, audit, registerRoutes, seedCoupons, listHotWords, DEFAULT_THEME]
`
)
it("an area never imports flows, the console API, the entry or the seed's demo (its reference data it may)", () => {
  expect(lint(AREA_UP)).toEqual([restricted(1), restricted(2), restricted(3), restricted(4)])
})

const LIB_UP = 'server/src/lib/gate-probe.ts'
probe(
  LIB_UP,
  `import type { SoldOutGate } from '../catalogue/sold-out'
import { createOrder } from '../flows/checkout'
import { openDatabase } from '../db/client'
import { loadConfig } from '../config'
export const probe = [createOrder, openDatabase, loadConfig]
export type Probe = SoldOutGate
`
)
it('lib/ imports no area and no flow, even a type; db and the root files it may', () => {
  expect(lint(LIB_UP)).toEqual([restricted(1), restricted(2)])
})

const DB_UP = 'server/src/db/gate-probe.ts'
probe(
  DB_UP,
  `import { ok } from '../lib/reply'
import { getHome } from '../catalogue/home'
import { ROOT } from '../paths'
export const probe = [ok, getHome, ROOT]
`
)
it('db/ sits below lib/ and every area', () => {
  expect(lint(DB_UP)).toEqual([restricted(1), restricted(2)])
})

const FLOW_UP = 'server/src/flows/gate-probe.ts'
probe(
  FLOW_UP,
  `import { audit } from '../admin/audit'
import devRoutes from '../dev/dev.routes'
import { createOrder } from './checkout'
import { evaluateCoupons } from '../wallet/coupon'
export const probe = [audit, devRoutes, createOrder, evaluateCoupons]
`
)
it('flows import areas and each other, never the console API or dev', () => {
  expect(lint(FLOW_UP)).toEqual([restricted(1), restricted(2)])
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
