import fs from 'node:fs'
import path from 'node:path'

/**
 * The repository root: the nearest folder above this module with a package.json. Found rather than counted
 * (`../..`) because the same code runs from server/src (tsx) and bundled into one file in server/dist.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`)
  }
}

export const ROOT = findRoot(__dirname)
