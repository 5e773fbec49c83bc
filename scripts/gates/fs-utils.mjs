import fs from 'node:fs'
import path from 'node:path'

/** Every file under dir as {rel, abs, size, mtimeMs}; rel uses '/' on every OS. Missing dir -> []. */
export function walk(dir) {
  const out = []
  if (!fs.existsSync(dir)) return out
  const visit = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const abs = path.join(d, entry.name)
      if (entry.isDirectory()) visit(abs)
      else if (entry.isFile()) {
        const st = fs.statSync(abs)
        out.push({ rel: path.relative(dir, abs).split(path.sep).join('/'), abs, size: st.size, mtimeMs: st.mtimeMs })
      }
    }
  }
  visit(dir)
  return out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0))
}

/** Newest modification time among the given files and folders (0 when none exist). */
export function newestMtime(paths) {
  let max = 0
  for (const p of paths) {
    if (!fs.existsSync(p)) continue
    const st = fs.statSync(p)
    if (st.isDirectory()) for (const f of walk(p)) max = Math.max(max, f.mtimeMs)
    else max = Math.max(max, st.mtimeMs)
  }
  return max
}

/**
 * A build is fresh when its marker file (written last by the build) exists and is newer than every
 * input. Returns the reason it is not, or null when fresh.
 */
export function staleReason(markerFile, inputs) {
  if (!fs.existsSync(markerFile)) return 'missing'
  const built = fs.statSync(markerFile).mtimeMs
  const newest = newestMtime(inputs)
  return built >= newest ? null : 'older than the sources'
}
