import { useContext, useRef, useState } from 'react'
import { ModalForm, ProFormSelect, ProFormText, ProTable, type ActionType } from '@ant-design/pro-components'
import { Button, Form, Modal, Tag, Typography, message } from 'antd'
import { ROLES } from '@contract/admin/roles'
import { call, type Answer, type RequestBody } from '../../api'
import { showError } from '../../form-errors'
import { MeContext } from '../../me'
import { actionColumn, rowRunner } from '../../row-actions'
import { confirmAction } from '../../fulfil/reason-confirm'
import { RoleDialog } from './staff-role'

type Row = Answer<'GET /staff'>[number]
/** The role's name; a role the console does not know (an older account) shows as stored. */
export const roleName = (role: string) => (ROLES as Record<string, string>)[role] ?? role
const roleOptions = Object.entries(ROLES).map(([value, label]) => ({ value, label }))

/** The new password, shown this once: the server keeps only its hash. */
function showPassword(r: Row, password: string) {
  Modal.success({
    title: `${r.name} 的新密码`,
    width: 460,
    content: (
      <>
        <Typography.Paragraph copyable={{ text: password }} style={{ fontSize: 20, fontFamily: 'monospace' }}>
          {password}
        </Typography.Paragraph>
        <p>只显示这一次，请当面或通过安全渠道交给本人。对方登录后须立即修改密码；原有登录已全部退出。</p>
      </>
    ),
    okText: '我已记下'
  })
}

/**
 * Staff accounts (超级管理员 only): a new account must change its password at first sign-in; 停用 ends its sessions
 * at once; 重置密码 gives a one-time password; the last active 超级管理员 can be neither stopped nor demoted.
 */
export default function Staff() {
  const ref = useRef<ActionType>()
  const [form] = Form.useForm()
  const me = useContext(MeContext)
  const [roleOf, setRoleOf] = useState<Row | null>(null)
  const run = rowRunner(ref)
  const setActive = (r: Row, active: boolean) =>
    confirmAction({
      title: `${active ? '启用' : '停用'}员工 ${r.name}？`,
      content: active ? '启用后可用原密码登录。' : '停用后该账号立即退出登录，且不能再登录；可随时重新启用。',
      okText: active ? '启用' : '停用',
      danger: !active,
      run: run(
        () => call('POST /staff/:id/status', { params: { id: r.id }, body: { active } }),
        active ? '已启用' : '已停用，该账号的登录已结束'
      )
    })
  const reset = (r: Row) =>
    confirmAction({
      title: `重置 ${r.name} 的密码？`,
      content: '将生成一次性新密码，原密码立即失效，该账号的登录全部退出。',
      okText: '重置密码',
      danger: true,
      run: async () => {
        try {
          const { password } = await call('POST /staff/:id/password', { params: { id: r.id }, body: { confirm: true } })
          ref.current?.reload()
          showPassword(r, password)
        } catch (err) {
          showError(err)
          throw err
        }
      }
    })
  return (
    <>
      <RoleDialog
        target={roleOf}
        onClose={(done) => {
          setRoleOf(null)
          if (done) ref.current?.reload()
        }}
      />
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
              options={roleOptions}
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
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: '用户名', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'name' },
          { title: '角色', dataIndex: 'role', render: (_, r) => roleName(r.role) },
          {
            title: '状态',
            dataIndex: 'status',
            render: (_, r) => (
              <>
                {r.status ? <Tag color='green'>正常</Tag> : <Tag>停用</Tag>}
                {r.mustChangePassword && <Tag color='orange'>待改密码</Tag>}
              </>
            )
          },
          actionColumn((r) => {
            const self = r.id === me?.id
            return [
              { key: 'role', label: '修改角色', onClick: () => setRoleOf(r) },
              { key: 'reset', label: '重置密码', show: !self, onClick: () => reset(r) },
              {
                key: 'stop',
                label: '停用',
                show: !self && r.status === 1,
                danger: true,
                onClick: () => setActive(r, false)
              },
              { key: 'start', label: '启用', show: r.status === 0, onClick: () => setActive(r, true) }
            ]
          })
        ]}
      />
    </>
  )
}
