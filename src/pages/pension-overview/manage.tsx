import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { confirmAction } from '@/components/confirm'
import LoadState from '@/components/load-state'
import { tapProps } from '@/components/menu-row'
import { CASHBACK_TYPE_LABEL, type CashbackType } from '@contract/enums'
import { usePageData } from '@/hooks/use-page-data'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { applyPensionManage, getPensionManageInfo, getPensionManageList } from '@/services/api/pension-manage'
import type { PensionManageInfo } from '@contract/schemas/pension'
import { toast } from '@/utils/feedback'
import { formatTime } from '@/utils/format'
import { Chips, TYPES } from './flows'
import { Amount } from './amount'

export const MANAGE_TEXT = {
  thisMonth: '本月返现',
  lastMonth: '上月返现',
  withdrawn: '已提取',
  withdrawable: '可提取',
  months: '月度账单',
  empty: '暂无账单',
  emptyDesc: '有返现的月份会生成月度账单',
  income: '返现',
  deposited: '已入账',
  cancelled: '已取消',
  confirm: '确认账单',
  confirmed: '已确认',
  open: '本月进行中',
  toConfirm: '待确认',
  confirmContent: (label: string) => `确认${label}的账单？确认后账单金额将被存档，之后的退款会在当月实时账单中体现。`,
  done: '账单已确认'
} as const

const monthLabel = (ym: string) => {
  const [y, m] = ym.split('-').map(Number)
  return `${y}年${m}月`
}

function MonthDetail({ ym, onConfirmed }: { ym: string; onConfirmed: () => void }) {
  const [y, m] = ym.split('-').map(Number)
  const [type, setType] = useState<CashbackType | -1>(-1)
  const detail = usePageData(() => getPensionManageList({ y, m, ...(type >= 0 ? { type } : {}) }), [ym, type])
  const typeItems = [
    { value: -1, text: '全部' },
    ...TYPES.map((t) => ({ value: t as number, text: CASHBACK_TYPE_LABEL[t] }))
  ]
  const confirm = useSingleFlight(async () => {
    if (!(await confirmAction({ title: MANAGE_TEXT.confirm, content: MANAGE_TEXT.confirmContent(monthLabel(ym)) })))
      return
    try {
      await applyPensionManage({ y, m })
      void toast(MANAGE_TEXT.done, { icon: 'success' })
      await detail.reload()
      onConfirmed()
    } catch {
      // The request layer has shown the server's reason (e.g. the month is not over yet).
    }
  })
  return (
    <View className='pov-month__detail'>
      <Chips
        label={`${monthLabel(ym)}按返现类型筛选`}
        items={typeItems}
        value={type}
        onChange={(v) => setType(v as CashbackType | -1)}
      />
      <LoadState of={detail} skeleton='none'>
        {(d) => (
          <>
            <View className='pov-month__grid'>
              {(
                [
                  [MANAGE_TEXT.income, d.income],
                  [MANAGE_TEXT.deposited, d.deposited],
                  [MANAGE_TEXT.cancelled, d.cancelled],
                  [MANAGE_TEXT.withdrawn, d.withdrawn]
                ] as Array<[string, number]>
              ).map(([label, cents]) => (
                <View key={label} className='pov-month__cell'>
                  <Text className='pov-month__label'>{label}</Text>
                  <Amount cents={cents} size='small' />
                </View>
              ))}
            </View>
            {d.by_type.map((t) => (
              <View key={t.type} className='pov-month__type'>
                <Text>
                  {CASHBACK_TYPE_LABEL[t.type] ?? t.type_text}（{t.count} 笔）
                </Text>
                <Amount cents={t.amount} size='small' />
              </View>
            ))}
            {d.statement ? (
              <Text className='pov-month__note'>
                {MANAGE_TEXT.confirmed} {formatTime(d.statement.confirmed_at, 'YYYY-MM-DD HH:mm')}
              </Text>
            ) : d.closed ? (
              <Button
                className='pov-month__confirm'
                type='primary'
                fill='outline'
                block
                loading={confirm.busy}
                onClick={() => void confirm.run()}
              >
                {MANAGE_TEXT.confirm}
              </Button>
            ) : (
              <Text className='pov-month__note'>{MANAGE_TEXT.open}</Text>
            )}
          </>
        )}
      </LoadState>
    </View>
  )
}

function ManageSummary({ info }: { info: PensionManageInfo }) {
  const cells: Array<[string, number]> = [
    [MANAGE_TEXT.thisMonth, info.this_month_income],
    [MANAGE_TEXT.lastMonth, info.last_month_income],
    [MANAGE_TEXT.withdrawn, info.withdrawn],
    [MANAGE_TEXT.withdrawable, info.withdrawable]
  ]
  return (
    <View className='pov-card pov-month__grid'>
      {cells.map(([label, cents]) => (
        <View key={label} className='pov-month__cell'>
          <Text className='pov-month__label'>{label}</Text>
          <Amount cents={cents} size='normal' />
        </View>
      ))}
    </View>
  )
}

/** Pension management (/pensionmanage/info, /list, /apply): monthly statements, confirmable once a month is over. */
export default function ManageTab({ refreshKey }: { refreshKey: number }) {
  const info = usePageData(() => getPensionManageInfo(), [refreshKey], { refreshOnShow: true })
  const [open, setOpen] = useState<string | null>(null)
  return (
    <LoadState of={info}>
      {(data) => (
        <View className='pov-manage'>
          <ManageSummary info={data} />
          <View className='pov-manage__title' role='heading' aria-level={2}>
            {MANAGE_TEXT.months}
          </View>
          {data.months.length === 0 && (
            <View className='pov-card pov-manage__empty'>
              <Text>{MANAGE_TEXT.empty}</Text>
              <Text className='pov-month__label'>{MANAGE_TEXT.emptyDesc}</Text>
            </View>
          )}
          {data.months.map((mo) => (
            <View key={mo.month} className='pov-card pov-month'>
              <View
                className='pov-month__head'
                {...tapProps('button')}
                aria-expanded={open === mo.month}
                onClick={() => setOpen((cur) => (cur === mo.month ? null : mo.month))}
              >
                <View className='pov-month__name'>
                  <Text>{monthLabel(mo.month)}</Text>
                  <Text className='pov-month__label'>{mo.flow_count} 笔返现</Text>
                </View>
                <Amount cents={mo.income} size='normal' />
                <Text className='pov-month__state'>
                  {mo.confirmed ? MANAGE_TEXT.confirmed : mo.closed ? MANAGE_TEXT.toConfirm : MANAGE_TEXT.open}
                </Text>
              </View>
              {open === mo.month && <MonthDetail ym={mo.month} onConfirmed={() => void info.reload()} />}
            </View>
          ))}
        </View>
      )}
    </LoadState>
  )
}
