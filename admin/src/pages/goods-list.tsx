import { useRef } from 'react'
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, Popconfirm, Space, Tag, message } from 'antd'
import { Link, useNavigate } from 'react-router-dom'
import { del, get, post, yuanText } from '../api'
import { useCategoryOptions } from '../categories-options'
import { showError } from '../form-errors'
import { useCan } from '../me'

interface Row {
  id: number
  title: string
  categoryId: number
  status: number
  sales: number
  minPrice: number
  stock: number
  skuCount: number
}

/** Goods: search by title, filter by category and shelf state, bulk on / off shelf. */
export default function GoodsList() {
  const action = useRef<ActionType>()
  const navigate = useNavigate()
  const canWrite = useCan('goods:write')
  const categories = useCategoryOptions()

  const shelf = async (ids: number[], status: number) => {
    try {
      const { changed } = await post<{ changed: number }>('/goods/shelf', { ids, status })
      message.success(`已${status ? '上架' : '下架'} ${changed} 件商品`)
      action.current?.reload()
      action.current?.clearSelected?.()
    } catch (err) {
      showError(err)
    }
  }
  const remove = async (id: number) => {
    try {
      await del(`/goods/${id}`)
      message.success('已删除')
      action.current?.reload()
    } catch (err) {
      showError(err)
    }
  }

  const columns: ProColumns<Row>[] = [
    { title: 'ID', dataIndex: 'id', width: 80, search: false },
    { title: '商品名称', dataIndex: 'title', render: (_, r) => <Link to={`/goods/${r.id}`}>{r.title}</Link> },
    {
      title: '分类',
      dataIndex: 'categoryId',
      valueType: 'select',
      fieldProps: { options: categories.leaves, showSearch: true, optionFilterProp: 'label' }
    },
    {
      title: '售价',
      dataIndex: 'minPrice',
      search: false,
      render: (_, r) => `${yuanText(r.minPrice)}${r.skuCount > 1 ? ' 起' : ''}`
    },
    { title: '库存', dataIndex: 'stock', search: false },
    { title: '销量', dataIndex: 'sales', search: false },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: { 1: { text: '上架' }, 0: { text: '下架' } },
      render: (_, r) => (r.status ? <Tag color='green'>上架</Tag> : <Tag>下架</Tag>)
    },
    {
      title: '操作',
      valueType: 'option',
      render: (_, r) => [
        <Link key='edit' to={`/goods/${r.id}`}>
          {canWrite ? '编辑' : '查看'}
        </Link>,
        canWrite && (
          <Popconfirm key='del' title='删除该商品？' onConfirm={() => remove(r.id)}>
            <a>删除</a>
          </Popconfirm>
        )
      ]
    }
  ]

  return (
    <ProTable<Row>
      headerTitle='商品'
      rowKey='id'
      actionRef={action}
      columns={columns}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20 }}
      rowSelection={canWrite ? {} : undefined}
      tableAlertOptionRender={({ selectedRowKeys }) => (
        <Space>
          <Button size='small' onClick={() => shelf(selectedRowKeys as number[], 1)}>
            批量上架
          </Button>
          <Button size='small' onClick={() => shelf(selectedRowKeys as number[], 0)}>
            批量下架
          </Button>
        </Space>
      )}
      toolBarRender={() =>
        canWrite
          ? [
              <Button key='new' type='primary' onClick={() => navigate('/goods/new')}>
                新建商品
              </Button>
            ]
          : []
      }
      request={async (params) => {
        const q = new URLSearchParams({ page: String(params.current ?? 1), page_size: String(params.pageSize ?? 20) })
        if (params.title) q.set('q', params.title)
        if (params.categoryId) q.set('category_id', String(params.categoryId))
        if (params.status !== undefined && params.status !== '') q.set('status', String(params.status))
        const res = await get<{ list: Row[]; total: number }>(`/goods?${q}`)
        return { data: res.list, total: res.total, success: true }
      }}
    />
  )
}
