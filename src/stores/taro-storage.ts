import type { PersistOptions, PersistStorage } from 'zustand/middleware'
import { readStorage, removeStorage, writeStorage } from '../utils/storage'

/**
 * The one storage adapter of the zustand stores: Taro's synchronous storage, so a store holds its
 * saved state from its first render (no hydration flash). Each slice is one key under the product
 * namespace whose stored value is `{ data: <state> }` (see utils/storage). A missing key reads as
 * null; a value that is not what the slice expects falls back to the defaults, field by field.
 */
export function createTaroStorage<S>(): PersistStorage<S> {
  return {
    getItem: (name) => {
      const data = readStorage<S>(name)
      return data === null ? null : { state: data, version: 0 }
    },
    setItem: (name, value) => {
      writeStorage(name, value.state)
    },
    removeItem: (name) => removeStorage(name)
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The fields of `value` whose type matches the default's, recursing into objects; everything else
 * (wrong types, unknown keys, garbage) is dropped so a corrupted stored value can never crash a
 * page. A null default (a value the server may not have sent yet) accepts null, a primitive or an object.
 */
export function pickValid<T extends object>(defaults: T, value: unknown): Partial<T> {
  if (!isPlainObject(value)) return {}
  const out: Record<string, unknown> = {}
  for (const [key, def] of Object.entries(defaults)) {
    const v = value[key]
    if (v === undefined) continue
    if (def === null) {
      if (v === null || ['string', 'number', 'boolean'].includes(typeof v) || isPlainObject(v)) out[key] = v
    } else if (Array.isArray(def)) {
      if (Array.isArray(v)) out[key] = v
    } else if (isPlainObject(def)) {
      if (isPlainObject(v)) out[key] = { ...def, ...pickValid(def, v) }
    } else if (typeof v === typeof def && !(typeof v === 'number' && !Number.isFinite(v))) {
      out[key] = v
    }
  }
  return out as Partial<T>
}

/** persist options shared by every slice: the adapter, what to save, and a merge that validates. */
export function persistOptions<S extends object, P extends object>(
  name: string,
  defaults: P,
  partialize: (state: S) => P
): PersistOptions<S, P> {
  return {
    name,
    storage: createTaroStorage<P>(),
    partialize,
    merge: (persisted, current) => ({ ...current, ...pickValid(defaults, persisted) })
  }
}
