// npm run admin:create -- --username NAME [--name 显示名] [--role super|ops|service|finance|warehouse]
// Makes a staff account (the first one, in production: there is no default). The password is read from
// ADMIN_PASSWORD, or generated and printed once; either way it must be changed at the first sign-in.
import { parseArgs } from 'node:util'
import { loadConfig } from '../server/src/config'
import { openDatabase } from '../server/src/db/client'
import { createStaff, generatePassword } from '../server/src/admin/staff'
import { AppError } from '../server/src/errors'

const { values } = parseArgs({
  options: { username: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'super' } }
})
const username = values.username ?? ''
if (!username) {
  console.error(
    'usage: npm run admin:create -- --username NAME [--name 显示名] [--role super|ops|service|finance|warehouse]'
  )
  process.exit(2)
}
async function main() {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const password = process.env.ADMIN_PASSWORD || generatePassword()
  try {
    await createStaff(database.db, {
      username,
      name: values.name || username,
      role: values.role as string,
      password,
      mustChangePassword: true
    })
    console.log(`staff account ${username} (${values.role}) created`)
    if (!process.env.ADMIN_PASSWORD) console.log(`password: ${password}   (shown once; change it at first sign-in)`)
  } catch (err) {
    console.error(err instanceof AppError ? `admin:create: ${err.message}` : err)
    process.exitCode = 1
  } finally {
    await database.close()
  }
}

void main()
