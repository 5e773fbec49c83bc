import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { checkH5Boot, COMPILE_HINT } from '../../scripts/gates/h5-boot.mjs'

/** A production H5 build's boot, as the build gate reads it (docs/decisions/0031-h5-paint-then-boot.md). */
function build({ html, files }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-boot-'))
  fs.mkdirSync(path.join(dir, 'js'))
  fs.writeFileSync(path.join(dir, 'index.html'), html)
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'js', name), text)
  return dir
}

const gated = (list) =>
  `<head><script>var files = ${JSON.stringify(list)}</script>` +
  list.map((f) => `<link rel="preload" as="script" href="${f}">`).join('') +
  '<script src="https://cdn.example.com/x.js"></script></head>'

const dirs = []
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })))
const check = (spec) => {
  const dir = build(spec)
  dirs.push(dir)
  return checkH5Boot(dir)
}

describe('the H5 boot gate and compile hints in a build', () => {
  it('passes a build whose gate starts every preloaded entry script, each with the hint', () => {
    expect(
      check({
        html: gated(['/js/1.js', '/js/app.js']),
        files: { '1.js': `${COMPILE_HINT}a()`, 'app.js': `${COMPILE_HINT}/*! licence */b()` }
      })
    ).toEqual([])
  })

  it('fails a script tag index.html runs itself, a list out of step, no list, any script without the hint', () => {
    const errors = check({
      html: `${gated(['/js/app.js', '/js/1.js'])}<link rel="preload" as="script" href="/js/2.js"><script defer src="/js/3.js"></script>`,
      files: {
        '1.js': `${COMPILE_HINT}a()`,
        'app.js': `${COMPILE_HINT}b()`,
        '2.js': 'c()',
        '3.js': `${COMPILE_HINT}d()`,
        'page.js': 'e()'
      }
    })
    expect(errors).toEqual([
      'h5: index.html runs /js/3.js itself, not through its boot gate',
      'h5: the boot gate lists ["/js/app.js","/js/1.js"], the preloads are js/app.js, js/1.js, js/2.js, js/3.js',
      "h5: js/2.js does not start with V8's compile hint",
      "h5: js/page.js does not start with V8's compile hint"
    ])
    expect(check({ html: '<link rel="preload" as="script" href="/js/1.js">', files: { '1.js': 'a()' } })).toEqual([
      "h5: index.html has no boot gate list (src/index.html's `var files`)",
      "h5: js/1.js does not start with V8's compile hint"
    ])
  })

  it('checks the hint config/compile-hints.ts writes', () => {
    const source = fs.readFileSync(path.join(__dirname, '../../config/compile-hints.ts'), 'utf8')
    expect(source).toContain(`export const COMPILE_HINT = '${COMPILE_HINT.replace('\n', '\\n')}'`)
  })
})
