import { useEffect, useState } from 'react'
import { Button, Card, Col, Input, InputNumber, Row, Select, Space, Table, Tag, message } from 'antd'
import dayjs from 'dayjs'
import type { HomeInputT } from '../../../server/src/admin/contract'
import { get, post } from '../api'
import { showError } from '../form-errors'
import { GoodsPicker } from '../goods-picker'

type Component = HomeInputT['components'][number]
interface Version {
  id: number
  name: string
  data: string
  globalStyle: string
  active: boolean
  updatedAt: string
}
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

/** One component's settings: title and goods for the lists; theme number and nav items for the swiper. */
function ComponentForm({ c, onChange }: { c: Component; onChange: (c: Component) => void }) {
  if (c.type === 'home-swiper-nav') {
    const p = c.inputProps
    return (
      <Space direction='vertical' style={{ width: '100%' }}>
        <Space>
          主题编号{' '}
          <InputNumber
            aria-label='主题编号'
            min={1}
            max={9}
            value={p.theme}
            onChange={(v) => onChange({ ...c, inputProps: { ...p, theme: Number(v || 1) } })}
          />
        </Space>
        {p.navs.map((n, i) => (
          <Space key={i}>
            <Input
              aria-label='导航名称'
              placeholder='名称'
              value={n.title}
              onChange={(e) =>
                onChange({
                  ...c,
                  inputProps: { ...p, navs: p.navs.map((x, j) => (j === i ? { ...x, title: e.target.value } : x)) }
                })
              }
            />
            <Input
              aria-label='导航链接'
              placeholder='链接，如 /pages/goods-category/index'
              value={n.link}
              onChange={(e) =>
                onChange({
                  ...c,
                  inputProps: { ...p, navs: p.navs.map((x, j) => (j === i ? { ...x, link: e.target.value } : x)) }
                })
              }
            />
            <Button onClick={() => onChange({ ...c, inputProps: { ...p, navs: p.navs.filter((_, j) => j !== i) } })}>
              删除
            </Button>
          </Space>
        ))}
        <Button
          size='small'
          onClick={() => onChange({ ...c, inputProps: { ...p, navs: [...p.navs, { title: '', icon: '', link: '' }] } })}
        >
          添加导航
        </Button>
      </Space>
    )
  }
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

/** The home page: add, order and configure components, publish, and roll back to an earlier version. */
export default function HomeEditor() {
  const [components, setComponents] = useState<Component[]>([])
  const [style, setStyle] = useState<HomeInputT['global_style']>({
    pageConf: { bgColor: '#F5F5F5' },
    useFooter: true,
    useHeader: true
  })
  const [versions, setVersions] = useState<Version[]>([])
  const [adding, setAdding] = useState<Component['type']>('spu-list')
  const [preview, setPreview] = useState(0)
  const load = async () => {
    const list = await get<Version[]>('/home')
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
    try {
      await post('/home/publish', { components, global_style: style, note: '首页' })
      message.success('首页已发布，商城即时生效')
      setPreview((n) => n + 1)
      await load()
    } catch (err) {
      showError(err)
    }
  }
  const rollback = async (id: number) => {
    try {
      await post(`/home/rollback/${id}`)
      message.success(`已回滚到版本 #${id}`)
      setPreview((n) => n + 1)
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
        <Card title='版本' style={{ marginTop: 16 }}>
          <Table
            rowKey='id'
            size='small'
            dataSource={versions}
            pagination={false}
            columns={[
              { title: '版本', dataIndex: 'id', render: (id: number) => `#${id}` },
              { title: '说明', dataIndex: 'name' },
              { title: '时间', dataIndex: 'updatedAt', render: (d: string) => dayjs(d).format('YYYY-MM-DD HH:mm') },
              {
                title: '',
                render: (_: unknown, v: Version) =>
                  v.active ? (
                    '当前'
                  ) : (
                    <Button size='small' onClick={() => rollback(v.id)}>
                      回滚到此版本
                    </Button>
                  )
              }
            ]}
          />
        </Card>
      </Col>
      <Col flex='395px'>
        <Card size='small' title='商城首页（已发布）' extra={<a onClick={() => setPreview((n) => n + 1)}>刷新</a>}>
          <iframe
            key={preview}
            title='商城首页预览'
            src='/#/pages/home/index'
            style={{ width: 375, height: 667, border: '1px solid #eee' }}
          />
        </Card>
      </Col>
    </Row>
  )
}
