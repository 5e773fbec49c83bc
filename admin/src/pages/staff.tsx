import { useRef } from 'react'
import { ModalForm, ProFormSelect, ProFormText, ProTable, type ActionType } from '@ant-design/pro-components'
import { Button, Form, message } from 'antd'
import { ROLES } from '@contract/admin/roles'
import { call, type Answer, type RequestBody } from '../api'
import { showError } from '../form-errors'

type Row = Answer<'GET /staff'>[number]
/** The role's name; a role the console does not know (an older account) shows as stored. */
const roleName = (role: string) => (ROLES as Record<string, string>)[role] ?? role

/** Staff accounts (超级管理员 only): a new account must change its password at first sign-in. */
export default function Staff() {
  const ref = useRef<ActionType>()
  const [form] = Form.useForm()
  return (
    <ProTable<Row>
      headerTitle='员工'
      rowKey='id'
      actionRef={ref}
      search={false}
      request={async () => ({ data: await call('GET /staff'), success: true })}
      toolBarRender={() => [
        <ModalForm<RequestBody<'POST /staff'>>
          key='new'
          title='新建员工'
          form={form}
          trigger={<Button type='primary'>新建员工</Button>}
          modalProps={{ destroyOnClose: true }}
          onFinish={async (v) => {
            try {
              await call('POST /staff', { body: v })
              message.success('已创建，首次登录须修改密码')
              ref.current?.reload()
              return true
            } catch (err) {
              showError(err, form)
              return false
            }
          }}
        >
          <ProFormText
            name='username'
            label='用户名'
            rules={[{ required: true, pattern: /^[A-Za-z0-9_.-]{3,32}$/, message: '3-32 位字母、数字或 _ . -' }]}
          />
          <ProFormText name='name' label='姓名' rules={[{ required: true, message: '请输入姓名' }]} />
          <ProFormSelect
            name='role'
            label='角色'
            options={Object.entries(ROLES).map(([value, label]) => ({ value, label }))}
            rules={[{ required: true, message: '请选择角色' }]}
          />
          <ProFormText.Password
            name='password'
            label='初始密码'
            rules={[{ required: true, min: 8, message: '至少 8 位，含字母和数字' }]}
          />
        </ModalForm>
      ]}
      columns={[
        { title: 'ID', dataIndex: 'id' },
        { title: '用户名', dataIndex: 'username' },
        { title: '姓名', dataIndex: 'name' },
        { title: '角色', dataIndex: 'role', render: (_, r) => roleName(r.role) },
        { title: '状态', dataIndex: 'status', render: (_, r) => (r.status ? '正常' : '停用') }
      ]}
    />
  )
}
