import { useRef } from 'react'
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Modal, Tag } from 'antd'
import { call, yuanText, type RowOf } from '../../api'
import { showError } from '../../form-errors'
import { useCan } from '../../me'
import { confirmAction } from '../../fulfil/reason-confirm'
import { actionColumn, pagedRequest, rowRunner } from '../../row-actions'

type Row = RowOf<'GET /shoppers'>

/** Shoppers: search by phone or id; identity and card masked; 财务 unmasks (audited); 客服 freezes and unfreezes. */
export default function Shoppers() {
  const action = useRef<ActionType>()
  const canUnmask = useCan('shopper:unmask')
  const canFreeze = useCan('shopper:write')
  const run = rowRunner(action)

  const reveal = async (r: Row) => {
    try {
      const d = await call('POST /shoppers/:id/reveal', { params: { id: r.id }, body: { confirm: true } })
      Modal.info({
        title: `用户 ${r.phone} 的完整信息`,
        content: (
          <>
            <p>姓名：{d.name || '—'}</p>
            <p>身份证号：{d.id_no || '—'}</p>
            <p>养老金银行卡：{d.card_no || '—'}</p>
            <p style={{ color: '#8c8c8c' }}>本次查看已记入操作日志。</p>
          </>
        )
      })
    } catch (err) {
      showError(err)
    }
  }
  const toggle = (r: Row) => {
    const frozen = r.status === 1
    confirmAction({
      title: `${frozen ? '冻结' : '解冻'}用户 ${r.phone}？`,
      content: frozen ? '冻结后该用户立即退出登录，且不能再登录。' : '解冻后该用户可以重新登录。',
      okText: frozen ? '冻结' : '解冻',
      danger: frozen,
      reason: frozen ? '冻结原因' : '解冻原因',
      run: (reason) =>
        run(
          () => call('POST /shoppers/:id/status', { params: { id: r.id }, body: { frozen, reason } }),
          frozen ? '已冻结' : '已解冻'
        )()
    })
  }

  const columns: ProColumns<Row>[] = [
    { title: '用户 ID', dataIndex: 'id', valueType: 'digit', width: 90 },
    { title: '手机号', dataIndex: 'phone' },
    { title: '昵称', dataIndex: 'nick', search: false },
    { title: '姓名', dataIndex: 'name', search: false },
    { title: '身份证号', dataIndex: 'id_no', search: false },
    { title: '订单数', dataIndex: 'orders', search: false },
    { title: '积分', dataIndex: 'points', search: false },
    { title: '购物卡余额', dataIndex: 'card_balance', search: false, render: (_, r) => yuanText(r.card_balance) },
    {
      title: '养老金账户',
      dataIndex: 'pension_card',
      search: false,
      render: (_, r) => (r.pension_card ? `${r.pension_bank} ${r.pension_card}` : '未开通')
    },
    {
      title: '状态',
      dataIndex: 'status',
      search: false,
      render: (_, r) => <Tag color={r.status === 1 ? 'green' : 'red'}>{r.status_text}</Tag>
    },
    actionColumn((r) => [
      { key: 'reveal', label: '查看完整信息', show: canUnmask, onClick: () => reveal(r) },
      { key: 'freeze', label: r.status === 1 ? '冻结' : '解冻', show: canFreeze, onClick: () => toggle(r) }
    ])
  ]
  return (
    <ProTable<Row>
      headerTitle='用户'
      rowKey='id'
      actionRef={action}
      columns={columns}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20 }}
      request={pagedRequest('GET /shoppers', ['phone', 'id'])}
    />
  )
}
