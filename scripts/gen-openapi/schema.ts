type Json = unknown

/** A route schema as JSON: TypeBox's symbols dropped, `undefined` gone. */
export const plain = (schema: unknown): Json => (schema === undefined ? undefined : JSON.parse(JSON.stringify(schema)))

/**
 * Moves each recursive schema (TypeBox's `$id` + `$ref: 'T0'`) to `components.schemas` under its contract name and
 * points its references there: one `$id` may appear in several routes, which one document cannot hold twice.
 */
export function hoistRecursive(schema: Json, names: Map<string, string>, components: Record<string, Json>): Json {
  const ref = (id: string) => `#/components/schemas/${names.get(id) ?? `Schema${id}`}`
  const walk = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(walk)
    if (!node || typeof node !== 'object') return node
    const o = node as Record<string, Json>
    if (typeof o.$id === 'string') {
      const { $id, ...rest } = o
      const name = names.get($id) ?? `Schema${$id}`
      if (!components[name]) components[name] = walk(rest)
      return { $ref: ref($id) }
    }
    if (typeof o.$ref === 'string' && !o.$ref.startsWith('#')) return { ...o, $ref: ref(o.$ref) }
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, walk(v)]))
  }
  return walk(schema)
}

/**
 * Object keys sorted at every level, so the written document only changes when the API does. The members of
 * `properties` keep the contract's order: that is the order a reader of a schema expects its fields in.
 */
export function sortKeys(node: Json, keepOrder = false): Json {
  if (Array.isArray(node)) return node.map((v) => sortKeys(v))
  if (!node || typeof node !== 'object') return node
  const entries = Object.entries(node as Record<string, Json>)
  if (!keepOrder) entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return Object.fromEntries(
    entries.map(([k, v]) => [k, keepOrder ? sortKeys(v) : sortKeys(v, k === 'properties' && !Array.isArray(v))])
  )
}

/** Fastify's `/goods/:id` as OpenAPI's `/goods/{id}`, with the names of its path parameters. */
export function openapiPath(url: string) {
  const names: string[] = []
  const path = url
    .split('/')
    .map((seg) => {
      // `:id.svg` is the parameter `id` then the text `.svg`; `:file(^\\d+)` a parameter with a pattern.
      const param = seg.match(/^:([A-Za-z0-9_]+)(?:\([^)]*\))?(.*)$/)
      if (param) {
        names.push(param[1])
        return `{${param[1]}}${param[2]}`
      }
      if (seg === '*') {
        names.push('wildcard')
        return '{wildcard}'
      }
      return seg
    })
    .join('/')
  return { path, names }
}
