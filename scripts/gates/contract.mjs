import fs from 'node:fs'
import path from 'node:path'

/**
 * The contract (contract/) is the one home of what the app and the server share (issue 15). These rules find what
 * would undo that: a tree reaching into the other's folders, the app importing TypeBox (or a schema as a value)
 * into its bundles, and a second copy of a shared enum table under another name.
 */

const norm = (key) => key.replace(/[_\s'"]/g, '').toLowerCase()

/** The text between the brace at `open` and its matching closing brace. */
function braced(text, open) {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i)
  }
  return text.slice(open + 1)
}

/**
 * The value and label tables of contract/enums.ts: key sets of `{ a: 0, ... } as const`, label sets of
 * `_LABEL`/`_NAME`, and the names of a table of entries (`PAY_CHANNELS`: `{ 1: { name: '微信支付', ... }, ... }`).
 */
export function contractTables(enumsText) {
  const tables = []
  for (const m of enumsText.matchAll(/export const (\w+)(?::[^=]+)? = \{/g)) {
    const body = braced(enumsText, m.index + m[0].length - 1)
    if (body.includes('{')) {
      const names = [...body.matchAll(/\bname:\s*'([^']+)'/g)].map((x) => x[1])
      if (names.length >= 2) tables.push({ name: m[1], kind: 'labels', values: names })
      continue
    }
    const labels = [...body.matchAll(/:\s*'([^']+)'/g)].map((x) => x[1])
    if (/_(LABEL|NAME)$/.test(m[1]) && labels.length >= 2) tables.push({ name: m[1], kind: 'labels', values: labels })
    else {
      const keys = [...body.matchAll(/(\w+)\s*:\s*-?\d+/g)].map((x) => norm(x[1]))
      if (keys.length >= 2) tables.push({ name: m[1], kind: 'keys', values: keys, numbers: numbersOf(body) })
    }
  }
  // A table's numbers are its fingerprint when there are enough of them and no other table shares them: a copy under
  // other key names (the order-status table `S = { AWAIT_PAY: 0, ... }` once beside ORDER_STATUS) has the same ones.
  const keyed = tables.filter((t) => t.kind === 'keys')
  for (const t of keyed) {
    const shared = keyed.some((o) => o !== t && sameSet(o.numbers, t.numbers))
    if (t.numbers.length >= MIN_FINGERPRINT && !shared)
      tables.push({ name: t.name, kind: 'numbers', values: t.numbers })
  }
  return tables
}

/** Fewer numbers than this say too little (a 0, 1, 2, 3 table is everywhere); more and they name one table. */
const MIN_FINGERPRINT = 4

/** The numbers of a `key: number` object body ('a: 0, b: -4' -> [0, -4]); [] when any entry is something else. */
function numbersOf(body) {
  const entries = body
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  const numbers = entries.map((e) => /^(?:\w+|'[^']*'|"[^"]*"|\[-?\d+\])\s*:\s*(-?\d+)$/.exec(e)?.[1])
  return numbers.every((n) => n !== undefined) ? numbers.map(Number) : []
}

const sameSet = (a, b) => a.length === b.length && a.every((x) => b.includes(x))

/** Where a relative import of a file lands, from the repository root ('src/…' for the app's tree), else ''. */
const appRelative = (file, from) =>
  from.startsWith('.') ? path.posix.join(path.posix.dirname(`x/${file}`), from).replace(/^x\//, '../') : ''

/** Violations in one file: { file, rule, detail }. `file` is relative to the repository root, with forward slashes. */
export function fileViolations(file, text, tables) {
  const out = []
  const add = (rule, detail) => out.push({ file, rule, detail })
  const inApp = file.startsWith('src/')
  const inServer = file.startsWith('server/') || file.startsWith('tests/server/')
  const inConsole = file.startsWith('admin/')
  const inContract = file.startsWith('contract/')
  const imports = [...text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)].map((m) => ({
    typeOnly: Boolean(m[2]) || /^\s*import\s+\{\s*(type\s+\w+\s*,?\s*)+\}/.test(m[0]),
    from: m[3]
  }))
  for (const { typeOnly, from } of imports) {
    // Any of the app's tree, not only its types and constants: what both need lives in contract/ (issue 31).
    if (inServer && (from.startsWith('@/') || /^(\.\.\/)+src\//.test(appRelative(file, from))))
      add('cross-tree', `the server imports the app's ${from}: import it from @contract/ instead`)
    if (inApp && /(^|\/)server\//.test(from)) add('cross-tree', `the app imports the server's ${from}`)
    if (inConsole && /^(\.\.\/)+src\//.test(from)) add('cross-tree', `the console imports the app's ${from}`)
    if (inConsole && /(^|\/)server\//.test(from))
      add('cross-tree', `the console imports the server's ${from}: its types come from @contract/admin`)
    if (inContract && (from.startsWith('.') ? /(^|\/)(src|server|admin)\//.test(from) : from.startsWith('@/')))
      add('cross-tree', `the contract imports ${from}: it depends on nothing of app, server or console`)
    if (inApp && !typeOnly && (/^@contract\/(schemas|api)\//.test(from) || from.startsWith('@sinclair/typebox')))
      add('typebox-in-app', `${from} is imported as a value: the app takes schemas as types only (import type)`)
    // The console likewise: its route schemas (contract/admin) as types; roles.ts, plain data, as values.
    if (
      inConsole &&
      !typeOnly &&
      ((/^@contract\/(schemas|api|admin)\//.test(from) && from !== '@contract/admin/roles') ||
        from.startsWith('@sinclair/typebox'))
    )
      add('typebox-in-console', `${from} is imported as a value: the console takes schemas as types only (import type)`)
  }
  if (file.startsWith('src/types/') && /^(export\s+)?(interface|type\s+\w+\s*=|const|enum)\b/m.test(text))
    add('app-types', 'src/types declares a shared type: it lives in contract/schemas now')
  // The contract's own tables are the originals.
  for (const t of inContract ? [] : tables) {
    if (t.kind === 'keys') {
      for (const m of text.matchAll(/=\s*\{([^{}]*)\}\s*as const/g)) {
        const keys = [...m[1].matchAll(/(\w+)\s*:\s*-?\d+/g)].map((x) => norm(x[1]))
        if (keys.length >= 2 && sameSet(keys, t.values)) add('enum-copy', `a copy of contract/enums.ts ${t.name}`)
      }
    } else if (t.kind === 'numbers') {
      for (const m of text.matchAll(/=\s*\{([^{}]*)\}/g)) {
        if (sameSet(numbersOf(m[1]), t.values))
          add('enum-copy', `a table with the numbers of contract/enums.ts ${t.name}: name them by ${t.name} instead`)
      }
    } else if (t.values.length >= 3 && t.values.every((label) => text.includes(`'${label}'`))) {
      add('enum-copy', `every label of contract/enums.ts ${t.name} again: import the table instead`)
    }
  }
  return out
}

/** Every .ts/.tsx file under the given folders of root, relative paths with forward slashes. */
export function sourceFiles(root, folders) {
  const out = []
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'dist') walk(p)
      } else if (/\.(ts|tsx)$/.test(e.name)) out.push(path.relative(root, p).split(path.sep).join('/'))
    }
  }
  for (const f of folders) if (fs.existsSync(path.join(root, f))) walk(path.join(root, f))
  return out
}

/** All violations of the app, the server, the server's tests, the console and the contract itself. */
export function contractViolations(root) {
  const tables = contractTables(fs.readFileSync(path.join(root, 'contract/enums.ts'), 'utf8'))
  return sourceFiles(root, ['src', 'server/src', 'tests/server', 'admin/src', 'contract']).flatMap((f) =>
    fileViolations(f, fs.readFileSync(path.join(root, f), 'utf8'), tables)
  )
}
