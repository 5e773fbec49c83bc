import type { MutableRefObject } from 'react'
import type { ActionType, ProColumns } from '@ant-design/pro-components'
import { Button, message } from 'antd'
import { api, type RouteKey, type RowOf } from './api'
import { showError } from './form-errors'

/**
 * What the console's ProTable list pages share: the 操作 column, running a row action (message, reload, and the
 * error shown while a confirmation dialog stays open), and a paged request over `/api/admin/<list>`.
 */

export interface RowAction {
  key: string
  label: string
  onClick: () => void
  /** false hides it (the role lacks the permission, or the row's state does not allow it). */
  show?: boolean
  danger?: boolean
}

/** The 操作 column: link buttons (focusable, unlike bare anchors) for the actions the row allows. */
export function actionColumn<Row>(actions: (r: Row) => RowAction[], title = '操作'): ProColumns<Row> {
  return {
    title,
    valueType: 'option',
    render: (_, r) =>
      actions(r)
        .filter((a) => a.show !== false)
        .map((a) => (
          <Button key={a.key} type='link' size='small' danger={a.danger} style={{ padding: 0 }} onClick={a.onClick}>
            {a.label}
          </Button>
        ))
  }
}

/**
 * Runs a row action, says `done`, reloads the table. A refusal is shown and thrown again, so the confirmation
 * dialog that ran it stays open.
 */
export const rowRunner =
  (table: MutableRefObject<ActionType | undefined>) => (fn: () => Promise<unknown>, done: string) => async () => {
    try {
      await fn()
      message.success(done)
      table.current?.reload()
    } catch (err) {
      showError(err)
      throw err
    }
  }

type Params = Record<string, unknown> & { current?: number; pageSize?: number }

/** A paged list route of the contract: a GET answering `{ list, total }`. */
type ListKey = { [K in RouteKey]: K extends `GET ${string}` ? (RowOf<K> extends never ? never : K) : never }[RouteKey]

/** A ProTable `request` over a paged console list: page, page_size and the named search fields (trimmed). */
export function pagedRequest<K extends ListKey>(key: K, fields: string[]) {
  const path = key.slice('GET '.length)
  return async (params: Params) => {
    const q = new URLSearchParams({ page: String(params.current ?? 1), page_size: String(params.pageSize ?? 20) })
    for (const f of fields) {
      const v = params[f]
      if (v !== undefined && v !== null && String(v).trim() !== '') q.set(f, String(v).trim())
    }
    const res = await api<{ list: RowOf<K>[]; total: number }>('GET', `${path}?${q}`)
    return { data: res.list, total: res.total, success: true }
  }
}
