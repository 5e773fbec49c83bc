/**
 * Issue 31: the README is what a newcomer reads first, so it stays short (at most 12 KB) and everything it moved
 * into docs/ stays reachable: every relative link in README.md, docs/*.md and bench/README.md names a file that
 * exists, and a link to a heading (`file.md#heading`, `#heading`) names a heading that exists.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')
const README_MAX_BYTES = 12 * 1024

/** The Markdown files whose links are checked, relative to `root`. */
function checkedFiles(root) {
  const docs = fs.existsSync(path.join(root, 'docs'))
    ? fs
        .readdirSync(path.join(root, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`)
    : []
  return ['README.md', ...docs, 'bench/README.md'].filter((f) => fs.existsSync(path.join(root, f)))
}

/** Code is not prose: a `[x](y)` inside a fence or backticks is an example, not a link. */
function withoutCode(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '')
}

/** Inline links and images `[text](target "title")` and reference definitions `[id]: target`. */
function linkTargets(markdown) {
  const text = withoutCode(markdown)
  const targets = []
  for (const m of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1])
  for (const m of text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)) targets.push(m[1])
  return targets
}

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target)

/** GitHub's heading anchors: lower case, punctuation dropped (CJK kept), spaces to hyphens, repeats numbered. */
function headingAnchors(markdown) {
  const seen = new Map()
  const anchors = new Set()
  for (const m of withoutCodeBlocks(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = m[1]
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-')
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    anchors.add(n === 0 ? base : `${base}-${n}`)
  }
  return anchors
}

function withoutCodeBlocks(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
}

/** Every broken relative link under `root`, as `file: target (why)`. */
function brokenLinks(root) {
  const problems = []
  for (const file of checkedFiles(root)) {
    const source = fs.readFileSync(path.join(root, file), 'utf8')
    for (const target of linkTargets(source)) {
      if (isExternal(target)) continue
      const [rawPath, fragment] = target.split('#')
      const linkPath = decodeURIComponent(rawPath.split('?')[0])
      const resolved = linkPath ? path.resolve(root, path.dirname(file), linkPath) : path.join(root, file)
      if (!resolved.startsWith(root + path.sep) && resolved !== root) {
        problems.push(`${file}: ${target} (outside the repository)`)
        continue
      }
      if (!fs.existsSync(resolved)) {
        problems.push(`${file}: ${target} (no such file)`)
        continue
      }
      if (fragment && resolved.endsWith('.md') && fs.statSync(resolved).isFile()) {
        const anchors = headingAnchors(fs.readFileSync(resolved, 'utf8'))
        if (!anchors.has(decodeURIComponent(fragment))) problems.push(`${file}: ${target} (no such heading)`)
      }
    }
  }
  return problems
}

describe('README and docs (issue 31)', () => {
  it('keeps the README at most 12 KB', () => {
    const bytes = fs.statSync(path.join(ROOT, 'README.md')).size
    expect(bytes).toBeLessThanOrEqual(README_MAX_BYTES)
  })

  it('checks the README, every docs/*.md and bench/README.md', () => {
    const files = checkedFiles(ROOT)
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/testing.md', 'bench/README.md']))
  })

  it('has no broken relative link in the README, docs/*.md or bench/README.md', () => {
    expect(brokenLinks(ROOT)).toEqual([])
  })

  it('links from the README to every doc it moved a section to', () => {
    const targets = new Set(
      linkTargets(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')).map((t) => t.split('#')[0])
    )
    for (const doc of [
      'docs/configuration.md',
      'docs/testing.md',
      'docs/console.md',
      'docs/fulfilment.md',
      'docs/page-kit.md',
      'docs/api-guide.md',
      'docs/status.md',
      'bench/README.md'
    ]) {
      expect({ doc, linked: targets.has(doc) }).toEqual({ doc, linked: true })
    }
  })
})

describe('the link check itself', () => {
  let root
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-links-'))
    const write = (rel, text) => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
      fs.writeFileSync(path.join(root, rel), text)
    }
    write(
      'README.md',
      [
        '# Shop',
        '[ok](docs/a.md) [dir](docs/) [gone](docs/missing.md) [web](https://example.com/x.md)',
        '[heading](docs/a.md#the-api-长辈版) [no heading](docs/a.md#nothing-here) [self](#shop)',
        '`[code](docs/ignored.md)`',
        '```',
        '[fenced](docs/also-ignored.md)',
        '```',
        '[ref]: docs/ref-missing.md'
      ].join('\n')
    )
    write('docs/a.md', '# The API (长辈版)\n\n[up](../README.md) [sibling](b.md)\n')
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it('reports missing files and headings, and only those', () => {
    expect(brokenLinks(root).sort()).toEqual(
      [
        'README.md: docs/missing.md (no such file)',
        'README.md: docs/a.md#nothing-here (no such heading)',
        'README.md: docs/ref-missing.md (no such file)',
        'docs/a.md: b.md (no such file)'
      ].sort()
    )
  })

  it('makes GitHub anchors of headings, numbering repeats', () => {
    expect([...headingAnchors('# Two commands\n## 6a. Care mode (长辈版)\n## Two commands\n')]).toEqual([
      'two-commands',
      '6a-care-mode-长辈版',
      'two-commands-1'
    ])
  })
})
