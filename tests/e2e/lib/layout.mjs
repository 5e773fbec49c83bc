/**
 * What a shopper would trip on that axe does not see, measured on the visible page as it is drawn (issue 20):
 * - layout, in every mode: a visible control overlapping another control or text, buttons of one action bar
 *   not sharing a top edge, a button label wrapping onto a second line, a control left with the browser's default
 *   button look, a page's main action drawn as an outline instead of filled, a page that scrolls sideways;
 * - care mode (长辈版) measures: every button label >= 18 CSS px, the page's main action >= 60 px high, at least
 *   two thirds of the visible text (by characters) >= 18 px, and none below 16 px but the ¥ sign, a price's
 *   decimals and units.
 * Returns { problems: string[], stats } for the page; the sweep decides what fails.
 */
export async function layoutProblems(page, { care = false } = {}) {
  return page.evaluate(
    ({ care }) => {
      const problems = []
      const root =
        [...document.querySelectorAll('.taro_router > .taro_page')].find(
          (el) => getComputedStyle(el).display !== 'none'
        ) ?? document.body
      const vw = window.innerWidth
      const vh = window.innerHeight
      const visible = (el) => {
        const r = el.getBoundingClientRect()
        if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.top >= vh || r.right <= 0 || r.left >= vw) return null
        const cs = getComputedStyle(el)
        if (cs.visibility === 'hidden' || Number(cs.opacity) === 0) return null
        return r
      }
      const name = (el) => {
        const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 2).join('.') : ''
        const text = (el.textContent || '').trim().slice(0, 12)
        return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`
      }
      /** Fixed and sticky bars float over the content scrolled under them: compare within one layer only. */
      const layerOf = (el) => {
        for (let n = el; n && n !== document.body; n = n.parentElement) {
          const p = getComputedStyle(n).position
          if (p === 'fixed' || p === 'sticky') return n
        }
        return null
      }
      const CONTROL =
        'button, [role=button], [role=link], [role=radio], [role=checkbox], [role=tab], a[href], input, .nut-button'
      const controls = [...root.querySelectorAll(CONTROL)]
        .filter((el) => !el.parentElement?.closest(CONTROL))
        .map((el) => ({ el, r: visible(el), layer: layerOf(el) }))
        .filter((c) => c.r)
      const inControl = (el) => Boolean(el.closest(CONTROL))
      const texts = []
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const s = n.nodeValue.trim()
        const el = n.parentElement
        if (!s || !el) continue
        const range = document.createRange()
        range.selectNodeContents(n)
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0)
        const r = range.getBoundingClientRect()
        if (!rects.length || r.bottom <= 0 || r.top >= vh) continue
        const cs = getComputedStyle(el)
        if (cs.visibility === 'hidden' || Number(cs.opacity) === 0 || el.closest('[aria-hidden="true"]')) continue
        texts.push({ el, s, r, rects, size: parseFloat(cs.fontSize), layer: layerOf(el) })
      }
      const area = (a, b) =>
        Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
        Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))

      // Sideways scroll: the document or the page wider than the screen.
      const wide = Math.max(document.documentElement.scrollWidth, root.scrollWidth)
      if (wide > vw + 1) problems.push(`scrolls sideways: ${wide}px wide on a ${vw}px screen`)

      // Overlap: two controls, or a control and text outside it, in one layer.
      for (let i = 0; i < controls.length; i++) {
        const a = controls[i]
        for (let j = i + 1; j < controls.length; j++) {
          const b = controls[j]
          if (a.layer !== b.layer || a.el.contains(b.el) || b.el.contains(a.el)) continue
          if (area(a.r, b.r) > 4) problems.push(`controls overlap: ${name(a.el)} and ${name(b.el)}`)
        }
        for (const t of texts) {
          if (t.layer !== a.layer || a.el.contains(t.el) || inControl(t.el)) continue
          const covered = t.rects.reduce((sum, r) => sum + area(a.r, r), 0)
          const whole = t.rects.reduce((sum, r) => sum + r.width * r.height, 0)
          if (covered > 0.25 * whole) problems.push(`control over text: ${name(a.el)} over "${t.s.slice(0, 12)}"`)
        }
      }

      const buttons = controls.filter(({ el }) => el.matches('button, [role=button], .nut-button'))
      // One action bar: buttons side by side under one parent share their top edge.
      const byParent = new Map()
      for (const b of buttons) {
        const key = b.el.parentElement
        byParent.set(key, [...(byParent.get(key) ?? []), b])
      }
      for (const row of byParent.values()) {
        for (let i = 1; i < row.length; i++) {
          const [a, b] = [row[i - 1], row[i]]
          const sideBySide = a.r.top < b.r.bottom && b.r.top < a.r.bottom && Math.abs(a.r.left - b.r.left) > 1
          if (sideBySide && Math.abs(a.r.top - b.r.top) > 2)
            problems.push(
              `action bar tops differ by ${Math.abs(a.r.top - b.r.top).toFixed(0)}px: ${name(a.el)}, ${name(b.el)}`
            )
        }
      }

      for (const { el } of buttons) {
        const label = (el.textContent || '').trim()
        // A label wraps: one of its text runs breaks over two lines (short labels only; a sentence may wrap).
        if (label && label.length <= 12) {
          const wrapped = texts.some((t) => {
            if (!el.contains(t.el)) return false
            const tops = new Set(t.rects.map((r) => Math.round(r.top)))
            return tops.size > 1
          })
          if (wrapped) problems.push(`button label wraps: ${name(el)}`)
        }
        // The browser's (or Taro's weui) own button look: a ButtonFace or #f8f8f8 grey face, or an outset border.
        const cs = getComputedStyle(el)
        // (A gradient face, as NutUI's primary button paints, covers the colour underneath.)
        const grey =
          cs.backgroundImage === 'none' &&
          ['rgb(239, 239, 239)', 'rgb(240, 240, 240)', 'rgb(248, 248, 248)'].includes(cs.backgroundColor)
        if (grey || cs.borderTopStyle === 'outset') problems.push(`default-looking button: ${name(el)}`)
      }

      // The page's main action is filled, never an outline (issue 20: 立即支付 on order-pay was an outline). The main
      // action is the last primary button of a bar fixed to the bottom of the screen (a bar of secondary actions
      // only, as a paid order's 申请发票, has none), or a primary-typed NutUI button that is the page's only one.
      const filled = (el) => {
        const cs = getComputedStyle(el)
        if (cs.backgroundImage !== 'none') return true
        const m = cs.backgroundColor.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?/)
        if (!m) return false
        const [r, g, b, a = '1'] = m.slice(1)
        return Number(a) > 0.5 && Math.min(Number(r), Number(g), Number(b)) < 235
      }
      const enabled = ({ el }) =>
        el.getAttribute('aria-disabled') !== 'true' && !/disabled/.test(String(el.className)) && !el.disabled
      const bars = new Map()
      for (const b of buttons) {
        if (!b.layer || getComputedStyle(b.layer).position !== 'fixed') continue
        if (b.layer.getBoundingClientRect().bottom < vh - 4) continue
        if (!/primary|submit|main/.test(String(b.el.className))) continue
        bars.set(b.layer, [...(bars.get(b.layer) ?? []), b])
      }
      const mains = [...bars.values()].map((row) => row[row.length - 1])
      const primaries = buttons.filter(({ el }) => el.matches('.nut-button-primary'))
      if (primaries.length === 1) mains.push(primaries[0])
      for (const b of new Set(mains))
        if (enabled(b) && !filled(b.el)) problems.push(`main action is an outline, not filled: ${name(b.el)}`)

      const stats = { controls: controls.length, texts: texts.length }
      if (care) {
        // The ¥ sign, a price's fen (.90, drawn smaller as malls do) and units may stay smaller.
        const small = (t) =>
          /^[¥￥]$/.test(t.s) ||
          /^\.\d{1,2}$/.test(t.s) ||
          Boolean(t.el.closest('.price__fen, .price__symbol')) ||
          /^[元件个份斤克袋盒箱瓶/月日天次%]+$/.test(t.s)
        // A button's label: short text (a card that is one big tap target, its title and tags, is not a label).
        for (const { el } of buttons.filter(({ el }) => (el.textContent || '').trim().length <= 12)) {
          for (const t of texts.filter((t) => el.contains(t.el) && !small(t)))
            if (t.size < 17.5) problems.push(`care: button label ${t.size}px < 18: ${name(el)}`)
        }
        const main = buttons.filter(({ el }) => /primary|submit|main/.test(String(el.className)))
        if (main.length) {
          const tallest = Math.max(...main.map((b) => b.r.height))
          if (tallest < 59.5) problems.push(`care: main action ${tallest.toFixed(0)}px high < 60`)
        }
        let chars = 0
        let big = 0
        for (const t of texts) {
          if (small(t)) continue
          chars += t.s.length
          if (t.size >= 17.5) big += t.s.length
          if (t.size < 15.5) problems.push(`care: text ${t.size}px < 16: "${t.s.slice(0, 12)}"`)
        }
        stats.share18 = chars ? big / chars : 1
        if (chars && big / chars < 2 / 3)
          problems.push(`care: ${Math.round((100 * big) / chars)}% of text >= 18px < 67%`)
      }
      return { problems: [...new Set(problems)], stats }
    },
    { care }
  )
}
