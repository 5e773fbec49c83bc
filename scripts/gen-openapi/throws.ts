import path from 'node:path'
import ts from 'typescript'
import { ERRNO } from '../../contract/errno'

const ROOT = path.resolve(__dirname, '../..')
const SERVER = path.join(ROOT, 'server/src') + path.sep

type FnNode = ts.Node

/**
 * The errnos each route's handler can answer, read from the server's source: every `ERRNO.X` under the handler and
 * under the server functions it reaches (calls, and functions it passes on), followed through imports with the
 * TypeScript checker. A provider is an interface, so what a provider refuses is not followed: its routes name those
 * errnos in their docs (`errnos` in contract/openapi/). Keyed `'<contract table>|<key>'`, as the routes name their
 * schema (`{ schema: orderRoutes['/order/create'] }`).
 */
export async function thrownErrnos() {
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined }
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'server/tsconfig.json'), {}, host)
  if (!parsed) throw new Error('gen-openapi: server/tsconfig.json could not be read')
  // The walk follows names to declarations in server/src only and never asks for a type, so the program holds the
  // server's own files and what they import of contract/: no tests or scripts, no lib and no package typings
  // (read as empty). That halves the npm run test:gates check (docs/testing.md, "CI time").
  const options = { ...parsed.options, noEmit: true, noLib: true, types: [] }
  const compilerHost = ts.createCompilerHost(options)
  const getSourceFile = compilerHost.getSourceFile
  compilerHost.getSourceFile = (file, ...rest) =>
    file.startsWith(ROOT + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`)
      ? getSourceFile(file, ...rest)
      : ts.createSourceFile(file, '', ts.ScriptTarget.Latest)
  const rootNames = parsed.fileNames.filter((f) => path.resolve(f).startsWith(SERVER))
  const program = ts.createProgram({ rootNames, options, host: compilerHost })
  const checker = program.getTypeChecker()
  const memo = new Map<FnNode, Set<number>>()

  const declarationOf = (node: ts.Node): ts.Declaration[] => {
    let sym = checker.getSymbolAtLocation(node)
    if (sym && sym.flags & ts.SymbolFlags.Alias) sym = checker.getAliasedSymbol(sym)
    return sym?.declarations ?? []
  }

  /**
   * `cart.clean(...)` with `import * as cart`: followed. Any other member (`app.db.select()`, a provider's method)
   * is not: resolving it needs the checker to infer its object's type, which makes the walk ten times slower.
   */
  const viaNamespace = (node: ts.PropertyAccessExpression) => {
    if (!ts.isIdentifier(node.expression)) return false
    const sym = checker.getSymbolAtLocation(node.expression)
    return !!sym?.declarations?.some(ts.isNamespaceImport)
  }

  /** The function bodies a declaration stands for (a class: its constructor only). */
  const bodiesOf = (d: ts.Declaration): FnNode[] => {
    if (!d.getSourceFile().fileName.startsWith(SERVER)) return []
    if (ts.isFunctionDeclaration(d) || ts.isMethodDeclaration(d)) return d.body ? [d] : []
    if (ts.isVariableDeclaration(d) && d.initializer) {
      const init = d.initializer
      return ts.isArrowFunction(init) || ts.isFunctionExpression(init) || ts.isCallExpression(init) ? [init] : []
    }
    if (ts.isClassDeclaration(d)) return d.members.filter(ts.isConstructorDeclaration)
    return []
  }

  const errnosUnder = (fn: FnNode): Set<number> => {
    const known = memo.get(fn)
    if (known) return known
    const found = new Set<number>()
    memo.set(fn, found) // a cycle reads what is found so far
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'ERRNO') {
        const value = (ERRNO as Record<string, number>)[node.name.text]
        if (value !== undefined) found.add(value)
      } else if (ts.isIdentifier(node) && !ts.isPropertyAccessExpression(node.parent)) {
        for (const d of declarationOf(node)) for (const b of bodiesOf(d)) for (const e of errnosUnder(b)) found.add(e)
      } else if (ts.isPropertyAccessExpression(node) && viaNamespace(node)) {
        for (const d of declarationOf(node.name))
          for (const b of bodiesOf(d)) for (const e of errnosUnder(b)) found.add(e)
      }
      ts.forEachChild(node, visit)
    }
    ts.forEachChild(fn, visit)
    return found
  }

  /** The contract table an expression names (`orderRoutes`, or `R` when `const R = adminOrderRoutes`). */
  const tableName = (expr: ts.Expression): string | undefined => {
    if (!ts.isIdentifier(expr)) return undefined
    for (const d of declarationOf(expr)) {
      if (ts.isVariableDeclaration(d) && d.initializer && ts.isIdentifier(d.initializer)) {
        return tableName(d.initializer) ?? d.initializer.text
      }
      if (ts.isVariableDeclaration(d) && ts.isIdentifier(d.name)) return d.name.text
    }
    return expr.text
  }

  const pensionFiles = pensionModules(program)
  const byEntry = new Map<string, { errnos: number[]; pension: boolean }>()
  for (const sf of program.getSourceFiles()) {
    if (!sf.fileName.startsWith(SERVER)) continue
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const options = node.arguments.find(ts.isObjectLiteralExpression)
        const schema = options?.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(sf) === 'schema'
        )?.initializer
        const handler = node.arguments[node.arguments.length - 1]
        if (schema && ts.isElementAccessExpression(schema) && ts.isStringLiteral(schema.argumentExpression)) {
          const table = tableName(schema.expression)
          const fns = ts.isIdentifier(handler) ? declarationOf(handler).flatMap(bodiesOf) : [handler]
          const errnos = new Set<number>()
          for (const fn of fns) for (const e of errnosUnder(fn)) errnos.add(e)
          byEntry.set(`${table}|${schema.argumentExpression.text}`, {
            errnos: [...errnos].sort((a, b) => a - b),
            pension: pensionFiles.has(sf.fileName)
          })
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(sf)
  }
  return { byEntry }
}

/** The route modules server/src/routes.ts registers with `{ pension: true }` (closed by PENSION_ENABLED=0). */
function pensionModules(program: ts.Program) {
  const files = new Set<string>()
  const sf = program.getSourceFile(path.join(SERVER, 'routes.ts'))
  if (!sf) return files
  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node) && /\bpension:\s*true\b/.test(node.getText(sf))) {
      const spec = node.getText(sf).match(/import\('([^']+)'\)/)?.[1]
      if (spec && node.elements.length <= 3) files.add(path.join(SERVER, `${spec.replace(/^\.\//, '')}.ts`))
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return files
}
