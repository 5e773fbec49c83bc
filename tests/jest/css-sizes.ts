/**
 * Font sizes as a browser would compute them from the app's real stylesheets, for tests of care mode
 * (docs/decisions/0003-care-mode-tokens.md). jest stubs stylesheets and jsdom resolves neither custom properties
 * nor `em`, so this compiles the SCSS with sass and resolves, for a rendered element, the winning `font-size`
 * (highest specificity, then source order) with `var()` looked up through the ancestors, `em` against the parent,
 * and `calc(x * k)`. Lengths are the design's 750-wide px, which Taro halves into CSS px on a 375 px screen.
 */
import path from 'node:path'
import postcss from 'postcss'
import { compile } from 'sass'

interface Rule {
  selector: string
  specificity: number
  order: number
  decls: Record<string, string>
}

const ROOT = path.resolve(__dirname, '../..')

/** The rules of the given stylesheets (paths from the repository root), in source order. */
export function loadRules(...files: string[]): Rule[] {
  const rules: Rule[] = []
  for (const file of files) {
    const css = compile(path.join(ROOT, file), { loadPaths: [path.join(ROOT, 'src')] }).css
    postcss.parse(css).walkRules((r) => {
      const decls: Record<string, string> = {}
      r.walkDecls((d) => {
        decls[d.prop] = d.value
      })
      for (const selector of r.selectors) {
        // Mini program element selectors (page, view) and H5-only pseudo parts never match a jsdom element here.
        const specificity =
          (selector.match(/[.#:[]/g) ?? []).length * 10 + (selector.match(/(^|[\s>+~])[a-z]/g) ?? []).length
        rules.push({ selector: selector === 'page' ? ':root' : selector, specificity, order: rules.length, decls })
      }
    })
  }
  return rules
}

function matches(el: Element, selector: string): boolean {
  try {
    return el.matches(selector)
  } catch {
    return false
  }
}

function declared(rules: Rule[], el: Element, prop: string): string | undefined {
  let best: Rule | undefined
  for (const r of rules) {
    if (!(prop in r.decls) || !matches(el, r.selector)) continue
    if (!best || r.specificity > best.specificity || (r.specificity === best.specificity && r.order > best.order))
      best = r
  }
  return best?.decls[prop]
}

/** A custom property as inherited by `el` (custom properties inherit; declared values substitute where used). */
function custom(rules: Rule[], el: Element | null, name: string): string | undefined {
  for (let at = el; at; at = at.parentElement) {
    const v = declared(rules, at, name)
    if (v !== undefined) return v
  }
  return undefined
}

/** Evaluates a font-size value on `el` to CSS px; `parent` is the parent's computed size. */
function evaluate(rules: Rule[], el: Element, value: string, parent: number): number {
  const v = value.trim()
  const ref = /^var\((--[\w-]+)\s*(?:,\s*(.+))?\)$/.exec(v)
  if (ref) {
    const found = custom(rules, el, ref[1])
    if (found !== undefined) return evaluate(rules, el, found, parent)
    if (ref[2] !== undefined) return evaluate(rules, el, ref[2], parent)
    throw new Error(`${ref[1]} is not defined for ${el.className}`)
  }
  const product = /^calc\((.+)\s*\*\s*([\d.]+)\)$/.exec(v)
  if (product) return evaluate(rules, el, product[1], parent) * Number(product[2])
  if (v.endsWith('em') && !v.endsWith('rem')) return parseFloat(v) * parent
  if (v.endsWith('px')) return parseFloat(v) / 2
  if (v === 'inherit') return parent
  throw new Error(`cannot evaluate font-size ${v}`)
}

/** The computed font size of `el` in CSS px (16 at the document root, as a browser's default). */
export function fontSizeOf(rules: Rule[], el: Element): number {
  if (!el.parentElement) return 16
  const parent = fontSizeOf(rules, el.parentElement)
  const value = declared(rules, el, 'font-size')
  return value === undefined ? parent : evaluate(rules, el, value, parent)
}
