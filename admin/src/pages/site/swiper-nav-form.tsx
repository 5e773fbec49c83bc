import type { ReactNode } from 'react'
import { Button, Card, Input, InputNumber, Space, Switch, Typography } from 'antd'
import type { HomeInputT } from '@contract/admin/site'
import { ImageUpload } from '../../image-upload'
import { PageLink } from './page-link'

type SwiperNav = Extract<HomeInputT['components'][number], { type: 'home-swiper-nav' }>
type Props = SwiperNav['inputProps']
type Banner = Props['banners'][number]
type Nav = Props['navs'][number]

/** Up, down and delete for one entry of a list (banners, nav items). */
function RowTools<T>({ list, i, set, what }: { list: T[]; i: number; set: (l: T[]) => void; what: string }) {
  const move = (d: number) => {
    const next = [...list]
    ;[next[i], next[i + d]] = [next[i + d], next[i]]
    set(next)
  }
  return (
    <Space>
      <Button
        size='small'
        autoInsertSpace={false}
        aria-label={`${what} ${i + 1} 上移`}
        disabled={i === 0}
        onClick={() => move(-1)}
      >
        上移
      </Button>
      <Button
        size='small'
        autoInsertSpace={false}
        aria-label={`${what} ${i + 1} 下移`}
        disabled={i === list.length - 1}
        onClick={() => move(1)}
      >
        下移
      </Button>
      <Button
        size='small'
        danger
        autoInsertSpace={false}
        aria-label={`${what} ${i + 1} 删除`}
        onClick={() => set(list.filter((_, j) => j !== i))}
      >
        删除
      </Button>
    </Space>
  )
}

function Entry({ title, tools, children }: { title: string; tools: ReactNode; children: ReactNode }) {
  return (
    <Card size='small' type='inner' title={title} extra={tools} style={{ marginBottom: 8 }}>
      <Space direction='vertical' style={{ width: '100%' }}>
        {children}
      </Space>
    </Card>
  )
}

/** The swiper and nav component: theme number, banners (picture, title, link, on/off, order) and nav items. */
export function SwiperNavForm({ c, onChange }: { c: SwiperNav; onChange: (c: SwiperNav) => void }) {
  const p = c.inputProps
  const set = (patch: Partial<Props>) => onChange({ ...c, inputProps: { ...p, ...patch } })
  const setBanner = (i: number, b: Partial<Banner>) =>
    set({ banners: p.banners.map((x, j) => (j === i ? { ...x, ...b } : x)) })
  const setNav = (i: number, n: Partial<Nav>) => set({ navs: p.navs.map((x, j) => (j === i ? { ...x, ...n } : x)) })
  return (
    <Space direction='vertical' style={{ width: '100%' }}>
      <Space>
        主题编号
        <InputNumber
          aria-label='主题编号'
          min={1}
          max={9}
          value={p.theme}
          onChange={(v) => set({ theme: Number(v || 1) })}
        />
      </Space>
      <Typography.Text strong>轮播图（{p.banners.length}/10）</Typography.Text>
      {p.banners.map((b, i) => (
        <Entry
          key={i}
          title={`轮播图 ${i + 1}`}
          tools={
            <Space>
              <Switch
                aria-label={`轮播图 ${i + 1} 显示`}
                checkedChildren='显示'
                unCheckedChildren='隐藏'
                checked={b.enabled !== false}
                onChange={(on) => setBanner(i, { enabled: on })}
              />
              <RowTools list={p.banners} i={i} set={(banners) => set({ banners })} what='轮播图' />
            </Space>
          }
        >
          <ImageUpload
            max={1}
            label='上传图片'
            value={b.image ? [b.image] : []}
            onChange={(v) => setBanner(i, { image: v[v.length - 1] ?? '' })}
          />
          <Input
            aria-label={`轮播图 ${i + 1} 标题`}
            addonBefore='标题'
            maxLength={20}
            value={b.title}
            onChange={(e) => setBanner(i, { title: e.target.value })}
          />
          <PageLink label={`轮播图 ${i + 1} 跳转`} value={b.link} onChange={(link) => setBanner(i, { link })} />
        </Entry>
      ))}
      <Button
        size='small'
        disabled={p.banners.length >= 10}
        onClick={() => set({ banners: [...p.banners, { image: '', title: '', link: '', enabled: true }] })}
      >
        添加轮播图
      </Button>
      <Typography.Text strong>导航（{p.navs.length}/10）</Typography.Text>
      {p.navs.map((n, i) => (
        <Entry
          key={i}
          title={`导航 ${i + 1}`}
          tools={<RowTools list={p.navs} i={i} set={(navs) => set({ navs })} what='导航' />}
        >
          <Input
            aria-label='导航名称'
            addonBefore='名称'
            maxLength={6}
            value={n.title}
            onChange={(e) => setNav(i, { title: e.target.value })}
          />
          <ImageUpload
            max={1}
            size='icon'
            label='上传图标'
            value={n.icon ? [n.icon] : []}
            onChange={(v) => setNav(i, { icon: v[v.length - 1] ?? '' })}
          />
          <PageLink label={`导航 ${i + 1} 跳转`} value={n.link} onChange={(link) => setNav(i, { link })} />
        </Entry>
      ))}
      <Button
        size='small'
        disabled={p.navs.length >= 10}
        onClick={() => set({ navs: [...p.navs, { title: '', icon: '', link: '' }] })}
      >
        添加导航
      </Button>
    </Space>
  )
}
