import type { FastifyInstance } from 'fastify'
import { invalid } from '../errors'

export interface BadValue {
  /** Dotted path of the value, e.g. `items.0.qty`; '' for the part itself. */
  field: string
  why: 'number' | 'nul' | 'unicode'
}

/**
 * A UTF-16 half without its other half (JSON's "\ud800"): not well-formed Unicode, so it has no UTF-8 form and
 * PostgreSQL, hashes and the e-sign provider's encoders fail on it further down (the 500 of /user/fddcreateaccount).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Why a string (or key) cannot be taken, or null. */
function badText(s: string): BadValue['why'] | null {
  if (s.includes('\u0000')) return 'nul'
  return LONE_SURROGATE.test(s) ? 'unicode' : null
}

const isPlain = (v: object) => {
  const proto = Object.getPrototypeOf(v)
  return Array.isArray(v) || proto === Object.prototype || proto === null
}

/**
 * The first value no service may receive: a number that is not finite (JSON's 1e309, or the strings "Infinity",
 * "-Infinity", "1e309" after ajv coerced them for a number field) or a string (or key) with a NUL character,
 * which PostgreSQL refuses in text, or with a lone surrogate. Walks breadth first without recursion, so deep bodies cannot overflow the stack;
 * buffers and streams (multipart) are not walked.
 */
export function findBadValue(value: unknown): BadValue | null {
  const queue: Array<[unknown, string]> = [[value, '']]
  for (let i = 0; i < queue.length; i++) {
    const [v, field] = queue[i]
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return { field, why: 'number' }
    } else if (typeof v === 'string') {
      const why = badText(v)
      if (why) return { field, why }
    } else if (v && typeof v === 'object' && isPlain(v)) {
      for (const [k, child] of Object.entries(v)) {
        const path = field ? `${field}.${k}` : k
        const why = badText(k)
        // The message names the key, so it must not carry the bad character itself.
        if (why) return { field: path.replace(/\u0000/g, '').replace(new RegExp(LONE_SURROGATE, 'g'), '?'), why }
        queue.push([child, path])
      }
    }
  }
  return null
}

const MESSAGES: Record<BadValue['why'], string> = {
  number: '必须是有效的数字',
  nul: '不能包含空字符',
  unicode: '包含无法识别的字符'
}

/**
 * Refuses such values on every route with errno 1001 naming the field. A preHandler hook, so it sees what the
 * handler would see: the body, query and params after schema validation and type coercion. One hook covers every
 * route, present and future, without touching a schema; an ajv keyword would have to be added to each number field.
 */
export function guardInput(app: FastifyInstance) {
  app.addHook('preHandler', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const bad = findBadValue(part)
      if (bad) throw invalid(bad.field || 'body', MESSAGES[bad.why])
    }
  })
}
