import { Type, type Static, type TNumber, type TSchema, type TUnsafe } from '@sinclair/typebox'

/**
 * The schema of one of contract/enums.ts's value tables: the values are stated once, in the plain object the app
 * bundles, and the schema (and so the Static type) follows them. `integer` / `string` with an `enum` rather than a
 * union of literals: ajv checks it the same, and Fastify's serializer writes it without trying each branch.
 */
export function Enum<T extends Record<string, number | string>>(table: T, options: { description?: string } = {}) {
  const values = Object.values(table)
  const type = values.every((v) => typeof v === 'number') ? 'integer' : 'string'
  return Type.Unsafe<T[keyof T]>({ type, enum: values, ...options }) as TUnsafe<T[keyof T]>
}

/**
 * `T | null`. For a schema with one JSON type the result is `type: [T's type, 'null']` rather than an anyOf, so
 * Fastify's serializer (fast-json-stringify) writes it directly instead of validating each branch per value.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, enum: values } = schema as { type?: unknown; enum?: unknown[] }
  if (typeof type !== 'string') return Type.Union([schema, Type.Null()]) as unknown as TUnsafe<Static<T> | null>
  const nullable: Record<string, unknown> = { ...schema, type: [type, 'null'] }
  if (values) nullable.enum = [...values, null]
  return Type.Unsafe<Static<T> | null>(nullable)
}

/** One of a few strings (or numbers) named in place: the same `enum` form as Enum, for values no table names. */
export function OneOf<const T extends readonly (string | number)[]>(values: T, options: { description?: string } = {}) {
  const type = values.every((v) => typeof v === 'number') ? 'integer' : 'string'
  return Type.Unsafe<T[number]>({ type, enum: [...values], ...options }) as TUnsafe<T[number]>
}

/** A count per key, every key present (Record<K, number> with K a few strings). */
export function CountsOf<const K extends readonly string[]>(keys: K) {
  return Type.Object(Object.fromEntries(keys.map((k) => [k, Type.Number()])) as { [P in K[number]]: TNumber })
}
