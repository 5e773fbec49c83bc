// Encrypted column helpers (no tables here, so schema/index.ts does not export it). Apart from columns.ts, which
// imports the users table, so that users can use them without an import cycle.
import { customType, varchar } from 'drizzle-orm/pg-core'
import { decryptField, encryptField } from '../../field-crypto'

/**
 * Personal data encrypted at rest (field-crypto.ts): the code reads and writes plain strings, the table holds
 * `v1.<key id>.<ciphertext>` bound to `table.column`. Equality in SQL cannot work on it (each encryption differs):
 * compare by a `hashed` column beside it.
 */
export const encrypted = (table: string, name: string) => {
  ENCRYPTED_COLUMNS.push({ table, column: name })
  return customType<{ data: string; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => encryptField(value, `${table}.${name}`),
    fromDriver: (value) => decryptField(value, `${table}.${name}`)
  })(name)
}
/** Every encrypted column, as the schema declares them: what `npm run db:rewrap` rewrites. */
export const ENCRYPTED_COLUMNS: Array<{ table: string; column: string }> = []
/** The keyed lookup hash (hex HMAC-SHA256) of an encrypted column's value. */
export const hashed = (name: string) => varchar(name, { length: 64 })
