import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { SourceMapGenerator } from 'source-map-js'
import {
  breakdownTable,
  bundleBreakdown,
  fileBreakdown,
  ownerOf,
  textByOwner,
  UNMAPPED
} from '../../scripts/gates/bundle-breakdown.mjs'
import { distDir } from '../../scripts/gates/sizes.mjs'

const gzip = (text) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length

/** A minified file made of named parts, one line, and its source map (one mapping per part). */
function bundleOf(parts, glue = '') {
  const map = new SourceMapGenerator({ file: 'app.js' })
  let code = glue
  for (const [source, text] of parts) {
    map.addMapping({ generated: { line: 1, column: code.length }, original: { line: 1, column: 0 }, source })
    code += text
  }
  return { code, map: map.toString() }
}

describe('ownerOf', () => {
  it.each([
    ['webpack://mili-mall/../work/main/node_modules/react-dom/cjs/react-dom.production.min.js', 'react-dom'],
    ['webpack://mili-mall/../work/main/node_modules/@tarojs/taro-h5/dist/api/base/system.js', '@tarojs/taro-h5'],
    ['webpack://x/javascript/work/main/node_modules/@swc/helpers/esm/_define_property.js', '@swc/helpers'],
    ['webpack://x/./node_modules/a/node_modules/b/index.js', 'b'],
    [
      'webpack://x/../node_modules/@tarojs/components/dist/taro-components/taro-components.css',
      '@tarojs/components (css)'
    ],
    ['webpack://mili-mall/./src/components/tab-bar/index.tsx', 'src/components/tab-bar'],
    ['webpack://mili-mall/./src/components/tab-bar/parts/icon.tsx', 'src/components/tab-bar'],
    ['webpack://mili-mall/./src/utils/route.ts', 'src/utils'],
    ['webpack://mili-mall/./src/app.tsx?taro-loader', 'src/app.tsx'],
    ['webpack://mili-mall/webpack/runtime/jsonp chunk loading', 'webpack runtime'],
    ['webpack://mili-mall/./config/stubs/platform.js', 'config/stubs/platform.js']
  ])('%s -> %s', (source, owner) => {
    expect(ownerOf(source)).toBe(owner)
  })
})

describe('breakdown by source map', () => {
  it('splits a file into the text of each owner; text before the first mapping is glue', () => {
    const { code, map } = bundleOf(
      [
        ['webpack://x/./node_modules/react/index.js', 'var a=1;'],
        ['webpack://x/./src/app.tsx', 'var b=2;'],
        ['webpack://x/./node_modules/react/cjs/react.js', 'var c=3;']
      ],
      '!function(){'
    )
    expect(Object.fromEntries(textByOwner(code, map))).toEqual({
      [UNMAPPED]: '!function(){',
      react: 'var a=1;var c=3;',
      'src/app.tsx': 'var b=2;'
    })
  })

  it("shares out the file's real gzip size, in proportion to each owner's own gzip size", () => {
    const big = crypto.randomBytes(3000).toString('hex')
    const small = crypto.randomBytes(300).toString('hex')
    const { code, map } = bundleOf([
      ['webpack://x/./node_modules/big/index.js', big],
      ['webpack://x/./node_modules/small/index.js', small]
    ])
    const rows = fileBreakdown(code, map)
    const total = rows.reduce((s, r) => s + r.gzip, 0)
    expect(total).toBeCloseTo(gzip(code), 6)
    const byOwner = Object.fromEntries(rows.map((r) => [r.owner, r]))
    expect(byOwner.big.raw).toBe(6000)
    expect(byOwner.small.raw).toBe(600)
    expect(byOwner.big.gzip / byOwner.small.gzip).toBeCloseTo(gzip(big) / gzip(small), 6)
  })

  it('sums owners over files, largest first, and counts a file without a map as one line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'breakdown-'))
    try {
      const a = bundleOf([
        ['webpack://x/./node_modules/react-dom/index.js', crypto.randomBytes(2000).toString('hex')],
        ['webpack://x/./src/app.tsx', crypto.randomBytes(100).toString('hex')]
      ])
      const b = bundleOf([['webpack://x/./node_modules/react-dom/client.js', crypto.randomBytes(500).toString('hex')]])
      fs.writeFileSync(path.join(dir, 'a.js'), a.code)
      fs.writeFileSync(path.join(dir, 'a.js.map'), a.map)
      fs.writeFileSync(path.join(dir, 'b.js'), b.code)
      fs.writeFileSync(path.join(dir, 'b.js.map'), b.map)
      fs.writeFileSync(path.join(dir, 'c.js'), 'var nomap=1')
      const { rows, unmappedFiles } = bundleBreakdown(dir, ['a.js', 'b.js', 'c.js'])
      expect(rows.map((r) => r.owner)).toEqual(['react-dom', 'src/app.tsx', `${UNMAPPED} c.js`])
      expect(rows[0].raw).toBe(5000)
      expect(unmappedFiles).toEqual(['c.js'])
      const files = ['a.js', 'b.js', 'c.js'].map((f) => gzip(fs.readFileSync(path.join(dir, f))))
      expect(Math.abs(rows.reduce((s, r) => s + r.gzip, 0) - files.reduce((s, n) => s + n, 0))).toBeLessThanOrEqual(2)
      expect(breakdownTable(rows).split('\n')[2]).toMatch(/^\| react-dom \| 4\.9 KB \| [\d.]+ KB \| \d+\.\d% \|$/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('build folders', () => {
  const saved = process.env.WEAPP_DIST
  afterEach(() => {
    if (saved === undefined) delete process.env.WEAPP_DIST
    else process.env.WEAPP_DIST = saved
  })

  it('reads dist/<platform> unless <PLATFORM>_DIST names another folder', () => {
    delete process.env.WEAPP_DIST
    expect(distDir('/repo', 'weapp')).toBe(path.join('/repo', 'dist', 'weapp'))
    process.env.WEAPP_DIST = '/tmp/me/weapp'
    expect(distDir('/repo', 'weapp')).toBe('/tmp/me/weapp')
    process.env.WEAPP_DIST = 'out/weapp'
    expect(distDir('/repo', 'weapp')).toBe(path.join('/repo', 'out', 'weapp'))
  })
})
