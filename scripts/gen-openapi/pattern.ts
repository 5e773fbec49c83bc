/**
 * The shortest string a contract pattern accepts, for examples: the patterns of contract/ are plain (anchors,
 * classes, \d, groups, alternation, counted repeats), so a small walk that takes the first choice and the least
 * repeat of each part is enough. The caller checks the result against the pattern and falls back when it fails.
 */
export function sampleFromPattern(pattern: string): string {
  let i = 0
  const src = pattern

  function alternatives(): string {
    const first = sequence()
    while (src[i] === '|') {
      i++
      sequence()
    }
    return first
  }

  function sequence(): string {
    let out = ''
    while (i < src.length && src[i] !== '|' && src[i] !== ')') {
      const atom = readAtom()
      const [min] = readQuantifier()
      out += atom.repeat(min)
    }
    return out
  }

  function readAtom(): string {
    const c = src[i++]
    if (c === '^' || c === '$') return ''
    if (c === '(') {
      let lookaround = false
      if (src[i] === '?') {
        lookaround = src[i + 1] === '=' || src[i + 1] === '!'
        i += src[i + 1] === '<' ? 3 : 2
      }
      const inner = alternatives()
      i++ // ')'
      return lookaround ? '' : inner
    }
    if (c === '[') return readClass()
    if (c === '\\') return escapeSample(src[i++])
    if (c === '.') return 'a'
    return c
  }

  function readClass(): string {
    const negated = src[i] === '^'
    if (negated) i++
    let first = ''
    while (i < src.length && src[i] !== ']') {
      const c = src[i++]
      const ch = c === '\\' ? escapeSample(src[i++]) : c
      if (!first) first = ch
    }
    i++ // ']'
    return negated ? 'a' : first
  }

  function readQuantifier(): [number, number] {
    const c = src[i]
    if (c === '?' || c === '*') return (i++, [0, 1])
    if (c === '+') return (i++, [1, Infinity])
    if (c === '{') {
      const end = src.indexOf('}', i)
      const [lo, hi] = src.slice(i + 1, end).split(',')
      i = end + 1
      return [Number(lo), hi === undefined ? Number(lo) : hi === '' ? Infinity : Number(hi)]
    }
    return [1, 1]
  }

  return alternatives()
}

function escapeSample(c: string) {
  if (c === 'd') return '0'
  if (c === 'w') return 'a'
  if (c === 's') return ' '
  if (c === 'S' || c === 'D' || c === 'W') return 'a'
  return c
}
