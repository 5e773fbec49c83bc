/**
 * Typed navigation (docs/architecture-app.md): src/navigation/routes.ts and route-params.ts are generated
 * from scripts/page-registry.json and scripts/page-params.json and must match them; and the types refuse a wrong page name, a missing or
 * unknown parameter, and reading a parameter the page does not declare. The type cases compile a small
 * probe against the real src/navigation and src/hooks/use-page-params with the TypeScript API.
 */
const fs = require('node:fs')
const path = require('node:path')
const { execFileSync } = require('node:child_process')
const ts = require('typescript')

const root = path.resolve(__dirname, '../..')
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'))
const registry = () => readJson('scripts/page-registry.json')
const pageParams = () => readJson('scripts/page-params.json')
const render = () =>
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { renderRoutes } from './scripts/gen-routes.mjs'
const input = JSON.parse(await new Promise((r) => { let t = ''; process.stdin.on('data', (c) => (t += c)).on('end', () => r(t)) }))
process.stdout.write(JSON.stringify(input.map(([reg, params]) => renderRoutes(reg, params))))`
    ],
    { cwd: root, encoding: 'utf8', input: JSON.stringify(renders) }
  )
const renders = []

it('src/navigation/routes.ts and route-params.ts are what the registry says', () => {
  const out = execFileSync(process.execPath, ['scripts/gen-routes.mjs', '--check'], { cwd: root, encoding: 'utf8' })
  expect(out).toContain('match the registry')
})

it('a parameter added changes route-params.ts; an unknown type or page is refused', () => {
  const added = pageParams()
  added.pages['order-detail'].tab = 'string'
  const badType = pageParams()
  badType.pages.home = { id: 'Date' }
  const badPage = pageParams()
  badPage.pages['order-details'] = { id: 'number' }
  renders.push([registry(), pageParams()], [registry(), added], [registry(), badType], [registry(), badPage])
  const [a, b, c, d] = JSON.parse(render())
  expect(a.routes).toBe(fs.readFileSync(path.join(root, 'src/navigation/routes.ts'), 'utf8'))
  expect(a.params).toBe(fs.readFileSync(path.join(root, 'src/navigation/route-params.ts'), 'utf8'))
  expect(b.params).not.toBe(a.params)
  expect(b.params).toMatch(/'order-detail': \{\n {4}id: string \| number\n {4}order_no\?: string\n {4}tab: string\n/)
  expect(c.problems).toEqual([expect.stringContaining("home.id: unknown type 'Date'")])
  expect(d.problems).toEqual([expect.stringContaining("'order-details' is not a page of the registry")])
})

const PROBE = `
import { usePageParams } from '@/hooks/use-page-params'
import { navigate, pageUrl, redirectTo, switchTab } from '@/navigation'

export function probe() {
  void navigate('order-detail', { id: 1 })
  void navigate('order-detail', { id: '7', order_no: 'N1' })
  void navigate('home')
  void navigate('order-detai', { id: 1 }) // line 9: no such page
  void navigate('order-detail') // line 10: id is required
  void navigate('order-detail', { id: 1, tab: 'x' }) // line 11: unknown parameter
  void redirectTo('home', { id: 1 }) // line 12: home takes none
  void switchTab('order-detail') // line 13: not a tab page
  void pageUrl('bind-pension-account-status', { kind: 'card' })
  void pageUrl('bind-pension-account-status', { kind: 'cards' }) // line 15: not one of the kinds
  const { id, order_no } = usePageParams<'order-detail'>()
  const read: string | undefined = id ?? order_no
  const { idd } = usePageParams<'order-detail'>() // line 18: not declared
  return [read, idd]
}
`

it('navigate type-checks the page name and its parameters; usePageParams only the declared names', () => {
  const probeFile = path.join(root, 'src/navigation/__type-probe__.ts')
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined
    }
  )
  const host = ts.createCompilerHost(config.options)
  const read = host.readFile
  host.readFile = (file) => (path.resolve(file) === probeFile ? PROBE : read(file))
  const exists = host.fileExists
  host.fileExists = (file) => path.resolve(file) === probeFile || exists(file)
  const program = ts.createProgram([probeFile], { ...config.options, noEmit: true }, host)
  const source = program.getSourceFile(probeFile)
  const lines = ts
    .getPreEmitDiagnostics(program, source)
    .filter((d) => d.file && path.resolve(d.file.fileName) === probeFile)
    .map((d) => d.file.getLineAndCharacterOfPosition(d.start).line + 1)
  expect([...new Set(lines)].sort((a, b) => a - b)).toEqual([9, 10, 11, 12, 13, 15, 18])
}, 60_000)
