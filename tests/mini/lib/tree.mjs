/**
 * The view layer's side of setData: applying path updates to a page's data, and rebuilding from Taro's `root`
 * data the tree of elements the templates would draw (tag, class, text, attributes, bound events), with a
 * small query API over it.
 */

/** `root.cn.[0].cn[2].v` → ['root', 'cn', 0, 'cn', 2, 'v'] (Taro writes `.[n]`, WeChat also takes `[n]`). */
export function parsePath(path) {
  const out = []
  for (const part of path.split('.')) {
    const m = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part)
    if (!m) throw new Error(`setData: bad path segment "${part}" in "${path}"`)
    if (m[1]) out.push(m[1])
    for (const idx of m[2].matchAll(/\[(\d+)\]/g)) out.push(Number(idx[1]))
  }
  if (!out.length) throw new Error(`setData: empty path "${path}"`)
  return out
}

/** Applies one setData payload (already cloned) to data, creating objects/arrays along the way as WeChat does. */
export function applySetData(data, payload) {
  for (const [path, value] of Object.entries(payload)) {
    const keys = parsePath(path)
    let cur = data
    for (let i = 0; i < keys.length - 1; i++) {
      const k = keys[i]
      if (cur[k] === null || typeof cur[k] !== 'object') cur[k] = typeof keys[i + 1] === 'number' ? [] : {}
      cur = cur[k]
    }
    cur[keys[keys.length - 1]] = value
  }
  return data
}

/** Size of a setData payload as the platform measures it: the JSON text's bytes. */
export function payloadBytes(payload) {
  return Buffer.byteLength(JSON.stringify(payload) ?? '', 'utf8')
}

export const SET_DATA_LIMIT = 1024 * 1024

/**
 * Rebuilds elements from Taro data nodes. Each element: { tag, nn, sid, id, cls: string[], text (own text, for
 * #text), attrs, events (Map), parent, children }. Unknown `nn` (no template) throws: the view layer would
 * draw nothing there.
 */
export function buildTree(rootData, templates, { owner } = {}) {
  const root = { tag: '#root', nn: null, sid: null, cls: [], attrs: {}, events: new Map(), children: [], owner }
  const visit = (node, parent, inlineTag) => {
    if (!node || typeof node !== 'object') return
    const nn = String(node.nn)
    const tpl = inlineTag ? { tag: inlineTag, events: new Map(), props: {} } : templates.get(nn)
    if (!tpl) throw new Error(`no template for node nn=${nn} (sid ${node.sid}) in base template`)
    const attrs = {}
    for (const [k, v] of Object.entries(node)) {
      if (tpl.props[k]) attrs[tpl.props[k]] = v
    }
    const el = {
      tag: tpl.tag,
      nn,
      sid: node.sid,
      id: node.uid || node.sid,
      cls: String(node.cl ?? '')
        .split(/\s+/)
        .filter(Boolean),
      style: node.st ?? '',
      text: node.v ?? '',
      attrs,
      events: tpl.events,
      parent,
      children: [],
      owner
    }
    parent.children.push(el)
    for (const child of node.cn ?? []) visit(child, el, tpl.childTag)
  }
  for (const child of rootData?.cn ?? []) visit(child, root)
  return root
}

/** Everything under el, depth first, el included. */
export function* walk(el) {
  yield el
  for (const c of el.children) yield* walk(c)
}

/** Text the shopper reads under el: #text nodes, in order, joined without separators (like innerText of inline). */
export function textOf(el) {
  let s = ''
  for (const n of walk(el)) if (n.tag === 'block' || n.nn === '#text') s += n.text
  return s
}

/** Elements hidden from the shopper: a `display: none` style or the `hidden` attribute along the path. */
export function isHidden(el) {
  for (let n = el; n; n = n.parent) {
    if (/display\s*:\s*none/.test(n.style ?? '') || n.attrs?.hidden === true) return true
  }
  return false
}

/**
 * Finds elements: { text } (string: the element's whole text contains it, innermost match only; RegExp: tests
 * the text), { cls } (has the class), { placeholder }, { tag }. Several keys combine. Hidden elements are skipped.
 */
export function queryAll(root, q) {
  const hits = []
  for (const el of walk(root)) {
    if (el === root || isHidden(el)) continue
    if (q.cls && !el.cls.includes(q.cls)) continue
    if (q.tag && el.tag !== q.tag) continue
    if (q.placeholder && el.attrs.placeholder !== q.placeholder) continue
    if (q.text !== undefined) {
      const t = textOf(el)
      const match = (s) =>
        q.text instanceof RegExp ? q.text.test(s) : q.exact ? s.trim() === q.text : s.includes(q.text)
      if (!match(t)) continue
      // Innermost: skip el when a child element matches too (unless a class/tag narrowed the search).
      if (!q.cls && !q.tag && el.children.some((c) => c.tag !== 'block' && match(textOf(c)))) continue
    }
    hits.push(el)
  }
  return hits
}

/** A short readable description of an element, for error messages. */
export function describe(el) {
  const cls = el.cls.length ? `.${el.cls.join('.')}` : ''
  const text = textOf(el).slice(0, 40)
  return `<${el.tag}${cls}${el.attrs.placeholder ? ` placeholder="${el.attrs.placeholder}"` : ''}>${text}`
}
