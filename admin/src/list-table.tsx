import { useCallback, useEffect, useImperativeHandle, useState, type ReactNode, type Ref } from 'react'
import { Button, Card, Form, Input, Select, Space, Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { showError } from './form-errors'

/** A filter above the list: a text box, or a select when it has options. */
export interface ListFilter {
  name: string
  label: string
  options?: Array<{ value: string | number; label: string }>
}

export interface ListHandle {
  reload: () => void
  clearSelected: () => void
}

/**
 * The console's declarative list page on antd's Table: columns, filters and a `request` that answers one page.
 * ProTable does the same but its value-type machinery brings every field component (~400 KB gzip), which would put
 * the goods list, the first screen after sign-in, over its 350 KB budget (docs/decisions/0012-console-stack.md).
 */
export function ListTable<T extends object>(props: {
  title: string
  rowKey: keyof T & string
  columns: ColumnsType<T>
  filters?: ListFilter[]
  request: (q: Record<string, string | number>) => Promise<{ list: T[]; total: number }>
  toolbar?: ReactNode
  /** Actions for the selected rows; the list is selectable when given. */
  batch?: (ids: Array<string | number>) => ReactNode
  handle?: Ref<ListHandle>
}) {
  const [form] = Form.useForm()
  const [rows, setRows] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState({ current: 1, size: 20 })
  const [query, setQuery] = useState<Record<string, string>>({})
  const [loading, setLoading] = useState(false)
  const [selected, setSelected] = useState<Array<string | number>>([])
  const [tick, setTick] = useState(0)
  const { request } = props

  const load = useCallback(async () => {
    setLoading(true)
    try {
      const res = await request({ ...query, page: page.current, page_size: page.size })
      setRows(res.list)
      setTotal(res.total)
    } catch (err) {
      showError(err)
    } finally {
      setLoading(false)
    }
  }, [request, query, page])
  useEffect(() => {
    load()
  }, [load, tick])
  useImperativeHandle(props.handle, () => ({
    reload: () => setTick((n) => n + 1),
    clearSelected: () => setSelected([])
  }))

  const search = (v: Record<string, unknown>) => {
    const q: Record<string, string> = {}
    for (const [k, val] of Object.entries(v)) if (val !== undefined && val !== null && val !== '') q[k] = String(val)
    setQuery(q)
    setPage((p) => ({ ...p, current: 1 }))
  }

  return (
    <Space direction='vertical' style={{ width: '100%' }} size='middle'>
      {!!props.filters?.length && (
        <Card size='small'>
          <Form form={form} layout='inline' onFinish={search}>
            {props.filters.map((f) => (
              <Form.Item key={f.name} name={f.name} label={f.label}>
                {f.options ? (
                  <Select
                    allowClear
                    showSearch
                    optionFilterProp='label'
                    options={f.options}
                    style={{ width: 200 }}
                    placeholder='全部'
                  />
                ) : (
                  <Input allowClear placeholder='请输入' style={{ width: 200 }} />
                )}
              </Form.Item>
            ))}
            <Space>
              <Button onClick={() => (form.resetFields(), search({}))}>重置</Button>
              <Button type='primary' htmlType='submit'>
                查询
              </Button>
            </Space>
          </Form>
        </Card>
      )}
      <Card
        title={props.title}
        extra={
          <Space>
            {props.batch && selected.length > 0 && (
              <>
                <span>已选 {selected.length} 项</span>
                {props.batch(selected)}
              </>
            )}
            {props.toolbar}
          </Space>
        }
      >
        <Table<T>
          rowKey={props.rowKey}
          columns={props.columns}
          dataSource={rows}
          loading={loading}
          rowSelection={
            props.batch
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys as Array<string | number>),
                  // Each row's checkbox is named for screen readers (axe: form elements must have labels). antd
                  // passes it on to the input, though its type lists only the checkbox's own props.
                  getCheckboxProps: () => ({ 'aria-label': '选择此行' }) as never
                }
              : undefined
          }
          pagination={{
            current: page.current,
            pageSize: page.size,
            total,
            showSizeChanger: true,
            showTotal: (n) => `共 ${n} 条`,
            onChange: (current, size) => setPage({ current, size })
          }}
        />
      </Card>
    </Space>
  )
}
