import path from 'node:path'
import { checkHeaderMarker, filesContaining } from '../../scripts/gates/markers.mjs'
import { codeOnly, findBrowserGlobals, findBrowserGlobalsInText } from '../../scripts/gates/browser-globals.mjs'

const fixture = (name) => path.join(__dirname, 'fixtures', name)

describe('MILI-MP-VER marker', () => {
  it('finds the header in shipped JS only (not in source maps)', () => {
    expect(filesContaining(fixture('weapp-ok'), 'MILI-MP-VER')).toEqual(['common.js'])
  })

  it('passes when both mini programs carry it and H5 does not', () => {
    expect(
      checkHeaderMarker({ weapp: fixture('weapp-ok'), alipay: fixture('alipay-ok'), h5: fixture('h5-ok') })
    ).toEqual([])
  })

  it('fails when a mini program lacks it or H5 ships it', () => {
    expect(
      checkHeaderMarker({ weapp: fixture('weapp-bad'), alipay: fixture('alipay-ok'), h5: fixture('h5-bad') })
    ).toEqual([
      'weapp: MILI-MP-VER is not in the bundle',
      'h5: MILI-MP-VER must not ship in the H5 bundle, found in js/app.js'
    ])
  })
})

describe('browser-only globals', () => {
  it('blanks comments, strings, templates and regex literals but keeps template expressions', () => {
    const code = codeOnly("// window.a\nconst s = 'document.b' + `x ${window.c} y`; const r = /localStorage/\n")
    expect(code).not.toMatch(/window\.a|document\.b|localStorage/)
    expect(code).toContain('${window.c}')
    expect(code.split('\n')).toHaveLength(3)
  })

  it('ignores property names and typeof checks, flags real uses with their line', () => {
    const hits = findBrowserGlobalsInText('a.window.b\nif (typeof window === "object") x()\nwindow["k"] = 1\n', 'f.ts')
    expect(hits).toEqual([{ file: 'f.ts', line: 3, token: 'window.' }])
  })

  it('scans src outside platform/ and reports each use', () => {
    const hits = findBrowserGlobals(fixture('src-globals'))
    expect(hits).toEqual([
      { file: 'src/components/not-found/handler.tsx', line: 9, token: 'document.' },
      { file: 'src/pages/home/index.tsx', line: 2, token: 'window.' },
      { file: 'src/pages/home/index.tsx', line: 3, token: 'document.' },
      { file: 'src/pages/home/index.tsx', line: 4, token: 'sessionStorage' }
    ])
  })

  it('allows blocks and statements under a literal TARO_ENV h5 test and .h5 platform files, but not what follows them', () => {
    const hits = findBrowserGlobals(fixture('src-globals')).filter((h) => h.file.includes('not-found'))
    expect(hits.map((h) => h.line)).toEqual([9])
    expect(hits.some((h) => h.file.endsWith('.h5.tsx'))).toBe(false)
  })

  it('also checks platform/ when it is not allowed', () => {
    const hits = findBrowserGlobals(fixture('src-globals'), [])
    expect(hits.filter((h) => h.file.startsWith('src/platform/')).map((h) => h.token)).toEqual([
      'window.',
      'localStorage'
    ])
  })
})
