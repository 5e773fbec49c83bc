import fs from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
// Evaluated through the DevTools protocol, not added as a <script>: the server's content security policy
// (rightly) refuses inline scripts, and the scan must not need it weakened.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** The impacts that fail a journey (docs/design.md section 6a: no serious or critical violation on any page). */
const FAILING = new Set(['serious', 'critical'])

/**
 * Runs axe-core (the engine @axe-core/playwright wraps) on the page as it is now and throws when any
 * serious or critical violation is found, listing rule, impact and the first offending elements.
 * Rules are WCAG 2.1 A/AA; `exclude` takes selectors of third-party widgets the app cannot fix.
 */
export async function a11y(page, label = '', { exclude = [] } = {}) {
  // A toast that starts to fade in while axe is reading colours (the page showed it just after the wait saw none) is
  // scanned mid-fade too (journey 22 again): when the overlays changed during the scan, it waits and scans again.
  let result
  for (let attempt = 0; attempt < 3; attempt++) {
    await overlaysAtRest(page)
    const before = await overlayState(page)
    result = await runAxe(page, exclude)
    if ((await overlayState(page)) === before) break
  }
  const failing = result.filter((v) => FAILING.has(v.impact))
  if (failing.length) {
    const lines = failing.map((v) => `  ${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.join('\n    ')}`)
    const err = new Error(
      `accessibility scan ${label || page.url()}: ${failing.length} serious/critical\n${lines.join('\n')}`
    )
    throw Object.assign(err, { findings: err.message.split('\n') })
  }
  return result
}

/** Shown toasts and dialogs (Taro's), as display and opacity: what a scan's colours depend on. */
const overlayState = (page) =>
  page
    .evaluate(() =>
      [...document.querySelectorAll('.taro__toast, .taro__modal')]
        .map((el) => getComputedStyle(el))
        .map((cs) => `${cs.display}:${cs.opacity}`)
        .join('|')
    )
    .catch(() => '')

/**
 * A toast or dialog fading in or out has a passing colour at rest but not mid-fade: scan at rest. At rest means
 * none shown, or no opacity between 0 and 1 and nothing changed for 150 ms (Taro's fade is 100 ms): a toast about
 * to appear sits at opacity 0 for a moment before it fades in, so one look is not enough (journey 22 saw it so).
 */
async function overlaysAtRest(page) {
  await page.evaluate(() => (window.__A11Y_REST__ = null)).catch(() => undefined)
  await page
    .waitForFunction(
      () => {
        const shown = [...document.querySelectorAll('.taro__toast, .taro__modal')]
          .map((el) => getComputedStyle(el))
          .filter((cs) => cs.display !== 'none')
          .map((cs) => cs.opacity)
        if (!shown.length) return true
        if (shown.some((o) => o !== '0' && o !== '1')) {
          window.__A11Y_REST__ = null
          return false
        }
        const now = shown.join('|')
        const last = window.__A11Y_REST__
        if (!last || last.state !== now) {
          window.__A11Y_REST__ = { state: now, since: performance.now() }
          return false
        }
        return performance.now() - last.since >= 150
      },
      null,
      { timeout: 3_000, polling: 50 }
    )
    .catch(() => undefined)
}

/** axe-core's WCAG 2.1 A/AA rules on the page as it is now: the violations, with their first offending elements. */
async function runAxe(page, exclude) {
  const loaded = await page.evaluate(() => typeof window.axe === 'object')
  if (!loaded) await page.evaluate(AXE_SOURCE)
  return page.evaluate(
    async ({ exclude }) => {
      const context = exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document
      const res = await window.axe.run(context, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations']
      })
      return res.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`)
      }))
    },
    { exclude }
  )
}

/**
 * Care-mode check (docs/design.md section 6a): main text >= 18 CSS px, line height >= 1.3, the given tap targets
 * >= 60 x 60 CSS px (or min 44 for secondary ones). Returns the measured values for the report.
 */
export async function careMetrics(page, { text, targets = [], minTarget = 60 }) {
  return page.evaluate(
    ({ text, targets, minTarget }) => {
      const out = { problems: [], text: [], targets: [] }
      for (const sel of text) {
        for (const el of document.querySelectorAll(sel)) {
          const cs = getComputedStyle(el)
          const size = parseFloat(cs.fontSize)
          const lh = cs.lineHeight === 'normal' ? size * 1.2 : parseFloat(cs.lineHeight)
          out.text.push({ sel, size, ratio: lh / size })
          if (size < 18) out.problems.push(`${sel}: font-size ${size}px < 18`)
          if (lh / size < 1.3) out.problems.push(`${sel}: line-height ${(lh / size).toFixed(2)} < 1.3`)
        }
      }
      for (const sel of targets) {
        for (const el of document.querySelectorAll(sel)) {
          const r = el.getBoundingClientRect()
          out.targets.push({ sel, w: r.width, h: r.height })
          if (r.width < minTarget || r.height < minTarget)
            out.problems.push(`${sel}: tap target ${r.width.toFixed(0)}x${r.height.toFixed(0)} < ${minTarget}`)
        }
      }
      return out
    },
    { text, targets, minTarget }
  )
}
