import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { contractTables, contractViolations, fileViolations } from '../../scripts/gates/contract.mjs'

const root = path.resolve(__dirname, '../..')
const tables = contractTables(fs.readFileSync(path.join(root, 'contract/enums.ts'), 'utf8'))
const rules = (file, text) => fileViolations(file, text, tables).map((v) => v.rule)

describe('the contract is the one home of shared enums and types', () => {
  it('reads the tables of contract/enums.ts', () => {
    const names = tables.map((t) => t.name)
    expect(names).toEqual(
      expect.arrayContaining(['ORDER_STATUS', 'ORDER_STATUS_LABEL', 'PAY_WAY', 'PAY_CHANNELS', 'COUPON_KIND'])
    )
  })

  it('refuses the server importing the app tree, and the app importing the server', () => {
    expect(rules('server/src/order/x.ts', "import type { OrderInfo } from '../../../src/types/order'\n")).toContain(
      'cross-tree'
    )
    expect(rules('server/src/x.ts', "import { ERRNO } from '../../src/constants/errno'\n")).toContain('cross-tree')
    expect(rules('src/pages/x/index.tsx', "import { buildApp } from '../../../server/src/app'\n")).toContain(
      'cross-tree'
    )
    expect(rules('server/src/x.ts', "import { ERRNO } from '@contract/errno'\n")).toEqual([])
    expect(rules('admin/src/pages/x.tsx', "import { ERRNO } from '../../../src/constants/errno'\n")).toContain(
      'cross-tree'
    )
    expect(rules('contract/api/x.ts', "import type { Ctx } from '../../server/src/lib/context'\n")).toContain(
      'cross-tree'
    )
    expect(rules('contract/x.ts', "import { PAGES } from '@/constants/pages'\n")).toContain('cross-tree')
    expect(rules('contract/api/x.ts', "import { Type } from '@sinclair/typebox'\n")).toEqual([])
  })

  it("refuses the server importing anything of the app's tree, not only types and constants", () => {
    // The case the gate once missed: the console's article editor took the app's sanitizer (now contract/rich-text.ts).
    expect(
      rules(
        'server/src/admin/content.ts',
        "import { sanitizeHtml } from '../../../src/components/rich-text/sanitize'\n"
      )
    ).toContain('cross-tree')
    expect(rules('server/src/lib/x.ts', "import { yuan } from '../../../src/utils/price'\n")).toContain('cross-tree')
    expect(rules('server/src/x.ts', "import type { RichNode } from '@/components/rich-text/sanitize'\n")).toContain(
      'cross-tree'
    )
    expect(rules('tests/server/x.test.ts', "import { PAGES } from '../../src/constants/pages'\n")).toContain(
      'cross-tree'
    )
    expect(rules('server/src/admin/content.ts', "import { sanitizeHtml } from '@contract/rich-text'\n")).toEqual([])
    expect(rules('server/src/lib/x.ts', "import { openDatabase } from '../db/client'\n")).toEqual([])
    expect(rules('tests/server/x.test.ts', "import { buildApp } from '../../server/src/app'\n")).toEqual([])
  })

  it('refuses TypeBox or a schema imported as a value into the app', () => {
    expect(rules('src/services/api/x.ts', "import { OrderInfo } from '@contract/schemas/order'\n")).toContain(
      'typebox-in-app'
    )
    expect(rules('src/x.ts', "import { Type } from '@sinclair/typebox'\n")).toContain('typebox-in-app')
    expect(rules('src/x.ts', "import type { OrderInfo } from '@contract/schemas/order'\n")).toEqual([])
    expect(rules('src/x.ts', "import { type OrderInfo } from '@contract/schemas/order'\n")).toEqual([])
    expect(rules('src/x.ts', "import { ORDER_STATUS } from '@contract/enums'\n")).toEqual([])
  })

  it('keeps the console to the contract: never the server, route schemas as types only', () => {
    expect(
      rules('admin/src/pages/x.tsx', "import type { CouponInputT } from '../../../server/src/admin/wallet-contract'\n")
    ).toContain('cross-tree')
    expect(rules('admin/src/me.ts', "import type { Permission } from '../../server/src/admin/roles'\n")).toContain(
      'cross-tree'
    )
    expect(rules('admin/src/pages/x.tsx', "import { adminWalletRoutes } from '@contract/admin/wallet'\n")).toContain(
      'typebox-in-console'
    )
    expect(rules('admin/src/x.ts', "import { Type } from '@sinclair/typebox'\n")).toContain('typebox-in-console')
    expect(rules('admin/src/pages/x.tsx', "import type { CouponInputT } from '@contract/admin/wallet'\n")).toEqual([])
    expect(rules('admin/src/api.ts', "import type { adminOrderRoutes } from '@contract/admin/orders'\n")).toEqual([])
    expect(rules('admin/src/pages/account/staff.tsx', "import { ROLES } from '@contract/admin/roles'\n")).toEqual([])
    expect(rules('admin/src/pages/orders.tsx', "import { ORDER_STATUS_LABEL } from '@contract/enums'\n")).toEqual([])
  })

  it('refuses a second copy of a shared enum, whatever its name or key case', () => {
    expect(
      rules('server/src/pension/x.ts', 'export const WD = { APPLIED: 0, REVIEWED: 1, PAID: 2, FAILED: 3 } as const\n')
    ).toContain('enum-copy')
    expect(rules('src/x.ts', 'const PAYWAYS = { WXPAY: 1, ALIPAY: 2, FREECA: 4, EFULIPAY: 8 } as const\n')).toContain(
      'enum-copy'
    )
    expect(
      rules('server/src/x.ts', "export const T = ['订单返现', '积分兑换', '扫码赠送', '其他'] as const\n")
    ).toContain('enum-copy')
    expect(rules('src/types/order.ts', 'export interface OrderInfo { id: number }\n')).toContain('app-types')
    expect(
      rules('admin/src/pages/x.tsx', "const S = { 0: '待结算', 1: '待入账', 2: '已入账', 3: '未知' }\n")
    ).toContain('enum-copy')
  })

  it('refuses a second table with the numbers of a contract enum, whatever its keys', () => {
    // The order-status table that once stood beside ORDER_STATUS in server/src/lib/order-state.ts (issue 31).
    const S = `export const S = {
  REFUNDED: -4,
  AWAIT_REFUND: -3,
  CLOSED: -2,
  CANCELLED: -1,
  AWAIT_PAY: 0,
  PAID: 1,
  DELIVERING: 2,
  DELIVERED: 3,
  COMPLETED: 4,
  AWAIT_GROUP: 101
} as const satisfies Record<string, OrderStatus>
`
    expect(rules('server/src/lib/order-state.ts', S)).toContain('enum-copy')
    expect(
      rules('src/x.ts', "const WAYS: Record<string, number> = { wechat: 1, 'ali': 2, card: 4, welfare: 8 }\n")
    ).toContain('enum-copy')
    expect(
      rules('admin/src/x.tsx', 'const AS = { open: 0, ok: 1, done: 2, no: 3, back: 4, wait: 5, sent: 6, shut: 7 }\n')
    ).toContain('enum-copy')
    // Numbers too common to name one table, a table with other entries, and the contract's own use stay allowed.
    expect(rules('server/src/x.ts', 'const CARD = { frozen: 0, usable: 1, used: 2, expired: 3 } as const\n')).toEqual(
      []
    )
    expect(rules('server/src/x.ts', "const W = { wx: 1, ali: 2, card: 4, welfare: 8, name: 'x' }\n")).toEqual([])
    expect(
      rules('server/src/x.ts', 'const TO = { paid: ORDER_STATUS.paymentFinished, closed: ORDER_STATUS.closed }\n')
    ).toEqual([])
  })

  it('finds a planted copy when it walks a tree', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-gate-'))
    try {
      fs.mkdirSync(path.join(tmp, 'contract'))
      fs.copyFileSync(path.join(root, 'contract/enums.ts'), path.join(tmp, 'contract/enums.ts'))
      fs.mkdirSync(path.join(tmp, 'server/src/lib'), { recursive: true })
      fs.writeFileSync(path.join(tmp, 'server/src/lib/ok.ts'), "import { ORDER_STATUS } from '@contract/enums'\n")
      expect(contractViolations(tmp)).toEqual([])
      fs.writeFileSync(
        path.join(tmp, 'server/src/lib/status.ts'),
        'export const PAY = { WX: 1, ALI: 2, CARD: 4, WELFARE: 8 } as const satisfies Record<string, number>\n'
      )
      expect(contractViolations(tmp)).toEqual([
        expect.objectContaining({ file: 'server/src/lib/status.ts', rule: 'enum-copy' })
      ])
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  })

  it('finds none in the app, the server, its tests, the console and the contract', () => {
    expect(contractViolations(root)).toEqual([])
  })
})
