/**
 * What the view layer would draw for each Taro node: Taro's mini-program build compresses element names to
 * numbers (`nn`) and attribute names to `p0`, `p1`, …, and writes one template per element in base.wxml
 * (WeChat) / base.axml (Alipay). Reading that file tells, for every `nn`: the native tag, which events the
 * template binds (and whether it catches them, which stops the view layer's bubbling there), and which
 * attribute each `pN` is. The harness uses it to rebuild the page tree and to dispatch events as the real
 * view layer would: only to nodes whose template binds the event.
 */

/** `bindtap` / `catchtap` (WeChat), `onTap` / `catchTap` (Alipay) → { type: 'tap', catch: boolean }. */
export function eventOfAttribute(name) {
  let m = /^(bind|catch|capture-bind|capture-catch):?([a-z]+)$/.exec(name)
  if (m) return { type: m[2], catch: m[1] === 'catch' }
  m = /^(on|catch)([A-Z][A-Za-z]*)$/.exec(name)
  if (m) return { type: m[2].toLowerCase(), catch: m[1] === 'catch' }
  return null
}

function attributesOf(tagText) {
  const attrs = {}
  for (const m of tagText.matchAll(/([A-Za-z_:][\w:.-]*)="([^"]*)"/g)) attrs[m[1]] = m[2]
  return attrs
}

/**
 * Parses a Taro base template file. Returns Map nn → { tag, events: Map type → { catch }, props: { pN: attr },
 * childTag? (children drawn inline as this tag) }.
 * Only the level-0 templates are read (deeper levels repeat them); inputs and textareas have `_focus` / `_blur`
 * variants of one element, of which the `_blur` one is read.
 */
export function parseBaseTemplates(source) {
  const out = new Map()
  const re = /<template name="tmpl_0_([^"]+)">\s*<([a-z-]+)((?:\s+[^>]*?)?)\s*\/?>/g
  for (const m of source.matchAll(re)) {
    let [, name, tag, rest] = m
    if (tag === 'template') continue // the focus/blur switch: its variants come on their own
    const variant = /^(.+)_(focus|blur)$/.exec(name)
    if (variant) {
      if (variant[2] === 'focus') continue
      name = variant[1]
    }
    const attrs = attributesOf(rest)
    const events = new Map()
    const props = {}
    for (const [attr, value] of Object.entries(attrs)) {
      const ev = value === 'eh' ? eventOfAttribute(attr) : null
      if (ev) {
        // Taro binds touchmove with catch (catchMove) on some views: a catch wins over a bind of the same type.
        const had = events.get(ev.type)
        events.set(ev.type, { catch: ev.catch || !!had?.catch })
        continue
      }
      const p = /\{\{(?:xs\.b\()?i\.(p\d+)\b/.exec(value)
      if (p) props[p[1]] = attr
    }
    // Alipay draws a swiper's children inline as <swiper-item> (no template, no events of their own).
    const body = source.slice(m.index, source.indexOf('</template>', m.index))
    const inline = /a:for="\{\{xs\.f\(i\.cn\)\}\}"[^>]*>\s*<([a-z-]+)/.exec(body)
    out.set(name, { tag, events, props, ...(inline ? { childTag: inline[1] } : {}) })
  }
  if (!out.size) throw new Error('no tmpl_0_* templates found: is this a Taro base.wxml / base.axml?')
  return out
}
