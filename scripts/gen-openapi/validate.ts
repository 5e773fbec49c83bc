import Ajv, { type ValidateFunction } from 'ajv'
import { plain } from './schema'

/** A validator of one schema: a fresh Ajv each time, since recursive schemas carry an `$id` an Ajv holds once. */
export function validatorOf(schema: unknown): ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: false })
  // The one format the contract uses; what Fastify's ajv-formats accepts as a date-time.
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:?\d{2})$/)
  return ajv.compile(plain(schema) as object)
}
