/**
 * Shared by the app (components/rich-text shows articles and terms) and the server (the console's article editor
 * cleans what it stores, admin/content.ts): pure, so it lives in the contract both trees may import.
 *
 * HTML from the server (articles, terms) turned into Taro RichText nodes through an allowlist, so no
 * script, event attribute, style or foreign URL survives on any platform. Taro's H5 RichText writes a
 * string straight into innerHTML, and mini programs have no DOMParser, hence this small parser: the
 * content is simple (p, h3, strong, lists, images), and anything it does not know is unwrapped.
 */

export interface RichElement {
  name: string
  attrs?: Record<string, string>
  children?: RichNode[]
}
export interface RichTextNode {
  type: 'text'
  text: string
}
export type RichNode = RichElement | RichTextNode

const ALLOWED = new Set(
  'p h1 h2 h3 h4 h5 h6 strong b em i u s br hr ul ol li span div section blockquote img sub sup table thead tbody tr th td'.split(
    ' '
  )
)
/** Dropped together with everything inside them. */
const DROPPED = new Set(
  'script style iframe frame frameset object embed template noscript svg math textarea select button form input link meta base title head'.split(
    ' '
  )
)
const VOID = new Set(['br', 'hr', 'img'])
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : ''
    }
    return ENTITIES[code.toLowerCase()] ?? whole
  })
}

/** Only http(s) images; alt text kept for screen readers. */
function safeAttrs(name: string, raw: string): Record<string, string> | undefined {
  if (name !== 'img') return undefined
  const attrs: Record<string, string> = {}
  const re = /([a-zA-Z_:][-\w:.]*)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const key = m[1].toLowerCase()
    const value = decodeEntities((m[2] ?? '').replace(/^["']|["']$/g, '')).trim()
    if (key === 'src' && /^https?:\/\//i.test(value)) attrs.src = value
    if (key === 'alt') attrs.alt = value
  }
  if (!attrs.src) return undefined
  // A picture without words is decoration to a screen reader, not an unlabelled image.
  attrs.alt = attrs.alt ?? ''
  attrs.style = 'max-width:100%;height:auto'
  return attrs
}

export function sanitizeHtml(html: string): RichNode[] {
  const root: RichElement = { name: 'root', children: [] }
  const stack: RichElement[] = [root]
  let dropping: string | null = null
  let dropDepth = 0
  const token = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)([^>]*)>|([^<]+)|(<)/g
  for (let m = token.exec(html ?? ''); m; m = token.exec(html ?? '')) {
    const [, closing, rawName, rawAttrs, text, lone] = m
    const top = stack[stack.length - 1]
    if (text !== undefined || lone !== undefined) {
      if (!dropping) top.children!.push({ type: 'text', text: decodeEntities(text ?? '<') })
      continue
    }
    if (!rawName) continue // a comment
    const name = rawName.toLowerCase()
    if (dropping) {
      if (name === dropping) dropDepth += closing ? -1 : 1
      if (dropDepth === 0) dropping = null
      continue
    }
    if (DROPPED.has(name)) {
      if (!closing && !/\/\s*$/.test(rawAttrs)) {
        dropping = name
        dropDepth = 1
      }
      continue
    }
    if (!ALLOWED.has(name)) continue // unknown tags are unwrapped: their text stays
    if (closing) {
      const at = stack.map((e) => e.name).lastIndexOf(name)
      if (at > 0) stack.length = at
      continue
    }
    if (name === 'img') {
      const attrs = safeAttrs(name, rawAttrs)
      if (attrs) top.children!.push({ name, attrs })
      continue
    }
    const el: RichElement = { name, children: [] }
    top.children!.push(el)
    if (!VOID.has(name) && !/\/\s*$/.test(rawAttrs)) stack.push(el)
  }
  return root.children!
}

/** The plain text of the nodes (for summaries and accessibility checks). */
export function nodesText(nodes: RichNode[]): string {
  return nodes.map((n) => ('type' in n ? n.text : nodesText(n.children ?? []))).join('')
}
