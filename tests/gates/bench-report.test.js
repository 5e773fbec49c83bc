import { lighthouseSection, spread } from '../../scripts/bench/lighthouse.mjs'

/** One Lighthouse run as summarize() returns it (only what the table reads). */
const run = (score, lcp, tbt) => ({ score, lcp, tbt, cls: 0, fcp: 900, a11y: 100, benchmarkIndex: 2000 })
const scripts = { files: [], gzip: 0, sent: 0 }

describe('bench report: the median run with the range of all runs', () => {
  it('spread gives the lowest and highest score, LCP and TBT over the runs', () => {
    const runs = [run(96, 1400, 190), run(88, 1700, 480), run(99, 1200, 90)]
    expect(spread(runs)).toEqual({ runs: 3, score: [88, 99], lcp: [1200, 1700], tbt: [90, 480] })
  })

  it('prints the range beside the median and marks the median against the goal', () => {
    const runs = [run(96, 1400.4, 190), run(88, 1700, 480.6), run(99, 1200, 90)]
    const cold = { ...runs[0], range: spread(runs), scripts }
    const warm = { ...run(97, 1100, 150), range: null, scripts }
    const table = lighthouseSection([{ name: 'home', cold, warm }]).join('\n')
    const coldRow = table.split('\n').find((l) => l.startsWith('| home | cold |'))
    expect(coldRow).toContain('| 96 ok (88–99) |')
    expect(coldRow).toContain('| 1400 ms ok (1200–1700 ms) |')
    expect(coldRow).toContain('| 190 ms ok (90–481 ms) |')
    // A page run once (or a report rebuilt from the saved JSON) has no range to print.
    const warmRow = table.split('\n').find((l) => l.startsWith('| home | warm |'))
    expect(warmRow).toContain('| 97 ok | 1100 ms ok | 150 ms ok |')
  })

  it('marks a median under the goal even when some runs met it', () => {
    const runs = [run(93, 1500, 320), run(97, 1300, 150), run(90, 1600, 400)]
    const cold = { ...runs[0], range: spread(runs), scripts }
    const row = lighthouseSection([{ name: 'goods-info', cold, warm: cold }])[2]
    expect(row).toContain('| 93 OVER (90–97) |')
    expect(row).toContain('| 320 ms OVER (150–400 ms) |')
  })
})
