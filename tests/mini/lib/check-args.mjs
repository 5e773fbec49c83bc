/**
 * Argument checks of the platform API stubs. Each API is described per platform by the option keys it
 * requires and the ones it accepts; a call with a missing required key, a key of the other platform, or a key
 * the platform does not know is a failure (the real base library would ignore it or fail at run time, and the
 * program would not do what it meant). success / fail / complete are always accepted.
 */

const CALLBACKS = ['success', 'fail', 'complete']

/** Returns problems (strings) of one call's options against { required, allowed, types }. */
export function checkOptions(api, options, spec) {
  const problems = []
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    return [`${api}: options must be an object, got ${options === null ? 'null' : typeof options}`]
  }
  const known = new Set([...(spec.required ?? []), ...(spec.allowed ?? []), ...CALLBACKS])
  for (const key of spec.required ?? []) {
    if (options[key] === undefined || options[key] === null || options[key] === '')
      problems.push(`${api}: missing ${key}`)
  }
  for (const key of Object.keys(options)) {
    if (options[key] === undefined) continue
    if (!known.has(key)) problems.push(`${api}: unknown option ${key}`)
  }
  for (const [key, type] of Object.entries(spec.types ?? {})) {
    const v = options[key]
    if (v === undefined) continue
    const actual = Array.isArray(v) ? 'array' : typeof v
    if (actual !== type) problems.push(`${api}: ${key} must be ${type}, got ${actual}`)
  }
  for (const key of CALLBACKS) {
    if (options[key] !== undefined && typeof options[key] !== 'function')
      problems.push(`${api}: ${key} must be a function`)
  }
  return problems
}
