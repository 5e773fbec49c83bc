import { Input, Select, Space } from 'antd'
import { GoodsPicker } from '../../goods-picker'
import registry from '../../../../scripts/page-registry.json'
import params from '../../../../scripts/page-params.json'

/**
 * A link target picked from the shop's page registry (scripts/page-registry.json) with the page's declared
 * parameters (scripts/page-params.json), so an operator never types a path: the value is what the shop's
 * typed navigation builds, '/pages/<name>/index?<params>', and '' is no link.
 */

interface PageEntry {
  page: string
  title: string
  status: string
  tab?: boolean
}
const PAGES: PageEntry[] = (registry.pages as PageEntry[]).filter((p) => p.status === 'built')
const PARAMS = params.pages as Record<string, Record<string, string>>

const pathOf = (name: string) => `/pages/${name}/index`
const nameOf = (link: string) => /^\/?pages\/([^/?]+)\/index/.exec(link)?.[1] ?? ''

/** Parameters that are not for links: the home page's preview mode is the console's own frame. */
const NOT_LINKED = new Set(['home.preview'])

/** The page's parameters: name, required or not (a declared name ending in ? may be left out). */
const paramsOf = (name: string) =>
  Object.keys(PARAMS[name] ?? {})
    .map((k) => ({ key: k.replace(/\?$/, ''), required: !k.endsWith('?') }))
    .filter((p) => !NOT_LINKED.has(`${name}.${p.key}`))

/**
 * What an operator reads beside each parameter: the pages' own names are code (`keyword`, `kind`). A name used by
 * several pages with different meanings is labelled per page first.
 */
const PARAM_LABEL: Record<string, string> = {
  'goods-search-result.kind': '活动类型',
  'bind-pension-account-status.kind': '办理类型',
  'service-terms.key': '条款',
  'article-detail.key': '文章标识',
  'article-detail.id': '文章编号',
  preview: '预览模式',
  keyword: '搜索词',
  sku_id: '商品',
  group_id: '拼团编号',
  category_id: '分类编号',
  title: '页面标题',
  kind: '类型',
  user_freeca_id: '购物卡编号',
  center: '领券中心',
  tab: '标签页',
  id: '编号',
  order_no: '订单号',
  channel: '渠道',
  from: '来源',
  cart_ids: '购物车条目',
  items: '商品清单',
  activity_id: '活动编号',
  order_id: '订单编号',
  back: '返回层数',
  opaId: '开户活动编号',
  opa_id: '开户活动编号',
  redirect: '完成后前往',
  bankId: '银行编号',
  tail: '卡号尾号',
  businessNo: '业务单号',
  code: '码值',
  scene: '场景值',
  q: '码内容',
  activityId: '活动编号',
  only: '仅办理',
  notice: '提示语',
  goUrl: '登录后前往',
  sourceUrl: '来源页面',
  mode: '登录方式',
  backUrl: '返回页面',
  flag: '标记',
  result: '结果',
  key: '标识',
  flow_id: '流水号',
  points: '积分',
  amount: '金额',
  balance: '余额',
  target: '目标'
}
export const paramLabel = (page: string, key: string) => PARAM_LABEL[`${page}.${key}`] ?? PARAM_LABEL[key] ?? key

/** Parameters with a fixed set of values are picked by name, not typed. */
const PARAM_CHOICES: Record<string, Array<{ value: string; label: string }>> = {
  'goods-search-result.kind': [
    { value: '1', label: '秒杀' },
    { value: '2', label: '拼团' },
    { value: '4', label: '套餐' }
  ],
  'bind-pension-account-status.kind': [
    { value: 'card', label: '绑定银行卡' },
    { value: 'verify', label: '身份核验' }
  ]
}

/** Whether a link leaves out a parameter its page needs; the editor refuses to publish such a link. */
export function linkProblem(link: string): string {
  if (!link) return ''
  const name = nameOf(link)
  const page = PAGES.find((p) => p.page === name)
  if (!page) return '不是商城页面'
  const q = new URLSearchParams(link.split('?')[1] ?? '')
  const missing = paramsOf(name).find((p) => p.required && !q.get(p.key))
  return missing ? `缺少参数「${paramLabel(name, missing.key)}」` : ''
}

export function PageLink({
  value,
  onChange,
  label
}: {
  value: string
  onChange: (link: string) => void
  label: string
}) {
  const name = nameOf(value)
  const query = new URLSearchParams(value.split('?')[1] ?? '')
  const build = (page: string, q: URLSearchParams) => {
    if (!page) return ''
    const kept = new URLSearchParams()
    for (const p of paramsOf(page)) if (q.get(p.key)) kept.set(p.key, q.get(p.key) as string)
    const s = kept.toString()
    return s ? `${pathOf(page)}?${s}` : pathOf(page)
  }
  return (
    <Space wrap>
      <Select
        aria-label={label}
        showSearch
        optionFilterProp='label'
        style={{ width: 220 }}
        value={name}
        onChange={(page: string) => onChange(build(page, new URLSearchParams()))}
        options={[
          { value: '', label: '不跳转' },
          ...PAGES.map((p) => ({ value: p.page, label: `${p.title}（${p.page}）` }))
        ]}
      />
      {paramsOf(name).map((p) => {
        const text = paramLabel(name, p.key)
        const current = query.get(p.key) ?? ''
        const set = (v: string) => {
          const q = new URLSearchParams(query)
          q.set(p.key, v.trim())
          onChange(build(name, q))
        }
        const missing = p.required && !current
        const choices = PARAM_CHOICES[`${name}.${p.key}`]
        if (p.key === 'sku_id')
          return (
            <div key={p.key} style={{ width: 320 }}>
              <GoodsPicker
                single
                label={`${label} ${text}`}
                value={current ? [Number(current)] : []}
                onChange={(ids) => set(ids[0] ? String(ids[0]) : '')}
              />
            </div>
          )
        if (choices)
          return (
            <Select
              key={p.key}
              aria-label={`${label} ${text}`}
              placeholder={`${text}（${p.required ? '必选' : '可选'}）`}
              status={missing ? 'error' : undefined}
              allowClear
              style={{ width: 200 }}
              value={current || undefined}
              onChange={(v?: string) => set(v ?? '')}
              options={choices}
            />
          )
        return (
          <Input
            key={p.key}
            aria-label={`${label} ${text}`}
            addonBefore={text}
            placeholder={p.required ? '必填' : '选填'}
            status={missing ? 'error' : undefined}
            style={{ width: 220 }}
            value={current}
            onChange={(e) => set(e.target.value)}
          />
        )
      })}
    </Space>
  )
}
