import type { FastifyError } from 'fastify'

/** Turns an ajv failure into a message that names the field, e.g. "参数 phone 格式不正确". */
export function describeValidationError(err: FastifyError): string {
  const v = err.validation?.[0]
  if (!v) return '请求参数错误'
  const params = (v.params || {}) as Record<string, unknown>
  const fromPath = v.instancePath?.replace(/^\//, '').replace(/\//g, '.')
  const field = (params.missingProperty as string) || (params.additionalProperty as string) || fromPath || 'body'
  switch (v.keyword) {
    case 'required':
      return `参数 ${field} 不能为空`
    case 'type':
      return `参数 ${field} 类型错误，应为 ${String(params.type)}`
    case 'additionalProperties':
      return `参数 ${field} 不被接受`
    case 'maxLength':
    case 'minLength':
      return `参数 ${field} 长度不正确`
    case 'minimum':
    case 'maximum':
      return `参数 ${field} 超出范围`
    default:
      return `参数 ${field} 格式不正确`
  }
}
