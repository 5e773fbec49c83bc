import { useEffect, useState } from 'react'
import { Select } from 'antd'
import { call } from './api'

/** Picks goods by searching their titles; stores each goods' first SKU id, which the home components list. */
export function GoodsPicker({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const [options, setOptions] = useState<Array<{ value: number; label: string }>>([])
  const search = (q: string) =>
    call('GET /goods', { query: { page_size: 20, q } }).then(
      (r) =>
        setOptions(
          r.list
            .filter((h) => h.firstSkuId)
            .map((h) => ({ value: h.firstSkuId as number, label: `${h.title}（规格 ${h.firstSkuId}）` }))
        ),
      () => undefined
    )
  useEffect(() => {
    search('')
  }, [])
  return (
    <Select
      aria-label='选择商品'
      mode='multiple'
      style={{ width: '100%' }}
      placeholder='搜索商品名称添加'
      value={value}
      onChange={onChange}
      filterOption={false}
      onSearch={search}
      options={[
        ...options,
        ...value.filter((id) => !options.some((o) => o.value === id)).map((id) => ({ value: id, label: `规格 ${id}` }))
      ]}
    />
  )
}
