/**
 * 规格参数 and service promises of the demo goods (issue 20), worked out from where a goods sits in the tree: fresh
 * food ships within 24 hours and, as the consumer law allows, has no 七天无理由退货; everything else ships within
 * 48 hours and has it.
 */

const FRESH = new Set(['食品生鲜'])

/** Shelf life and storage by sub-category, for goods that have them. */
const KEEPING: Record<string, [string, string]> = {
  新鲜水果: ['7天', '冷藏0-4℃'],
  肉禽蛋品: ['冷冻180天', '冷冻-18℃'],
  休闲零食: ['180天', '阴凉干燥处'],
  米面杂粮: ['12个月', '阴凉干燥处'],
  食用油: ['18个月', '避光阴凉处'],
  调味品: ['24个月', '阴凉干燥处'],
  奶粉辅食: ['24个月', '开罐后4周内食用'],
  维生素: ['24个月', '阴凉干燥处'],
  滋补养生: ['24个月', '阴凉干燥处'],
  中老年保健: ['24个月', '阴凉干燥处']
}

/** `specs` are the SKUs' spec texts ('规格:5斤装' or '颜色:白色/尺码:L'). */
export function goodsFacts(top: string, sub: string, supplier: string, specs: string[]) {
  const byName = new Map<string, string[]>()
  for (const text of specs)
    for (const part of text.split('/')) {
      const [name, value] = part.split(':')
      byName.set(name, [...new Set([...(byName.get(name) ?? []), value])])
    }
  const keeping = KEEPING[sub]
  const params = [
    { name: '品牌', value: supplier },
    { name: '品类', value: sub },
    ...[...byName].map(([name, values]) => ({ name, value: values.join(' / ') })),
    ...(keeping
      ? [
          { name: '保质期', value: keeping[0] },
          { name: '储存方式', value: keeping[1] }
        ]
      : [])
  ]
  const fresh = FRESH.has(top)
  return { params, shipHours: fresh ? 24 : 48, noReasonReturn: !fresh }
}
