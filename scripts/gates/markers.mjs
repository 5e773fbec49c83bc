import fs from 'node:fs'
import { walk } from './fs-utils.mjs'

/** JS files under dir whose text contains needle (relative paths). Source maps are not shipped code: skipped. */
export function filesContaining(dir, needle, exts = ['.js']) {
  return walk(dir)
    .filter((f) => exts.some((e) => f.rel.endsWith(e)))
    .filter((f) => fs.readFileSync(f.abs, 'utf8').includes(needle))
    .map((f) => f.rel)
}

/**
 * The mini-program version header must be compiled into the mini-program bundles and compiled out of
 * the H5 bundle (spec section 7: only in the mini-program environment). dirs: {weapp, alipay, h5}.
 */
export function checkHeaderMarker(dirs, marker = 'MILI-MP-VER') {
  const errors = []
  for (const platform of ['weapp', 'alipay']) {
    if (!dirs[platform]) continue
    if (filesContaining(dirs[platform], marker).length === 0) errors.push(`${platform}: ${marker} is not in the bundle`)
  }
  if (dirs.h5) {
    const found = filesContaining(dirs.h5, marker)
    if (found.length) errors.push(`h5: ${marker} must not ship in the H5 bundle, found in ${found.join(', ')}`)
  }
  return errors
}
