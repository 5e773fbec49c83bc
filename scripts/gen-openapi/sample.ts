import { sampleFromPattern } from './pattern'

type Schema = Record<string, unknown>

/** A moment the examples share: ISO for the console's strings, unix seconds for the shop's numbers. */
const ISO = '2025-06-01T10:00:00.000Z'
const UNIX = 1748772000

/** Values by field name, so an example reads like an answer and not like `"string"`. First match wins. */
const STRING_HINTS: Array<[RegExp, string]> = [
  [/phone|mobile/, '13800138000'],
  [/(^|_)(order|refund|trade|out_trade)_no$|^no$/, '202506011000001234'],
  [/express_no|waybill/, 'SF1234567890'],
  [/(_at|_time|^time|^date_?time)$/, ISO],
  [/date$|^day$/, '2025-06-01'],
  [/url|image|icon|avatar|logo|cover|pic|link|src/, 'https://img.example.com/goods/1001.jpg'],
  [/status_text|state_text/, '待发货'],
  [/^nick/, '用户8000'],
  [/(^|_)name$/, '张三'],
  [/title/, '智能电子血压计'],
  [/province/, '北京市'],
  [/city/, '北京市'],
  [/area|district/, '朝阳区'],
  [/address|detail/, '建国路 88 号'],
  [/token|csrf|ticket|secret/, 'b1946ac92492d2347c6235b4d2611184'],
  [/remark|reason|content|desc|note|message|text/, '请尽快发货'],
  [/email/, 'service@example.com'],
  [/^error$/, '']
]

const NUMBER_HINTS: Array<[RegExp, number]> = [
  [/^errno$/, 1],
  [/(_at|_time|^time|expire)$/, UNIX],
  [/(^|_)page_size$/, 20],
  [/(^|_)page$/, 1],
  [/(^|_)(total|count|num|qty|quantity|stock|sales|left)$/, 2],
  [/price|amount|cents|money|balance|fee|cost|cashback|point|value|paid|refund/, 12990],
  [/(^|_)id$|_ids?$/, 1001],
  [/status|state|kind|type|way/, 1]
]

function fitsString(s: Schema, v: string) {
  if (typeof s.minLength === 'number' && v.length < s.minLength) return false
  if (typeof s.maxLength === 'number' && v.length > s.maxLength) return false
  if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(v)) return false
  if (s.format === 'date-time' && Number.isNaN(Date.parse(v))) return false
  return true
}

function sampleString(s: Schema, name: string): string {
  if (s.format === 'date-time') return ISO
  const tries = STRING_HINTS.filter(([re]) => re.test(name)).map(([, v]) => v)
  if (typeof s.pattern === 'string') tries.push(sampleFromPattern(s.pattern))
  tries.push('示例')
  const min = typeof s.minLength === 'number' ? s.minLength : 0
  for (const v of tries) {
    if (fitsString(s, v)) return v
    const padded = v.padEnd(min, v || 'a')
    if (fitsString(s, padded)) return padded
  }
  return tries[tries.length - 2] ?? 'x'.repeat(min)
}

function sampleNumber(s: Schema, name: string): number {
  const hint = NUMBER_HINTS.find(([re]) => re.test(name))?.[1] ?? 1
  const lo = typeof s.minimum === 'number' ? s.minimum : -Infinity
  const hi = typeof s.maximum === 'number' ? s.maximum : Infinity
  const v = Math.min(Math.max(hint, lo), hi)
  return s.type === 'integer' ? Math.ceil(v) : v
}

const typeOf = (s: Schema) => (Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? 'null') : s.type)

/**
 * An example value of a JSON schema (TypeBox's output, so `const`, `enum`, `anyOf`, `allOf`, objects, arrays and
 * the scalar keywords): every property named, one item per list, a value picked by the field's name when it fits.
 * `resolve` follows a `$ref` (a recursive schema) a few levels down; deeper, its list is left empty.
 */
export function sample(schema: unknown, name = '', resolve?: (ref: string) => unknown, depth = 0): unknown {
  const s = (schema ?? {}) as Schema
  if ('const' in s) return s.const
  if (Array.isArray(s.enum)) return s.enum[0]
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0]
  if (typeof s.$ref === 'string') {
    const target = depth > 3 ? undefined : resolve?.(s.$ref)
    return target === undefined ? undefined : sample(target, name, resolve, depth + 1)
  }
  const union = (s.anyOf ?? s.oneOf) as Schema[] | undefined
  if (union) {
    // A nullable or a union of shapes: the first branch that is not null shows more.
    const branch = union.find((b) => typeOf(b) !== 'null') ?? union[0]
    return sample(branch, name, resolve, depth)
  }
  if (Array.isArray(s.allOf)) {
    return Object.assign({}, ...s.allOf.map((b) => sample(b, name, resolve, depth) as object))
  }
  switch (typeOf(s)) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, unknown>
      return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, sample(v, k, resolve, depth)]))
    }
    case 'array': {
      const min = typeof s.minItems === 'number' ? s.minItems : 0
      if (depth > 3 && min === 0) return []
      const item = sample(s.items, name.replace(/s$/, ''), resolve, depth + 1)
      if (item === undefined) return []
      return Array.from({ length: Math.max(1, min) }, () => item)
    }
    case 'string':
      return sampleString(s, name)
    case 'integer':
    case 'number':
      return sampleNumber(s, name)
    case 'boolean':
      return true
    case 'null':
      return null
    default:
      return null
  }
}

/** The `$ref` resolver of a schema's own recursive parts (TypeBox's `$id: 'T0'` and `$ref: 'T0'`). */
export function localResolver(schema: unknown) {
  const ids = new Map<string, unknown>()
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const id = (node as { $id?: unknown }).$id
    if (typeof id === 'string') ids.set(id, node)
    for (const v of Object.values(node)) walk(v)
  }
  walk(schema)
  return (ref: string) => ids.get(ref)
}
