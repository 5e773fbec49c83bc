// npm run test:gates: no source file of the app, the server, the console or the contract over MAX_LINES lines (scripts/gates/file-size.mjs).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { MAX_LINES, SOURCE_ROOTS, oversizedFiles } from './gates/file-size.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const over = oversizedFiles(root)
if (over.length) {
  console.error(`file-size: ${over.length} source file(s) over ${MAX_LINES} lines; split them by what they do:`)
  for (const f of over) console.error(`  ${f.file}: ${f.lines} lines`)
  process.exit(1)
}
console.log(`file-size: every source file under ${SOURCE_ROOTS.join(', ')} has at most ${MAX_LINES} lines`)
