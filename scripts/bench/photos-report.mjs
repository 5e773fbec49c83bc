/**
 * bench/photos.md (issue 28, "Speed as a real shop runs"): the cold first visit of home, goods-info and cart with the
 * photo catalogue (scripts/bench/photo-catalogue.mjs) against the goals (performance >= 95, LCP <= 1.8 s, the
 * median of the runs), what the LCP waited for, and every picture each page downloaded with the size it showed it at
 * (scripts/bench/pictures.mjs). The machine's load is written beside the numbers: on shared cores they move with it.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { formatBytes } from '../gates/sizes.mjs'
import { BUDGET } from './lighthouse.mjs'
import { lcpOf, LIST_THUMB_MAX, OVERSIZE_MAX, pictureChecks, picturesTable } from './pictures.mjs'

/** `uptime`'s line (the load averages over 1, 5 and 15 minutes), or Node's own reading where it is missing. */
export function machineLoad() {
  const res = spawnSync('uptime', { encoding: 'utf8' })
  if (res.status === 0 && res.stdout.trim()) return res.stdout.trim().replace(/\s+/g, ' ')
  return `load average: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`
}

const mid = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const ok = (pass) => (pass ? 'ok' : 'OVER')
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`

/** Median score and median LCP of a page's cold runs (each its own median), with the range of each. */
export function coldSummary(cold) {
  const runs = cold.all?.length ? cold.all : [{ score: cold.score, lcp: cold.lcp, benchmarkIndex: cold.benchmarkIndex }]
  const pick = (key) => runs.map((r) => r[key])
  return {
    runs: runs.length,
    score: mid(pick('score')),
    scoreRange: [Math.min(...pick('score')), Math.max(...pick('score'))],
    lcp: mid(pick('lcp')),
    lcpRange: [Math.min(...pick('lcp')), Math.max(...pick('lcp'))],
    index: [Math.min(...pick('benchmarkIndex')), Math.max(...pick('benchmarkIndex'))]
  }
}

/** The report's lines. results: measurePages' (cold at least); meta: catalogue, load, chromium, lighthouse version. */
export function photosReport(results, meta) {
  const lines = [
    `# Photos on the first screen ${new Date().toISOString()}`,
    '',
    `Lighthouse ${meta.lighthouse} (mobile defaults: emulated phone at ${meta.dpr}× device pixels, simulated slow 4G, ` +
      `4x CPU), cold first visit (storage and HTTP cache reset; the cart keeps the seeded login and clears the cache), ` +
      `Chromium ${meta.chromium}, ${os.cpus().length} CPUs, production H5 build served by the one-command server.`,
    '',
    `Machine load (uptime) at the start: \`${meta.loadBefore}\`; at the end: \`${meta.loadAfter}\`.`,
    '',
    `Catalogue: ${meta.catalogue.goods} goods with ${meta.catalogue.photos} photo-like JPEGs (main picture, gallery, ` +
      `SKU pictures; ${formatBytes(meta.catalogue.averageBytes)} on average, ${meta.catalogue.sideways} with EXIF ` +
      `orientation 6) and ${meta.catalogue.banners} banner photos, uploaded through the console's ` +
      `\`POST /api/admin/upload\` and saved with the goods editor's and the home editor's calls in ` +
      `${meta.catalogue.seconds.toFixed(0)} s (\`scripts/bench/photo-catalogue.mjs\`). The home's category icons ` +
      "stay the demo's (seed pictures stored as uploads are).",
    '',
    '## Cold first visit',
    '',
    `| page | performance (>= ${BUDGET.score}) | LCP (<= ${seconds(BUDGET.lcp)}) | runs | machine speed |`,
    '|---|---:|---:|---:|---:|'
  ]
  for (const r of results) {
    const s = coldSummary(r.cold)
    lines.push(
      `| ${r.name} | **${s.score}** ${ok(s.score >= BUDGET.score)} (${s.scoreRange.join('–')}) | ` +
        `**${seconds(s.lcp)}** ${ok(s.lcp <= BUDGET.lcp)} (${s.lcpRange.map((v) => (v / 1000).toFixed(2)).join('–')}) | ` +
        `${s.runs} | ${s.index.join('–')} |`
    )
  }
  lines.push(
    '',
    'Each figure is the median of the runs (score and LCP each their own median); in brackets the lowest and highest. ' +
      "Machine speed is Lighthouse's benchmark index over the runs (higher is faster).",
    '',
    '## What the LCP waited for (the median run by score)',
    '',
    '| page | LCP element | TTFB | load delay | load time | render delay |',
    '|---|---|---:|---:|---:|---:|'
  )
  for (const r of results) {
    const l = lcpOf(r.cold.lhr)
    const ph = (k) => (l.phases[k] === undefined ? '–' : `${l.phases[k]} ms`)
    const el = l.snippet.replace(/\|/g, '\\|').slice(0, 140)
    lines.push(
      `| ${r.name} | \`${el}\` | ${ph('TTFB')} | ${ph('Load Delay')} | ${ph('Load Time')} | ${ph('Render Delay')} |`
    )
  }
  lines.push(
    '',
    '## Pictures each page downloaded (cold, the median run by score)',
    '',
    `Bytes are the body as served; "file / shown" is how many times more pixels along an edge the file has than its ` +
      `box shows at ${meta.dpr}× (for a cropped, object-fit: cover box, the edge that fills it). Rules: a list ` +
      `thumbnail (\`_480\`, a 240 CSS px card at 2×) at most ${formatBytes(LIST_THUMB_MAX)}; no picture more than ` +
      `${OVERSIZE_MAX}× its shown size.`,
    ''
  )
  const verdicts = []
  for (const r of results) {
    const pictures = r.cold.pictures
    if (!pictures) {
      lines.push(`### ${r.name}`, '', 'No picture record for this run.', '')
      continue
    }
    const c = pictureChecks(pictures)
    lines.push(
      `### ${r.name}: ${pictures.rows.length} pictures, ${formatBytes(c.total)}`,
      '',
      ...picturesTable(pictures),
      ''
    )
    verdicts.push(
      `- ${r.name}: list thumbnails ${c.thumbs ? `${c.thumbs}, the largest ${formatBytes(c.largestThumb)} ${ok(c.thumbOk)}` : 'none on the first screen'}; ` +
        `the most oversized picture ${c.worst ? `${c.worst.name} at ${c.worst.ratio.toFixed(2)}× ${ok(c.sizeOk)}` : '–'}`
    )
  }
  const t = meta.catalogue.thumbs
  if (t) {
    verdicts.push(
      ...['webp', 'jpg'].map(
        (f) =>
          `- the catalogue's ${t[f].count} goods photos, list thumbnail \`_480.${f}\` as served: the largest ` +
          `${formatBytes(t[f].max)} ${ok(t[f].max <= LIST_THUMB_MAX)}, ${formatBytes(t[f].average)} on average`
      )
    )
  }
  lines.push('## Picture rules', '', ...verdicts, '')
  return lines
}

/** Writes bench/photos.md and prints where. */
export function writePhotosReport(dir, results, meta) {
  const file = path.join(dir, 'photos.md')
  fs.writeFileSync(file, photosReport(results, meta).join('\n'))
  console.log(`bench: photo report written to ${path.relative(process.cwd(), file)}`)
}
