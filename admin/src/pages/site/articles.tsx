import { useRef } from 'react'
import {
  ModalForm,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
  ProTable,
  type ActionType
} from '@ant-design/pro-components'
import { Button, Form, message } from 'antd'
import type { ArticleInputT } from '@contract/admin/site'
import { call, type Answer } from '../../api'
import { showError } from '../../form-errors'
import { RichEditor } from '../../rich-editor'

type Row = Answer<'GET /articles'>[number]

/** Service terms, privacy policy and help articles, written in the editor whose output the shop's sanitiser keeps. */
export default function Articles() {
  const ref = useRef<ActionType>()
  const [form] = Form.useForm()
  const editor = (row?: Row) => (
    <ModalForm<ArticleInputT>
      key={row?.id ?? 'new'}
      title={row ? '编辑文章' : '新建文章'}
      form={form}
      width={760}
      trigger={row ? <a>编辑</a> : <Button type='primary'>新建文章</Button>}
      modalProps={{ destroyOnClose: true }}
      request={async () =>
        row
          ? call('GET /articles/:id', { params: { id: row.id } })
          : { column: 'help', title: '', summary: '', content: '', sort: 0, visible: true }
      }
      onFinish={async (v) => {
        try {
          const body = { ...v, summary: v.summary ?? '', sort: v.sort ?? 0, visible: !!v.visible }
          if (row) await call('PUT /articles/:id', { params: { id: row.id }, body })
          else await call('POST /articles', { body })
          message.success('已保存')
          ref.current?.reload()
          return true
        } catch (err) {
          showError(err, form)
          return false
        }
      }}
    >
      <ProFormText name='title' label='标题' rules={[{ required: true, message: '请输入标题' }]} />
      <ProFormText name='column' label='栏目' rules={[{ required: true, message: '请输入栏目' }]} />
      <ProFormText name='summary' label='摘要' />
      <ProFormDigit name='sort' label='排序' min={0} fieldProps={{ precision: 0 }} />
      <ProFormSwitch name='visible' label='显示' />
      <Form.Item name='content' label='正文' rules={[{ required: true, message: '请输入正文' }]}>
        <RichEditor label='文章正文' />
      </Form.Item>
    </ModalForm>
  )
  return (
    <ProTable<Row>
      headerTitle='文章'
      rowKey='id'
      actionRef={ref}
      search={false}
      toolBarRender={() => [editor()]}
      request={async () => ({ data: await call('GET /articles'), success: true })}
      columns={[
        { title: 'ID', dataIndex: 'id' },
        { title: '栏目', dataIndex: 'column' },
        { title: '标题', dataIndex: 'title' },
        { title: '排序', dataIndex: 'sort' },
        { title: '显示', dataIndex: 'visible', render: (_, r) => (r.visible ? '是' : '否') },
        { title: '操作', valueType: 'option', render: (_, r) => [editor(r)] }
      ]}
    />
  )
}
