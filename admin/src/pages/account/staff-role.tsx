import { ModalForm, ProFormSelect } from '@ant-design/pro-components'
import { Form, message } from 'antd'
import { ROLES } from '@contract/admin/roles'
import { call, type Answer, type RequestBody } from '../../api'
import { showError } from '../../form-errors'

type Row = Answer<'GET /staff'>[number]

/** 修改角色: the new role applies at the account's next request (the server reads the role every time). */
export function RoleDialog({ target, onClose }: { target: Row | null; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<RequestBody<'POST /staff/:id/role'>>()
  return (
    <ModalForm<RequestBody<'POST /staff/:id/role'>>
      title={`修改 ${target?.name ?? ''} 的角色`}
      form={form}
      open={!!target}
      initialValues={{ role: target?.role }}
      modalProps={{ destroyOnClose: true, onCancel: () => onClose(false) }}
      onFinish={async (v) => {
        if (!target) return false
        try {
          await call('POST /staff/:id/role', { params: { id: target.id }, body: v })
          message.success('角色已修改')
          onClose(true)
          return true
        } catch (err) {
          showError(err, form)
          return false
        }
      }}
    >
      <ProFormSelect
        name='role'
        label='角色'
        options={Object.entries(ROLES).map(([value, label]) => ({ value, label }))}
        rules={[{ required: true, message: '请选择角色' }]}
      />
    </ModalForm>
  )
}
