import fs from 'node:fs'
import path from 'node:path'

/** Where a route's schema is declared: `contract/<file>.ts`, the exported table and its key. */
export interface ContractEntry {
  file: string
  table: string
  key: string
}

const ROOT = path.resolve(__dirname, '../..')

async function modulesUnder(dir: string) {
  const out: Array<[string, Record<string, unknown>]> = []
  for (const name of fs.readdirSync(path.join(ROOT, 'contract', dir)).sort()) {
    if (!name.endsWith('.ts')) continue
    const file = `${dir}/${name.replace(/\.ts$/, '')}`
    out.push([file, (await import(path.join(ROOT, 'contract', `${file}.ts`))) as Record<string, unknown>])
  }
  return out
}

const isRouteSchema = (v: unknown) =>
  !!v && typeof v === 'object' && 'response' in v && !!(v as { response?: object }).response

/**
 * Every route schema of `contract/api/*` and `contract/admin/*` by identity: the server passes the contract's own
 * object as a route's schema, so the registered route finds its entry (and so its area) without a second list.
 */
export async function contractEntries() {
  const bySchema = new Map<object, ContractEntry[]>()
  for (const [file, mod] of [...(await modulesUnder('api')), ...(await modulesUnder('admin'))]) {
    for (const [table, value] of Object.entries(mod)) {
      if (!value || typeof value !== 'object' || isRouteSchema(value)) continue
      for (const [key, schema] of Object.entries(value as Record<string, unknown>)) {
        if (!isRouteSchema(schema)) continue
        const list = bySchema.get(schema as object) ?? []
        list.push({ file, table, key })
        bySchema.set(schema as object, list)
      }
    }
  }
  return bySchema
}

/** The entry of a registered route: the one whose key is the end of its URL when one schema serves two keys. */
export function entryOf(bySchema: Map<object, ContractEntry[]>, method: string, url: string, schema: object) {
  const list = bySchema.get(schema) ?? []
  const path = (key: string) => key.replace(/^[A-Z]+ /, '')
  const exact = list.filter((e) => url.endsWith(path(e.key)) && (!/^[A-Z]+ /.test(e.key) || e.key.startsWith(method)))
  return exact[0] ?? list[0]
}

/** The exported name of each recursive schema of `contract/schemas/*`, by its TypeBox `$id`. */
export async function recursiveNames() {
  const names = new Map<string, string>()
  for (const [, mod] of await modulesUnder('schemas')) {
    for (const [name, value] of Object.entries(mod)) {
      const id = value && typeof value === 'object' ? (value as { $id?: unknown }).$id : undefined
      if (typeof id === 'string' && !names.has(id)) names.set(id, name)
    }
  }
  return names
}
