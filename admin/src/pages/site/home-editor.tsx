import { useEffect, useMemo, useState } from 'react'
import { Button, Card, Col, Input, Row, Select, Space, Tag, message } from 'antd'
import type { HomeInputT } from '@contract/admin/site'
import { call, type Answer } from '../../api'
import { showError } from '../../form-errors'
import { GoodsPicker } from '../../goods-picker'
import { DraftPreview } from './draft-preview'
import { linkProblem } from './page-link'
import { SwiperNavForm } from './swiper-nav-form'
import { VersionsCard } from '../../versions-card'

type Component = HomeInputT['components'][number]
type Version = Answer<'GET /home'>[number]
const LABEL: Record<Component['type'], string> = {
  'spu-list': '商品列表',
  'goods-waterfall': '商品瀑布流',
  'home-swiper-nav': '轮播与导航'
}
const blank = (type: Component['type']): Component =>
  type === 'home-swiper-nav'
    ? { type, inputProps: { theme: 1, banners: [], navs: [] } }
    : type === 'spu-list'
      ? { type, inputProps: { title: '精选好物', options: [] } }
      : { type, inputProps: { title: '猜你喜欢', options: [] } }

/** One component's settings: title and goods for the lists; the swiper's banners and nav items. */
function ComponentForm({ c, onChange }: { c: Component; onChange: (c: Component) => void }) {
  if (c.type === 'home-swiper-nav') return <SwiperNavForm c={c} onChange={onChange} />
  const p = c.inputProps
  return (
    <Space direction='vertical' style={{ width: '100%' }}>
      <Input
        aria-label='标题'
        addonBefore='标题'
        value={p.title}
        onChange={(e) => onChange({ ...c, inputProps: { ...p, title: e.target.value } } as Component)}
      />
      <GoodsPicker
        value={p.options.map((o) => o.sku_id)}
        onChange={(ids) =>
          onChange({ ...c, inputProps: { ...p, options: ids.map((sku_id) => ({ sku_id })) } } as Component)
        }
      />
    </Space>
  )
}

/** The first link of the draft a shopper could not follow (a page without a parameter it needs), named. */
function badLink(components: Component[]): string {
  for (const [i, c] of components.entries()) {
    if (c.type !== 'home-swiper-nav') continue
    const links = [
      ...c.inputProps.banners.map((b, j) => [`组件 ${i + 1} 轮播图 ${j + 1}`, b.link] as const),
      ...c.inputProps.navs.map((n, j) => [`组件 ${i + 1} 导航 ${j + 1}`, n.link] as const)
    ]
    for (const [where, link] of links) if (linkProblem(link)) return `${where} 的跳转${linkProblem(link)}`
  }
  return ''
}

/** The home page: add, order and configure components with a live preview of the draft, publish, roll back. */
export default function HomeEditor() {
  const [components, setComponents] = useState<Component[]>([])
  const [style, setStyle] = useState<HomeInputT['global_style']>({
    pageConf: { bgColor: '#F5F5F5' },
    useFooter: true,
    useHeader: true
  })
  const [versions, setVersions] = useState<Version[]>([])
  const [adding, setAdding] = useState<Component['type']>('spu-list')
  const draft = useMemo(() => ({ components, global_style: style }), [components, style])
  const load = async () => {
    const list = await call('GET /home')
    setVersions(list)
    const active = list.find((v) => v.active)
    if (active) {
      setComponents(JSON.parse(active.data).components ?? [])
      setStyle({
        pageConf: { bgColor: '#F5F5F5' },
        useFooter: true,
        useHeader: true,
        ...JSON.parse(active.globalStyle)
      })
    }
  }
  useEffect(() => {
    load().catch(showError)
  }, [])
  const move = (i: number, d: number) => {
    const next = [...components]
    ;[next[i], next[i + d]] = [next[i + d], next[i]]
    setComponents(next)
  }
  const publish = async () => {
    const bad = badLink(components)
    if (bad) return void message.error(bad)
    try {
      await call('POST /home/publish', { body: { components, global_style: style, note: '首页' } })
      message.success('首页已发布，商城即时生效')
      await load()
    } catch (err) {
      showError(err)
    }
  }
  return (
    <Row gutter={24} wrap={false}>
      <Col flex='auto'>
        <Card
          title='首页装修'
          extra={
            <Space>
              <Select
                aria-label='组件类型'
                value={adding}
                onChange={setAdding}
                options={Object.entries(LABEL).map(([value, label]) => ({ value, label }))}
                style={{ width: 140 }}
              />
              <Button onClick={() => setComponents([...components, blank(adding)])}>添加组件</Button>
              <Button type='primary' onClick={publish}>
                发布
              </Button>
            </Space>
          }
        >
          {components.map((c, i) => (
            <Card
              key={i}
              size='small'
              className='home-component'
              style={{ marginBottom: 12 }}
              title={
                <Space>
                  <Tag>{i + 1}</Tag>
                  {LABEL[c.type]}
                </Space>
              }
              extra={
                <Space>
                  <Button size='small' disabled={i === 0} onClick={() => move(i, -1)}>
                    上移
                  </Button>
                  <Button size='small' disabled={i === components.length - 1} onClick={() => move(i, 1)}>
                    下移
                  </Button>
                  <Button size='small' danger onClick={() => setComponents(components.filter((_, j) => j !== i))}>
                    删除
                  </Button>
                </Space>
              }
            >
              <ComponentForm c={c} onChange={(n) => setComponents(components.map((x, j) => (j === i ? n : x)))} />
            </Card>
          ))}
        </Card>
        <VersionsCard
          area='home'
          versions={versions}
          detail={{ title: '说明', render: (v) => v.name }}
          onRolledBack={load}
        />
      </Col>
      <Col flex='395px'>
        <DraftPreview draft={draft} />
      </Col>
    </Row>
  )
}
