import type { ParsedAddress } from '@contract/schemas/address'
import { PHONE_PATTERN } from '@contract/rules'
import { findDistricts, skipRepeated, type Cursor, type DistrictMatch, type Division } from './address-parse-districts'

/**
 * 智能识别 (issue 30): a pasted '王阿姨 13800138000 浙江省杭州市西湖区文三路90号3幢501', in any order, with any
 * separators or labels, read into the address form's fields. What it cannot read with confidence it leaves empty for
 * the shopper: a number that is not a mainland mobile is not filled, a district name that fits two places is not
 * picked. Runs on the server, where the district tree already is (the app would have to ship all 3 682 divisions).
 */

type Label = 'name' | 'phone' | 'address'

interface Token {
  text: string
  label?: Label
  /** Written just before or after the mobile: a name, where one is looked for among address pieces. */
  nearPhone?: boolean
}

/** The mobile rule of contract/schemas/request.ts (PHONE_PATTERN), with what people write around it. */
const MOBILE =
  /(?<![\dA-Za-z#])(?:(?:\(\+?(?:00)?86\)|\+?(?:00)?86)[\s-]*)?(1[3-9]\d)[\s-]?(\d{4})[\s-]?(\d{4})(?![\dA-Za-z#号栋幢楼室层单元弄])/g
const VALID_PHONE = new RegExp(PHONE_PATTERN)
/** A number on its own that is no mobile: a landline, a wrong length ('0571-88886666', '1380013800'). */
const PHONE_LIKE = /^[\d+()\s-]+$/
const LABELS: Array<[Label, string]> = [
  ['name', '收货人姓名|收货人|收件人|联系人|姓名|名字'],
  ['phone', '手机号码|手机号|手机|联系电话|电话号码|电话|联系方式|tel|mobile|phone'],
  ['address', '所在地区|所在地|收货地址|详细地址|地址']
]
const words = (kinds: Label[]) => LABELS.filter(([k]) => kinds.includes(k)).map(([, w]) => w)
/**
 * A label at the start of a piece, then a colon or a space; a name's or an address's label may also run straight into
 * Chinese ('收货人王阿姨', '地址浙江省…'), a phone's only into a whole number ('电话1380013800,'): '手机城3楼' and
 * '手机1号店' are addresses.
 */
const LABEL = new RegExp(
  `(?<=^|[\\s,;、|])(?:(${words(['name', 'phone', 'address']).join('|')})(?:\\s*:\\s*|\\s+)|` +
    `(${words(['name', 'address']).join('|')})(?=[\\u3400-\\u9fff])|` +
    `(${words(['phone']).join('|')})(?=[+(]?\\d[\\d()+-]*(?:$|[\\s,;、|])))`,
  'gi'
)
const SEPARATOR = /[\s,;、|/:]+/
const POSTCODE = /(?:邮编|邮政编码)\s*:?\s*\d{6}/g
const CJK = /[\u3400-\u9fff]/
/** What only an address has: a number, or a word of streets and buildings. */
const ADDRESS_WORD = /[\d号路街道巷弄村镇乡栋幢楼室层单元座区园苑城场厦院里坊寓湾门期]/
/** A name: 2 to 5 Chinese characters, or a name with a middle dot (买买提·艾力), or one in Latin letters. */
const NAME_LIKE =
  /^(?:[\u3400-\u9fff]{2,5}|[\u3400-\u9fffA-Za-z]+(?:·[\u3400-\u9fffA-Za-z]+)+|[A-Za-z][A-Za-z .]{1,19})$/
const NOT_NAMES = new Set(['收货信息', '收件信息', '收货地址', '联系方式', '收货人', '收件人', '地址', '电话', '手机'])

/** Full-width to ASCII (NFKC), one kind of middle dot, no invisible characters. */
function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/[•・‧∙⋅]/g, '·')
}

/** The text cut at its labels ('收货人:' ...), each piece split at separators; a label marks the tokens it heads. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let label: Label | undefined
  let last = 0
  const push = (piece: string) => {
    piece
      .split(SEPARATOR)
      .map((s) => s.replace(/^[.。·-]+|[.。]+$/g, ''))
      .filter(Boolean)
      .forEach((s, n) => tokens.push(label && (label === 'address' || n === 0) ? { text: s, label } : { text: s }))
  }
  for (const m of text.matchAll(LABEL)) {
    push(text.slice(last, m.index))
    const word = m[1] ?? m[2] ?? m[3]
    label = LABELS.find(([, w]) => new RegExp(`^(?:${w})$`, 'i').test(word))?.[0]
    last = m.index + m[0].length
  }
  push(text.slice(last))
  return tokens
}

const nameLike = (s: string) => NAME_LIKE.test(s) && !NOT_NAMES.has(s)

/** Pieces of an address joined as written: no space between Chinese and anything, one between Latin words. */
function joinDetail(parts: string[]): string {
  return parts.reduce((out, p) => {
    if (!out) return p
    return out + (CJK.test(out[out.length - 1]) || CJK.test(p[0]) ? '' : ' ') + p
  }, '')
}

/** Stands where a mobile was taken out, so a '电话:' label in front of it labels nothing else. */
const MARK = '\u0001'

const clip = (s: string, max: number) => [...s].slice(0, max).join('')

const EMPTY_CODES = { province_code: '', city_code: '', area_code: '' }

