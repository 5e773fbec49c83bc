import { listChildren, listProvinces } from '../lib/district'

/**
 * The district half of 智能识别 (address-parse.ts): finds the divisions a pasted address names, by the same GB/T 2260
 * tree the picker walks (district.ts). It prefers leaving a level out to picking a wrong one: where two divisions fit
 * equally well, only what they share is kept.
 */

export interface Division {
  code: string
  name: string
  parent: Division | null
  kind: 'province' | 'city' | 'county'
  leaf: boolean
}

interface Alias {
  division: Division
  /** 杭州 for 杭州市: accepted only where the text shows it is a division (module comment of findDistricts). */
  short: boolean
}

/** Where the search stands: token t, character i of it. */
export interface Cursor {
  t: number
  i: number
}

interface Hit {
  division: Division
  short: boolean
  /** Where the text after this division starts. */
  end: Cursor
  /** The division before it written again ('北京 北京市'): read over, the division counted once. */
  repeat?: boolean
}

export interface DistrictMatch {
  /** The divisions from the province down to the last one recognised. */
  path: Division[]
  /** Where the name of the first division recognised starts, and where the text after the last one starts. */
  start: Cursor
  end: Cursor
}

const ETHNIC =
  '蒙古|回|藏|维吾尔|苗|彝|壮|布依|朝鲜|满|侗|瑶|白|土家|哈尼|哈萨克|傣|黎|傈僳|佤|畲|高山|拉祜|水|东乡|纳西|景颇|柯尔克孜|' +
  '土|达斡尔|仫佬|羌|布朗|撒拉|毛南|仡佬|锡伯|阿昌|普米|塔吉克|怒|乌孜别克|俄罗斯|鄂温克|德昂|保安|裕固|京|塔塔尔|独龙|鄂伦春|赫哲|门巴|珞巴|基诺'
const AUTONOMOUS = new RegExp(`(?:(?:${ETHNIC})族?)+自治(?:州|县|旗)$`)
const PROVINCE_SUFFIX = /(?:特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|省|市)$/
const CITY_SUFFIX = /(?:地区|盟|市)$/
const COUNTY_SUFFIX = /(?:新区|林区|区|县|市|旗)$/
/** Not names of places: the standard's placeholders for a municipality's city level and counties run by a province. */
const PLACEHOLDER = /^(?:市辖区|县|城区|郊区)$|直辖县级行政区划/

/** 浙江 for 浙江省, 恩施 for 恩施土家族苗族自治州, 西湖 for 西湖区; none shorter than two characters. */
function shortName(d: Division): string | null {
  const suffix = d.kind === 'province' ? PROVINCE_SUFFIX : d.kind === 'city' ? CITY_SUFFIX : COUNTY_SUFFIX
  const short = AUTONOMOUS.test(d.name) ? d.name.replace(AUTONOMOUS, '') : d.name.replace(suffix, '')
  return short !== d.name && short.length >= 2 && short.length <= 5 ? short : null
}

let index: { aliases: Map<string, Alias[]>; longest: number } | null = null

/** Built once from district.ts's tree (the package's data, kept in memory there). */
function aliases() {
  if (index) return index
  const map = new Map<string, Alias[]>()
  const add = (key: string, alias: Alias) => map.set(key, [...(map.get(key) ?? []), alias])
  const walk = (parent: Division | null, items: ReturnType<typeof listProvinces>) => {
    for (const item of items) {
      // A municipality's (and Hong Kong's) districts hang straight under it: counties, not cities (6 digits not ending 00).
      const kind = !parent
        ? 'province'
        : parent.kind === 'province' && !item.id.endsWith('00')
          ? 'county'
          : parent.kind === 'province'
            ? 'city'
            : 'county'
      const division: Division = { code: item.id, name: item.name, parent, kind, leaf: !item.has_children }
      if (!PLACEHOLDER.test(item.name)) {
        add(item.name, { division, short: false })
        const short = shortName(division)
        if (short) add(short, { division, short: true })
        // 恩施州, 延边州: how people write an autonomous prefecture.
        if (short && kind === 'city' && item.name.endsWith('自治州')) add(`${short}州`, { division, short: false })
      }
      if (item.has_children) walk(division, listChildren(item.id) ?? [])
    }
  }
  walk(null, listProvinces())
  index = { aliases: map, longest: Math.max(...[...map.keys()].map((k) => k.length)) }
  return index
}

const under = (d: Division, ancestor: Division, depth: number) =>
  d.parent === ancestor || (depth === 2 && d.parent?.parent === ancestor)

/** The path from the province down to d. */
export function pathOf(d: Division): Division[] {
  return d.parent ? [...pathOf(d.parent), d] : [d]
}

