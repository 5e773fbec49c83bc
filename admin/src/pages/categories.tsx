import { useState } from 'react'
import { ModalForm, ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components'
import { Button, Card, Form, Popconfirm, Space, Table, message } from 'antd'
import { call } from '../api'
import { useCategoryOptions, type CategoryRow } from '../categories-options'
import { showError } from '../form-errors'

/** The two-level category tree: order (sort), icon colour, add / edit / delete (refused while it holds goods). */
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
    <ModalForm<{ parent_id?: number; name: string; sort: number; color: string }>
      key={row?.id ?? 'new'}
      title={row ? '编辑分类' : '新建分类'}
      form={form}
      trigger={row ? <a>编辑</a> : <Button type='primary'>新建分类</Button>}
      initialValues={
        row
          ? { parent_id: row.parentId ?? undefined, name: row.name, sort: row.sort, color: row.color }
          : { sort: 0, color: '#D4AC52' }
      }
      modalProps={{ destroyOnClose: true }}
      onFinish={async (v) => {
        const body = { parent_id: v.parent_id ?? null, name: v.name, sort: v.sort ?? 0, color: v.color }
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
      <ProFormDigit name='sort' label='排序（小的在前）' min={0} fieldProps={{ precision: 0 }} />
      <ProFormText
        name='color'
        label='图标颜色'
        rules={[{ pattern: /^#[0-9A-Fa-f]{6}$/, message: '须为 # 加 6 位十六进制，如 #D4AC52' }]}
      />
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
          {
            title: '图标',
            dataIndex: 'color',
            render: (c: string) => (
              <span
                role='img'
                aria-label={`颜色 ${c}`}
                style={{ display: 'inline-block', width: 20, height: 20, borderRadius: 4, background: c }}
              />
            )
          },
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
