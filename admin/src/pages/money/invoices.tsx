import { useRef, useState } from 'react'
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Input, Modal, Tag, Upload, message } from 'antd'
import dayjs from '../../day'
import { call, csrfToken, yuanText, type RowOf } from '../../api'
import { showError } from '../../form-errors'
import { useCan } from '../../me'
import { confirmAction } from '../../fulfil/reason-confirm'
import { actionColumn, pagedRequest } from '../../row-actions'
import { INVOICE_STATUS } from '@contract/enums'

type Row = RowOf<'GET /invoices'>

const STATUS = { 0: '开票中', 1: '已开票', 2: '已作废', 3: '未通过' }
const COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'default', 3: 'red' }
const MAX = 5 * 1024 * 1024

/** Issue with the tax system's PDF: checked here (PDF, 5 MB) and again by the server, which sniffs the bytes. */
function UploadDialog({ row, onClose }: { row: Row | null; onClose: (done: boolean) => void }) {
  const [no, setNo] = useState('')
  return (
    <Modal
      open={Boolean(row)}
      title={row ? `上传发票：${row.title} ${yuanText(row.amount)}` : ''}
      footer={null}
      destroyOnClose
      onCancel={() => onClose(false)}
    >
      <Input
        aria-label='发票号码'
        placeholder='发票号码（8-24 位，选填；不填则自动编号）'
        value={no}
        onChange={(e) => setNo(e.target.value.trim())}
        style={{ marginBottom: 12 }}
      />
      <Upload.Dragger
        action={row ? `/api/admin/invoices/${row.id}/upload` : ''}
        name='file'
        accept='application/pdf,.pdf'
        withCredentials
        headers={{ 'x-csrf-token': csrfToken() }}
        data={no ? { invoice_no: no } : {}}
        maxCount={1}
        beforeUpload={(file) => {
          if (file.type && file.type !== 'application/pdf') {
            message.error('请上传 PDF 文件')
            return Upload.LIST_IGNORE
          }
          if (file.size > MAX) {
            message.error('发票 PDF 不能超过 5MB')
            return Upload.LIST_IGNORE
          }
          return true
        }}
        onChange={({ file }) => {
          if (file.status === 'error') message.error('上传失败，请重试')
          if (file.status !== 'done') return
          const env = file.response as { errno: number; error: string }
          if (env.errno !== 1) return void message.error(env.error)
          message.success('已开票，用户已收到通知')
          onClose(true)
        }}
      >
        点击或拖入发票 PDF 上传并开票
      </Upload.Dragger>
    </Modal>
  )
}

/** 发票: the applications to issue (upload or generate the PDF) or refuse; the shopper is told either way. */
export default function Invoices() {
  const action = useRef<ActionType>()
  const canIssue = useCan('money:write')
  const [uploading, setUploading] = useState<Row | null>(null)
  const run = (fn: () => Promise<unknown>, done: string) => async () => {
    try {
      await fn()
      message.success(done)
      action.current?.reload()
    } catch (err) {
      showError(err)
      throw err
    }
  }
  const generate = (r: Row) =>
    confirmAction({
      title: `生成 PDF 并开具 ${r.title} 的发票 ${yuanText(r.amount)}？`,
      content: '开具后用户会收到通知，并可在“我的-发票”中下载。',
      okText: '确认开票',
      run: run(
        () => call('POST /invoices/:id/issue', { params: { id: r.id }, body: { confirm: true } }),
        '已开票，用户已收到通知'
      )
    })
  const refuse = (r: Row) =>
    confirmAction({
      title: `拒绝 ${r.title} 的发票申请？`,
      content: '用户会收到通知，并在发票列表看到原因。',
      okText: '拒绝开票',
      danger: true,
      reason: '拒绝原因',
      run: (reason) =>
        run(() => call('POST /invoices/:id/refuse', { params: { id: r.id }, body: { reason } }), '已拒绝')()
    })
  const columns: ProColumns<Row>[] = [
    { title: '订单号', dataIndex: 'order_no' },
    { title: '手机号', dataIndex: 'phone', search: false },
    {
      title: '抬头',
      dataIndex: 'title',
      search: false,
      render: (_, r) => (r.tax_no ? `${r.title}（${r.tax_no}）` : `${r.title}（个人）`)
    },
    { title: '金额', dataIndex: 'amount', search: false, render: (_, r) => yuanText(r.amount) },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: STATUS,
      render: (_, r) => <Tag color={COLOR[r.status]}>{r.status_text}</Tag>
    },
    {
      title: '发票号码 / 原因',
      dataIndex: 'invoice_no',
      search: false,
      render: (_, r) =>
        r.pdf_url ? (
          <a href={r.pdf_url} target='_blank' rel='noreferrer'>
            {r.invoice_no}
          </a>
        ) : (
          r.reason || '—'
        )
    },
    {
      title: '申请时间',
      dataIndex: 'apply_time',
      search: false,
      render: (_, r) => dayjs.unix(r.apply_time).format('MM-DD HH:mm')
    },
    actionColumn((r) => {
      const open = canIssue && r.status === INVOICE_STATUS.issuing
      return [
        { key: 'up', label: '上传 PDF', show: open, onClick: () => setUploading(r) },
        { key: 'gen', label: '生成 PDF', show: open, onClick: () => generate(r) },
        { key: 'no', label: '拒绝', show: open, onClick: () => refuse(r) }
      ]
    })
  ]
  return (
    <>
      <ProTable<Row>
        headerTitle='发票申请'
        rowKey='id'
        actionRef={action}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20 }}
        request={pagedRequest('GET /invoices', ['order_no', 'status'])}
      />
      <UploadDialog
        row={uploading}
        onClose={(done) => {
          setUploading(null)
          if (done) action.current?.reload()
        }}
      />
    </>
  )
}
