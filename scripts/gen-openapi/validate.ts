import Ajv, { type ValidateFunction } from 'ajv'
import { plain } from './schema'

/** A validator of one schema: a fresh Ajv each time, since recursive schemas carry an `$id` an Ajv holds once. */
export function validatorOf(schema: unknown): ValidateFunction {
  return new Ajv({ strict: false, allErrors: false }).compile(plain(schema) as object)
}
