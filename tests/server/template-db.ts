import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../../server/src/db/client'

/**
 * A migrated, empty PGlite cluster that every test file's database starts from (docs/testing.md). A fresh cluster
 * costs initdb plus every migration (about 1.5 s of CPU per database, over a hundred databases a run); loading a
 * dump of one costs about a third of that. The dump is kept in the temporary folder under a hash of the migrations,
 * so the first test file of a run makes it, the others (separate processes) read it, and a changed migration makes
 * a new one. Writing it is atomic (rename), so two files starting at once each get a whole dump.
 */

const MIGRATIONS = path.join(__dirname, '../../server/drizzle')

function migrationsHash() {
  const hash = crypto.createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else hash.update(entry.name).update(fs.readFileSync(full))
    }
  }
  walk(MIGRATIONS)
  return hash.digest('hex').slice(0, 16)
}

let template: Promise<Blob> | undefined

async function makeTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `mall-test-schema-${migrationsHash()}.tar`)
  try {
    return new Blob([fs.readFileSync(file)])
  } catch {
    // Not made yet in this run: make it below.
  }
  const database = await openDatabase({ dataDir: 'memory://' })
  try {
    const dump = await database.dataDirDump!()
    const bytes = Buffer.from(await dump.arrayBuffer())
    const tmp = `${file}.${process.pid}`
    fs.writeFileSync(tmp, bytes)
    fs.renameSync(tmp, file)
    return new Blob([bytes])
  } finally {
    await database.close()
  }
}

/** A fresh in-memory database for one test, started from the migrated template. */
export async function openTemplateDatabase() {
  template ??= makeTemplate()
  return openDatabase({ dataDir: 'memory://', template: await template })
}
