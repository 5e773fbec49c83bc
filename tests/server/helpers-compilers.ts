import { createRequire } from 'node:module'
import type { FastifyServerOptions } from 'fastify'

/**
 * Fastify's schema compilers, shared by every app a test process builds (docs/testing.md, "CI time").
 *
 * Each app compiles its ~240 routes' schemas again: an ajv validator for each body and a fast-json-stringify
 * serializer for each response, about 0.8 s of CPU an app, a third of what a test file spent before its first test.
 * The schemas are the same every time (the contract's), and what either compiler makes is a pure function of the
 * schema's JSON and the compiler's options, so here a schema seen before (same JSON, same shared schemas, same
 * options) gets the function compiled the first time. Both are Fastify's own compilers (the versions Fastify
 * depends on), called exactly as Fastify calls them; only the repeated work goes.
 *
 * A cached validator's `errors` is shared by the apps, as it is by the requests of one app: Fastify reads it right
 * after the synchronous call. Passing compilers makes Fastify treat the validator as a custom one, which changes one
 * thing: it no longer lower-cases a `headers` schema's names; no route has one, and one that does fails here loudly
 * instead of being validated differently from production.
 */

type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>
type Compile = (def: { schema: unknown; httpPart?: string; [k: string]: unknown }) => unknown

const fastifyRequire = createRequire(require.resolve('fastify'))
const { AjvCompiler } = fastifyRequire('@fastify/ajv-compiler') as { AjvCompiler: () => Factories['buildValidator'] }
const { SerializerSelector } = fastifyRequire('@fastify/fast-json-stringify-compiler') as {
  SerializerSelector: () => Factories['buildSerializer']
}

/** A factory whose compiler remembers, per shared-schemas-and-options key, each schema's function by its JSON. */
function remembering(factory: (externals: unknown, options: unknown) => Compile, what: string) {
  const pools = new Map<string, Map<string, unknown>>()
  return (externals: unknown, options: unknown) => {
    const poolKey = JSON.stringify([externals, options])
    let pool = pools.get(poolKey)
    if (!pool) pools.set(poolKey, (pool = new Map()))
    const compile = factory(externals, options)
    const known = pool
    return (def: Parameters<Compile>[0]) => {
      if (def.httpPart === 'headers')
        throw new Error(
          `${what}: a headers schema needs Fastify's own lower-casing (tests/server/helpers-compilers.ts)`
        )
      const key = `${def.httpPart ?? ''} ${JSON.stringify(def.schema)}`
      let fn = known.get(key)
      if (!fn) known.set(key, (fn = compile(def)))
      return fn
    }
  }
}

export const sharedCompilers: Factories = {
  buildValidator: remembering(AjvCompiler() as never, 'validator') as never,
  buildSerializer: remembering(SerializerSelector() as never, 'serializer') as never
}