/** Every division whose name (or short name) is written at cursor, longest first. */
function hitsAt(tokens: string[], at: Cursor): Hit[] {
  const text = tokens[at.t] ?? ''
  const { aliases: map, longest } = aliases()
  const hits: Hit[] = []
  for (let len = Math.min(longest, text.length - at.i); len >= 2; len--) {
    for (const a of map.get(text.slice(at.i, at.i + len)) ?? []) {
      const i = at.i + len
      // A name that ends its token goes on at the next token: '浙江省 杭州市 西湖区'.
      const end = i === text.length && at.t + 1 < tokens.length ? { t: at.t + 1, i: 0 } : { t: at.t, i }
      hits.push({ division: a.division, short: a.short, end })
    }
  }
  return hits
}

const atBoundary = (tokens: string[], hit: Hit) => hit.end.i === 0 || hit.end.i === tokens[hit.end.t].length

/**
 * The chains of divisions that can be read from cursor on, below parent (or from any level when there is none).
 * A short name ('杭州') counts only under a division already read or where its token ends or another division
 * follows; a county's short name ('西湖') only where its token ends ('杭州市西湖文化广场' is no 西湖区). Under a
 * province a county may skip its city if written in full ('广东省南山区'). A repeated name ('北京 北京市') is passed over.
 */
function chainsFrom(tokens: string[], at: Cursor, parent: Division | null, repeated = false): Hit[][] {
  const out: Hit[][] = []
  for (const hit of hitsAt(tokens, at)) {
    const d = hit.division
    if (parent && d === parent) {
      // '朝阳区朝阳门外大街': a short name run into the street is the street's, not the district again. Once only:
      // a paste of '吉林 吉林 吉林 …' must not branch at every word (the readings would grow with its cube).
      if (repeated || (hit.short && !atBoundary(tokens, hit))) continue
      const again = { ...hit, repeat: true }
      const rest = chainsFrom(tokens, hit.end, parent, true)
      out.push(...(rest.length ? rest.map((chain) => [again, ...chain]) : [[again]]))
      continue
    }
    if (parent && !under(d, parent, hit.short ? 1 : 2)) continue
    if (!parent && d.kind === 'county' && hit.short) continue
    if (d.kind === 'county' && hit.short && !atBoundary(tokens, hit)) continue
    const rest = chainsFrom(tokens, hit.end, d)
    if (rest.length) out.push(...rest.map((chain) => [hit, ...chain]))
    else if (parent || !hit.short || atBoundary(tokens, hit)) out.push([hit])
  }
  return out
}

/** Ranks a reading: more divisions read, then more of them written in full at least once. */
function score(chain: Hit[]): number {
  const read = new Set(chain.map((h) => h.division))
  const full = new Set(chain.filter((h) => !h.short).map((h) => h.division))
  return read.size * 100 + full.size
}

/**
 * The divisions a text names, searched from each start the caller allows (token starts, and just after a name
 * written in front). The best reading wins; when readings tie on different places only their common head is kept
 * ('朝阳区' alone is in Beijing and in Changchun: nothing is kept), so the shopper picks the rest.
 */
export function findDistricts(tokens: string[], starts: Cursor[]): DistrictMatch | null {
  let best: Array<{ start: Cursor; chain: Hit[] }> = []
  for (const start of starts) {
    for (const chain of chainsFrom(tokens, start, null)) {
      // A name written in front ('王阿姨浙江省…') is allowed only before a province or a city.
      if (start.i > 0 && chain[0].division.kind === 'county') continue
      const s = score(chain)
      const top = best.length ? score(best[0].chain) : -1
      if (s > top) best = [{ start, chain }]
      else if (s === top) best.push({ start, chain })
    }
  }
  if (!best.length) return null
  const leaf = (c: Hit[]) => c[c.length - 1].division
  const first = best[0]
  if (best.every((b) => leaf(b.chain) === leaf(first.chain))) {
    return { path: pathOf(leaf(first.chain)), start: first.start, end: first.chain[first.chain.length - 1].end }
  }
  // Tied readings: keep the hits they all share, from the same start.
  const sameStart = best.every((b) => b.start.t === first.start.t && b.start.i === first.start.i)
  let shared = 0
  while (
    sameStart &&
    shared < first.chain.length &&
    best.every((b) => b.chain[shared]?.division === first.chain[shared].division)
  ) {
    shared++
  }
  if (!shared) return null
  const last = first.chain[shared - 1]
  return { path: pathOf(last.division), start: first.start, end: last.end }
}

/** Names of these divisions written again right at cursor ('浙江省杭州市西湖区 浙江省杭州市西湖区文三路…'): where they end. */
export function skipRepeated(tokens: string[], at: Cursor, path: Division[]): Cursor {
  let cursor = at
  for (let moved = true; moved;) {
    moved = false
    for (const hit of hitsAt(tokens, cursor)) {
      if (path.includes(hit.division) && (!hit.short || atBoundary(tokens, hit))) {
        cursor = hit.end
        moved = true
        break
      }
    }
  }
  return cursor
}
