import { Input, Select, Space } from 'antd'
import registry from '../../../scripts/page-registry.json'
import params from '../../../scripts/page-params.json'

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

/** Whether a link leaves out a parameter its page needs; the editor refuses to publish such a link. */
export function linkProblem(link: string): string {
  if (!link) return ''
  const name = nameOf(link)
  const page = PAGES.find((p) => p.page === name)
  if (!page) return '不是商城页面'
  const q = new URLSearchParams(link.split('?')[1] ?? '')
  const missing = paramsOf(name).find((p) => p.required && !q.get(p.key))
  return missing ? `缺少参数 ${missing.key}` : ''
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
      {paramsOf(name).map((p) => (
        <Input
          key={p.key}
          aria-label={`${label}参数 ${p.key}`}
          addonBefore={p.key}
          placeholder={p.required ? '必填' : '选填'}
          status={p.required && !query.get(p.key) ? 'error' : undefined}
          style={{ width: 200 }}
          value={query.get(p.key) ?? ''}
          onChange={(e) => {
            const q = new URLSearchParams(query)
            q.set(p.key, e.target.value.trim())
            onChange(build(name, q))
          }}
        />
      ))}
    </Space>
  )
}
