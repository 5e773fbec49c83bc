import type { Config } from '../config'
import type { Db } from '../db/client'
import { isUniqueViolation } from '../db/pg-error'
import { AppError, ERRNO } from '../errors'
import { createStaff, generatePassword, staffCount } from './staff'

/**
 * Development only: with no staff account yet, make `admin` (超级管理员) with a generated password, print it once,
 * and force a change at the first sign-in. Production never gets a default account: `npm run admin:create`.
 */
export async function seedDevAdmin(db: Db, config: Config, log: (line: string) => void = console.log) {
  if (config.env !== 'development' || (await staffCount(db)) > 0) return null
  const password = generatePassword()
  try {
    await createStaff(db, { username: 'admin', name: '管理员', role: 'super', password, mustChangePassword: true })
  } catch (err) {
    // Two nodes starting on one database both found no staff: the one that lost the race leaves it to the other.
    if (isUniqueViolation(err) || (err instanceof AppError && err.errno === ERRNO.CONFLICT)) return null
    throw err
  }
  log(
    [
      '',
      '  运营后台 (operator console): ' + `${config.publicUrl}/admin/`,
      '  username: admin',
      `  password: ${password}   (shown once; you will be asked to change it at first sign-in)`,
      ''
    ].join('\n')
  )
  return password
}
