import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { countLines, EXCEPTIONS, MAX_LINES, oversizedFiles } from '../../scripts/gates/file-size.mjs'

const lines = (n) => Array.from({ length: n }, (_, i) => `export const a${i} = ${i}`).join('\n') + '\n'

let root
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-size-'))
  const write = (rel, text) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), text)
  }
  write('src/pages/home/index.tsx', lines(MAX_LINES))
  write('src/services/long.ts', lines(MAX_LINES + 1))
  write('src/components/x/index.scss', lines(MAX_LINES + 40))
  write('server/src/services/longer.ts', lines(MAX_LINES + 2))
  write('server/src/db/seed/catalogue.ts', lines(MAX_LINES * 3))
  write('admin/src/pages/orders.tsx', lines(MAX_LINES + 3))
  write('contract/schemas/order.ts', lines(MAX_LINES + 4))
  write('src/constants/routes.json', lines(MAX_LINES * 2))
  write('tests/long.test.ts', lines(MAX_LINES * 2))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

it('counts lines the way an editor shows them', () => {
  expect(countLines('')).toBe(0)
  expect(countLines('a')).toBe(1)
  expect(countLines('a\n')).toBe(1)
  expect(countLines('a\nb\n')).toBe(2)
})

it('lists source files over the limit in src, server/src, admin/src and contract, longest first; seed data is excepted', () => {
  expect(oversizedFiles(root)).toEqual([
    { file: 'src/components/x/index.scss', lines: MAX_LINES + 40 },
    { file: 'contract/schemas/order.ts', lines: MAX_LINES + 4 },
    { file: 'admin/src/pages/orders.tsx', lines: MAX_LINES + 3 },
    { file: 'server/src/services/longer.ts', lines: MAX_LINES + 2 },
    { file: 'src/services/long.ts', lines: MAX_LINES + 1 }
  ])
})

it('holds an excepted path to the limit once its exception is gone', () => {
  expect(oversizedFiles(root, { exceptions: {} }).map((f) => f.file)).toContain('server/src/db/seed/catalogue.ts')
})

it('gives every exception a reason', () => {
  for (const reason of Object.values(EXCEPTIONS)) expect(reason.length).toBeGreaterThan(20)
})
