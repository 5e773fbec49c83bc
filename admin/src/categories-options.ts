import { useEffect, useState } from 'react'
import { call, type Answer } from './api'

export type CategoryRow = Answer<'GET /categories'>[number]

/** The category tree as select options: second-level categories (where goods hang) labelled with their parent. */
export function useCategoryOptions(version = 0) {
  const [rows, setRows] = useState<CategoryRow[]>([])
  useEffect(() => {
    call('GET /categories').then(setRows, () => setRows([]))
  }, [version])
  const name = (id: number | null) => rows.find((r) => r.id === id)?.name ?? ''
  return {
    rows,
    tops: rows.filter((r) => r.parentId === null).map((r) => ({ value: r.id, label: r.name })),
    leaves: rows
      .filter((r) => r.parentId !== null)
      .map((r) => ({ value: r.id, label: `${name(r.parentId)} / ${r.name}` }))
  }
}