/** The three codes /addr/add takes: a path that ends early repeats its last division, as the picker sends it. */
function codesOf(path: Division[]) {
  const [province, city = province, area = city] = path
  return { province_code: province.code, city_code: city.code, area_code: area.code }
}

/**
 * A phone label written straight after a name and before a mobile ('收货人王阿姨手机13800138000…'): the label only
 * labels the mobile, which is taken out anyway, so it goes with it and never ends up in the name (王阿姨手机).
 */
const PHONE_LABEL_BEFORE_MOBILE = new RegExp(`(?:${words(['phone']).join('|')})\\s*:?\\s*(?=${MOBILE.source})`, 'gi')

/** Takes the mobile out of the text (MARK in its place); a labelled or bare number that is no mobile is only noted. */
function readPhone(normalized: string) {
  let phone = ''
  let rejected = false
  const text = normalized
    .replace(POSTCODE, ' ')
    .replace(PHONE_LABEL_BEFORE_MOBILE, ' ')
    .replace(MOBILE, (_m, a: string, b: string, c: string) => {
      phone ||= `${a}${b}${c}`
      return ` ${MARK} `
    })
  const raw = tokenize(text)
  const tokens: Token[] = []
  raw.forEach((token, k) => {
    if (token.text === MARK) return
    const digits = token.text.replace(/\D/g, '').length
    // A labelled phone that is no mobile, or a bare number long enough to be one: not filled, not put in the address.
    if (token.label === 'phone' || (PHONE_LIKE.test(token.text) && digits >= 7)) rejected ||= digits > 0
    else tokens.push({ ...token, nearPhone: raw[k - 1]?.text === MARK || raw[k + 1]?.text === MARK })
  })
  // The one phone rule decides in the end (MOBILE only finds candidates): a number it refuses is not filled.
  if (phone && !VALID_PHONE.test(phone)) return { phone: '', rejected: true, tokens }
  return { phone, rejected: rejected && !phone, tokens }
}

/** Where a district name may start: each token but a name, and after up to 5 letters written in front of it. */
function startsOf(tokens: Token[]): Cursor[] {
  const starts: Cursor[] = []
  tokens.forEach((tok, t) => {
    if (tok.label === 'name') return
    for (let i = 0; i <= Math.min(5, tok.text.length - 2); i++) {
      if (i > 0 && !/^[\u3400-\u9fffA-Za-z·]+$/.test(tok.text.slice(0, i))) break
      starts.push({ t, i })
    }
  })
  return starts
}

/**
 * Name and detail around the districts found: the detail is what follows them; the name is labelled, or written
 * before them, or else a name-like piece after them, the one beside the phone first, else the last one.
 */
function aroundDistricts(tokens: Token[], match: DistrictMatch, labelled: string) {
  const texts = tokens.map((t) => t.text)
  let name = labelled
  const prefix = texts[match.start.t].slice(0, match.start.i)
  if (!name && nameLike(prefix)) name = prefix
  const before = tokens.slice(0, match.start.t).filter((t) => t.label !== 'name')
  if (!name) name = before.find((t) => nameLike(t.text))?.text ?? ''
  const from = skipRepeated(texts, match.end, match.path)
  const first = from.i === 0 ? tokens[from.t] : { text: texts[from.t].slice(from.i) }
  const rest: Token[] = [first, ...tokens.slice(from.t + 1)].filter((t) => t.text && t.label !== 'name')
  if (!name) {
    // The remainder of the districts' own token ('…西湖区文三') is address, never a name.
    const candidates = rest.filter((t, n) => nameLike(t.text) && (n > 0 || from.i === 0))
    const pick =
      candidates.find((t) => t.nearPhone) ?? (candidates.at(-1) === rest.at(-1) ? candidates.at(-1) : undefined)
    if (pick) {
      name = pick.text
      rest.splice(rest.indexOf(pick), 1)
    }
  }
  const extra = before.filter((t) => t.text !== name && ADDRESS_WORD.test(t.text))
  return { name, detail: [...rest, ...extra].map((t) => t.text) }
}

/** No district found: the name is labelled or the first name-like piece; the rest is the detail. */
function withoutDistricts(tokens: Token[], labelled: string) {
  let name = labelled
  const detail: string[] = []
  for (const t of tokens) {
    if (t.label === 'name') continue
    if (!name && t.label !== 'address' && nameLike(t.text)) name = t.text
    else detail.push(t.text)
  }
  return { name, detail }
}

export function parseAddress(input: string): ParsedAddress {
  const { phone, rejected, tokens } = readPhone(normalize(input))
  const match = findDistricts(
    tokens.map((t) => t.text),
    startsOf(tokens)
  )
  const labelled = tokens.find((t) => t.label === 'name')?.text ?? ''
  const { name, detail } = match ? aroundDistricts(tokens, match, labelled) : withoutDistricts(tokens, labelled)
  const path = match?.path ?? []
  const leaf = path[path.length - 1]
  // Complete when the last division has none below it; a province alone (台湾省 has no divisions here) is not.
  const complete = Boolean(leaf?.leaf && path.length >= 2)
  return {
    name: clip(name, 20),
    phone,
    phone_rejected: rejected,
    districts: path.map((d) => ({ code: d.code, name: d.name })),
    district_complete: complete,
    ...(complete ? codesOf(path) : EMPTY_CODES),
    detail: clip(joinDetail(detail), 120)
  }
}
