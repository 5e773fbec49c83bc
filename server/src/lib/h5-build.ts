import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { ROOT as root } from '../paths'

/** Newest modification time under a folder (files only). */
function newest(dir: string): number {
  let max = 0
  if (!fs.existsSync(dir)) return max
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    max = Math.max(max, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs)
  }
  return max
}

/** Builds the H5 app when its output is missing or older than the sources, so `npm start` always serves the current app. */
export async function ensureH5Build(h5Dir: string) {
  const index = path.join(h5Dir, 'index.html')
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0
  const sources = Math.max(newest(path.join(root, 'src')), newest(path.join(root, 'config')))
  if (built && built >= sources) return
  console.log(built ? 'H5 build is stale, rebuilding...' : 'H5 build missing, building...')
  const res = spawnSync('npm', ['run', 'build:h5'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' }
  })
  if (res.status !== 0) throw new Error('H5 build failed')
}
