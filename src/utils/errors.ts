/**
 * Errors of the Taro-style helpers. `errMsg` carries the `<api>:fail <reason>` form mini-program
 * APIs use, so callers can treat our helpers and Taro's own failures the same way.
 */
export class TaroApiError extends Error {
  errMsg: string

  constructor(api: string, reason: string, message: string = reason) {
    super(message)
    this.name = 'TaroApiError'
    this.errMsg = `${api}:fail ${reason}`
  }
}

function typeName(value: unknown): string {
  if (value === null) return 'Null'
  const t = typeof value
  return t.charAt(0).toUpperCase() + t.slice(1)
}

/** Taro's wording for a parameter of the wrong type: 'parameter error: parameter.title should be String instead of Number'. */
export function parameterError(para: string | null, correct: string, wrong: unknown): string {
  const parameter = para ? `parameter.${para}` : 'parameter'
  const received = wrong === '' ? 'empty String' : typeName(wrong)
  return `parameter error: ${parameter} should be ${correct} instead of ${received}`
}
