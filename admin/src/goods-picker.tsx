import { useEffect, useRef, useState } from 'react'
import { Select, Space, Tag } from 'antd'
import { call, type Answer } from './api'
import { boxPictureUrl } from './picture'

type Goods = Answer<'GET /home/goods'>[number]

/** A goods as an operator knows it: its name (and spec when it has several), never its SKU number. */
export const goodsName = (g: Goods) => (g.spec_text ? `${g.title}（${g.spec_text}）` : g.title)

/** The picture and name of one goods, in the dropdown and in the picked tags. */
function GoodsLabel({ g }: { g: Goods }) {
  return (
    <Space size={6}>
      {g.picture ? (
        <img
          src={boxPictureUrl(g.picture, 24)}
          alt=''
          width={24}
          height={24}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      ) : null}
      <span>{goodsName(g)}</span>
      {g.on_shelf ? null : <Tag color='red'>已下架</Tag>}
    </Space>
  )
}

/**
 * Picks goods by searching their titles (on-shelf goods only: publishing refuses the others) and stores each goods'
 * first SKU id, which the home components list. Goods already in the list are named through GET /home/goods too, so
 * a saved page reads as names and pictures (an id the shop no longer has reads 已删除的商品).
 */
export function GoodsPicker({
  value,
  onChange,
  single,
  label = '选择商品'
}: {
  value: number[]
  onChange: (ids: number[]) => void
  /** One goods only (a link to goods-info). */
  single?: boolean
  label?: string
}) {
  const [found, setFound] = useState<Goods[]>([])
  const [known, setKnown] = useState<ReadonlyMap<number, Goods>>(new Map())
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set())
  const searching = useRef(0)
  const remember = (list: Goods[]) => setKnown((now) => new Map([...now, ...list.map((g) => [g.sku_id, g] as const)]))
  const search = (q: string) => {
    const mine = ++searching.current
    call('GET /home/goods', { query: { q } }).then(
      (list) => {
        // An older search answering late would replace the results of what the operator typed since.
        if (mine !== searching.current) return
        setFound(list)
        remember(list)
      },
      () => undefined
    )
  }
  useEffect(() => {
    search('')
    // Once, on mount: later searches come from typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const unnamed = value.filter((id) => !known.has(id) && !gone.has(id)).join(',')
  useEffect(() => {
    if (!unnamed) return
    call('GET /home/goods', { query: { sku_ids: unnamed } }).then(
      (list) => {
        remember(list)
        const asked = unnamed.split(',').map(Number)
        setGone((now) => new Set([...now, ...asked.filter((id) => !list.some((g) => g.sku_id === id))]))
      },
      () => undefined
    )
  }, [unnamed])
  const labelOf = (id: number) => {
    const g = known.get(id)
    if (g) return <GoodsLabel g={g} />
    return gone.has(id) ? <Tag color='red'>已删除的商品</Tag> : '加载中…'
  }
  const options = [
    ...found.map((g) => ({ value: g.sku_id, label: <GoodsLabel g={g} /> })),
    ...value.filter((id) => !found.some((g) => g.sku_id === id)).map((id) => ({ value: id, label: labelOf(id) }))
  ]
  return (
    <Select<number | number[]>
      aria-label={label}
      mode={single ? undefined : 'multiple'}
      allowClear={single}
      showSearch
      style={{ width: '100%', minWidth: 240 }}
      placeholder='搜索商品名称添加'
      value={single ? value[0] : value}
      onChange={(v) => onChange(v === undefined || v === null ? [] : Array.isArray(v) ? v : [v])}
      filterOption={false}
      onSearch={search}
      options={options}
    />
  )
}
