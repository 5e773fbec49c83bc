import { useCallback, useRef } from 'react'
import { Button, Popconfirm, Space, Tag, message } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { Link, useNavigate } from 'react-router-dom'
import { call, yuanText, type RowOf } from '../api'
import { useCategoryOptions } from '../categories-options'
import { showError } from '../form-errors'
import { ListTable, type ListHandle } from '../list-table'
import { useCan } from '../me'
import { boxPictureUrl } from '../picture'

type Row = RowOf<'GET /goods'>

/** Goods: search by title, filter by category and shelf state, bulk on / off shelf. */
export default function GoodsList() {
  const list = useRef<ListHandle>(null)
  const navigate = useNavigate()
  const canWrite = useCan('goods:write')
  const categories = useCategoryOptions()
  const categoryName = (id: number) => categories.leaves.find((c) => c.value === id)?.label ?? id

  const shelf = async (ids: Array<string | number>, status: number) => {
    try {
      const { changed } = await call('POST /goods/shelf', { body: { ids: ids.map(Number), status } })
      message.success(`已${status ? '上架' : '下架'} ${changed} 件商品`)
      list.current?.clearSelected()
      list.current?.reload()
    } catch (err) {
      showError(err)
    }
  }
  const remove = async (id: number) => {
    try {
      await call('DELETE /goods/:id', { params: { id } })
      message.success('已删除')
      list.current?.reload()
    } catch (err) {
      showError(err)
    }
  }
  const request = useCallback((q: Record<string, string | number>) => call('GET /goods', { query: q }), [])

  const columns: ColumnsType<Row> = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    {
      title: '主图',
      dataIndex: 'picture',
      width: 64,
      // The thumbnail variant, never the original (docs/decisions/0034-pictures.md).
      render: (_, r) =>
        r.picture ? (
          <img src={boxPictureUrl(r.picture, 40)} alt='' width={40} height={40} style={{ objectFit: 'cover' }} />
        ) : (
          '无'
        )
    },
    { title: '商品名称', dataIndex: 'title', render: (_, r) => <Link to={`/goods/${r.id}`}>{r.title}</Link> },
    { title: '分类', dataIndex: 'categoryId', render: (id: number) => categoryName(id) },
    { title: '售价', dataIndex: 'minPrice', render: (_, r) => `${yuanText(r.minPrice)}${r.skuCount > 1 ? ' 起' : ''}` },
    { title: '库存', dataIndex: 'stock' },
    { title: '销量', dataIndex: 'sales' },
    {
      title: '状态',
      dataIndex: 'status',
      render: (s: number) => (s ? <Tag color='green'>上架</Tag> : <Tag>下架</Tag>)
    },
    {
      title: '操作',
      render: (_, r) => (
        <Space>
          <Link to={`/goods/${r.id}`}>{canWrite ? '编辑' : '查看'}</Link>
          {canWrite && (
            <Popconfirm title='删除该商品？' onConfirm={() => remove(r.id)}>
              <a>删除</a>
            </Popconfirm>
          )}
        </Space>
      )
    }
  ]

  return (
    <ListTable<Row>
      title='商品'
      rowKey='id'
      handle={list}
      columns={columns}
      request={request}
      filters={[
        { name: 'q', label: '商品名称' },
        { name: 'category_id', label: '分类', options: categories.leaves },
        {
          name: 'status',
          label: '状态',
          options: [
            { value: 1, label: '上架' },
            { value: 0, label: '下架' }
          ]
        }
      ]}
      batch={
        canWrite
          ? (ids) => (
              <>
                <Button size='small' onClick={() => shelf(ids, 1)}>
                  批量上架
                </Button>
                <Button size='small' onClick={() => shelf(ids, 0)}>
                  批量下架
                </Button>
              </>
            )
          : undefined
      }
      toolbar={
        canWrite && (
          <Button type='primary' onClick={() => navigate('/goods/new')}>
            新建商品
          </Button>
        )
      }
    />
  )
}
