import { useState } from 'react'
import { ModalForm, ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components'
import { Button, Card, Form, Popconfirm, Space, Table, message } from 'antd'
import { call } from '../api'
import { useCategoryOptions, type CategoryRow } from '../categories-options'
import { showError } from '../form-errors'
import { ImageUpload } from '../image-upload'
import { boxPictureUrl } from '../picture'

/**
 * A category's icon in the list: its uploaded picture, else the placeholder the shop's app draws (the name's first
 * character on a grey disc), so the operator sees what shoppers see.
 */
function Icon({ row }: { row: CategoryRow }) {
  const size = 32
  const box = { width: size, height: size, borderRadius: '50%', display: 'inline-block', verticalAlign: 'middle' }
  if (row.picture)
    return (
      <img src={boxPictureUrl(row.picture, size)} alt={`${row.name}的图标`} style={{ ...box, objectFit: 'cover' }} />
    )
  return (
    <span
      role='img'
      aria-label='未上传图标'
      style={{
        ...box,
        lineHeight: '32px',
        textAlign: 'center',
        background: '#eeeeee',
        color: '#666666',
        fontWeight: 600
      }}
    >
      {[...row.name][0]}
    </span>
  )
}

/**
 * The two-level category tree: order (sort), the icon (uploaded through the one upload path as a stored picture, shown
 * on the home nav and the category page; docs/decisions/0034-pictures.md), add / edit / delete (refused while it holds
 * goods).
 */
export default function Categories() {
  const [version, setVersion] = useState(0)
  const { rows, tops } = useCategoryOptions(version)
  const [form] = Form.useForm()
  const tree = rows
    .filter((r) => r.parentId === null)
    .map((top) => ({
      ...top,
      key: top.id,
      children: rows.filter((r) => r.parentId === top.id).map((c) => ({ ...c, key: c.id }))
    }))
  const remove = async (id: number) => {
    try {
      await call('DELETE /categories/:id', { params: { id } })
      setVersion((v) => v + 1)
    } catch (err) {
      showError(err)
    }
  }
  const editor = (row?: CategoryRow) => (
    <ModalForm<{ parent_id?: number; name: string; sort: number; picture: string[] }>
      key={row?.id ?? 'new'}
      title={row ? '编辑分类' : '新建分类'}
      form={form}
      trigger={row ? <a>编辑</a> : <Button type='primary'>新建分类</Button>}
      initialValues={
        row
          ? {
              parent_id: row.parentId ?? undefined,
              name: row.name,
              sort: row.sort,
              picture: row.picture ? [row.picture] : []
            }
          : { sort: 0, picture: [] }
      }
      modalProps={{ destroyOnClose: true }}
      onFinish={async (v) => {
        const body = { parent_id: v.parent_id ?? null, name: v.name, sort: v.sort ?? 0, picture: v.picture?.[0] ?? '' }
        try {
          if (row) await call('PUT /categories/:id', { params: { id: row.id }, body })
          else await call('POST /categories', { body })
          message.success('已保存')
          setVersion((n) => n + 1)
          return true
        } catch (err) {
          showError(err, form)
          return false
        }
      }}
    >
      <ProFormSelect name='parent_id' label='上级分类（不选为一级）' options={tops} allowClear />
      <ProFormText
        name='name'
        label='名称'
        rules={[
          { required: true, message: '请输入名称' },
          { max: 20, message: '最多 20 字' }
        ]}
      />
      <ProFormDigit name='sort' label='排序（大的在前）' min={0} fieldProps={{ precision: 0 }} />
      {/* A key of a stored picture; without one the app shows the name's first character (docs/console.md). */}
      <Form.Item name='picture' label='图标（首页导航、分类页显示，建议正方形，至少 200×200）'>
        <ImageUpload keys max={1} label='上传图标' />
      </Form.Item>
    </ModalForm>
  )
  return (
    <Card title='分类' extra={editor()}>
      <Table
        rowKey='id'
        dataSource={tree}
        pagination={false}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '排序', dataIndex: 'sort' },
          { title: '图标', render: (_: unknown, r: CategoryRow) => <Icon row={r} /> },
          {
            title: '操作',
            render: (_: unknown, r: CategoryRow) => (
              <Space>
                {editor(r)}
                <Popconfirm title='删除该分类？' onConfirm={() => remove(r.id)}>
                  <a>删除</a>
                </Popconfirm>
              </Space>
            )
          }
        ]}
      />
    </Card>
  )
}
