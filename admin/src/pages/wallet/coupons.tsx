import { useMemo, useRef, useState } from 'react'
import { ModalForm, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, Form, Modal, Tag, message } from 'antd'
import dayjs from '../../day'
import { call } from '../../api'
import { showError } from '../../form-errors'
import { useCan } from '../../me'
import { confirmAction } from '../../fulfil/reason-confirm'
import { actionColumn, pagedRequest, rowRunner } from '../../row-actions'
import { CouponForm, type CouponRow } from './coupon-form'
import { newRequestId } from '../../request-id'

/** Issues one coupon to each shopper named (phones or ids, one per line); sent once however often it is clicked. */
function IssueDialog({
  coupon,
  onClose,
  onDone
}: {
  coupon: CouponRow | null
  onClose: () => void
  onDone: () => void
}) {
  const [form] = Form.useForm<{ users: string }>()
  // One id per opening of the dialog: every try of this dialog is the same request.
  const couponId = coupon?.id
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new id for each coupon the dialog opens on
  const requestId = useMemo(() => newRequestId(), [couponId])
  return (
    <ModalForm<{ users: string }>
      title={coupon ? `发放「${coupon.name}」` : ''}
      form={form}
      open={!!coupon}
      onOpenChange={(o) => !o && onClose()}
      modalProps={{ destroyOnClose: true }}
      submitter={{ searchConfig: { submitText: '发放' } }}
      onFinish={async (v) => {
        const users = v.users.split(/[\s,，]+/).filter(Boolean)
        try {
          if (!coupon) return false
          const res = await call('POST /coupons/:id/issue', {
            params: { id: coupon.id },
            body: { users, request_id: requestId }
          })
          message.success(`已发放 ${res.issued} 张`)
          if (res.skipped.length)
            Modal.info({
              title: `${res.skipped.length} 位用户未发放`,
              content: res.skipped.map((s) => `${s.phone || s.user_id}：${s.reason}`).join('\n')
            })
          onDone()
          return true
        } catch (err) {
          showError(err, form, (p) => (p[0] === 'users' ? ['users'] : p))
          return false
        }
      }}
    >
      <p>
        剩余 {coupon ? coupon.total - coupon.claimed : 0} 张，每人限领 {coupon?.per_user_limit}{' '}
        张（已达上限的用户将跳过）。
      </p>
      <ProFormTextArea
        name='users'
        label='用户手机号或用户 ID（每行一个，最多 500 个）'
        rules={[{ required: true, message: '请输入至少一个用户' }]}
        fieldProps={{ rows: 6 }}
      />
    </ModalForm>
  )
}

/** 运营's coupons: search, create and edit rules, issue to shoppers, stop. */
export default function Coupons() {
  const action = useRef<ActionType>()
  const canWrite = useCan('coupon:write')
  const run = rowRunner(action)
  const [editing, setEditing] = useState<{ coupon?: CouponRow } | null>(null)
  const [issuing, setIssuing] = useState<CouponRow | null>(null)
  const stop = (r: CouponRow) =>
    confirmAction({
      title: `停用「${r.name}」？`,
      content: '停用后不能再领取或发放；用户已持有的券在有效期内仍可使用。',
      okText: '停用',
      danger: true,
      run: run(() => call('POST /coupons/:id/stop', { params: { id: r.id }, body: { confirm: true } }), '已停用')
    })
  const columns: ProColumns<CouponRow>[] = [
    { title: 'ID', dataIndex: 'id', search: false, width: 60 },
    { title: '名称', dataIndex: 'q', render: (_, r) => r.name },
    { title: '规则', dataIndex: 'rule_text', search: false },
    { title: '已发 / 总量', search: false, render: (_, r) => `${r.claimed} / ${r.total}` },
    { title: '每人限领', dataIndex: 'per_user_limit', search: false },
    {
      title: '有效期',
      search: false,
      render: (_, r) =>
        r.valid_days
          ? `领取后 ${r.valid_days} 天`
          : `${dayjs(r.starts_at).format('YYYY-MM-DD')} 至 ${dayjs(r.ends_at).format('YYYY-MM-DD')}`
    },
    { title: '领取', search: false, render: (_, r) => (r.claimable ? '领券中心可领' : '仅运营发放') },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: { 1: '进行中', 0: '已停用' },
      render: (_, r) => <Tag color={r.status === 1 ? 'green' : undefined}>{r.status === 1 ? '进行中' : '已停用'}</Tag>
    },
    actionColumn((r) => [
      { key: 'edit', label: '编辑', show: canWrite, onClick: () => setEditing({ coupon: r }) },
      { key: 'issue', label: '发放', show: canWrite && r.status === 1, onClick: () => setIssuing(r) },
      { key: 'stop', label: '停用', show: canWrite && r.status === 1, danger: true, onClick: () => stop(r) }
    ])
  ]
  return (
    <>
      <ProTable<CouponRow>
        headerTitle='优惠券'
        rowKey='id'
        actionRef={action}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20 }}
        toolBarRender={() =>
          canWrite
            ? [
                <Button key='new' type='primary' onClick={() => setEditing({})}>
                  新建优惠券
                </Button>
              ]
            : []
        }
        request={pagedRequest('GET /coupons', ['q', 'status'])}
      />
      {editing && (
        <CouponForm
          open
          coupon={editing.coupon}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            action.current?.reload()
          }}
        />
      )}
      <IssueDialog coupon={issuing} onClose={() => setIssuing(null)} onDone={() => action.current?.reload()} />
    </>
  )
}
