import { useEffect, useState } from 'react'
import { ProForm, ProFormDigit, ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components'
import { Card, Form, Table, message } from 'antd'
import dayjs from '../../day'
import { call, type Answer } from '../../api'
import { showError } from '../../form-errors'

type Msg = Answer<'GET /messages'>[number]

/** A message to one shopper's message centre, or to every shopper's. */
export default function Messages() {
  const [form] = Form.useForm()
  const [recent, setRecent] = useState<Msg[]>([])
  const to = Form.useWatch('to', form)
  const load = () => call('GET /messages').then(setRecent, showError)
  useEffect(() => {
    load()
  }, [])
  return (
    <>
      <Card title='发送消息'>
        <ProForm
          form={form}
          initialValues={{ to: 'one' }}
          submitter={{ searchConfig: { submitText: '发送' }, resetButtonProps: false }}
          onFinish={async (v) => {
            try {
              const { sent } = await call('POST /messages', {
                body: { user_id: v.to === 'all' ? null : v.user_id, title: v.title, content: v.content }
              })
              message.success(`已发送给 ${sent} 位用户`)
              form.resetFields(['title', 'content'])
              load()
            } catch (err) {
              showError(err, form)
            }
          }}
        >
          <ProFormRadio.Group
            name='to'
            label='发送给'
            options={[
              { value: 'one', label: '指定用户' },
              { value: 'all', label: '全部用户' }
            ]}
          />
          {to !== 'all' && (
            <ProFormDigit
              name='user_id'
              label='用户 ID'
              min={1}
              fieldProps={{ precision: 0 }}
              rules={[{ required: true, message: '请输入用户 ID' }]}
            />
          )}
          <ProFormText
            name='title'
            label='标题'
            rules={[
              { required: true, message: '请输入标题' },
              { max: 100, message: '最多 100 字' }
            ]}
          />
          <ProFormTextArea
            name='content'
            label='内容'
            rules={[
              { required: true, message: '请输入内容' },
              { max: 2000, message: '最多 2000 字' }
            ]}
          />
        </ProForm>
      </Card>
      <Card title='最近发送' style={{ marginTop: 16 }}>
        <Table
          rowKey='id'
          size='small'
          dataSource={recent}
          columns={[
            { title: '用户', dataIndex: 'userId' },
            { title: '标题', dataIndex: 'title' },
            { title: '时间', dataIndex: 'createdAt', render: (d: string) => dayjs(d).format('YYYY-MM-DD HH:mm') }
          ]}
        />
      </Card>
    </>
  )
}
