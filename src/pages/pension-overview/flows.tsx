import { ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { ListState } from '@/components/load-state'
import { CASHBACK_TYPE_LABEL, type CashbackType } from '@contract/enums'
import { flowStatusText, pensionTagClass } from '@/constants/pension'
import { usePageData } from '@/hooks/use-page-data'
import { usePagedList } from '@/hooks/use-paged-list'
import { getPensionFlow, getPensionMonths } from '@/services/api/pension'
import type { FlowMonth, PensionFlow } from '@contract/schemas/pension'
import { formatTime } from '@/utils/format'
import { Amount } from './amount'

/** A tab stop for tappable Views (a page of Views has nothing focusable otherwise). */
const TAB_STOP = { tabindex: 0 } as Record<string, number>

export const FLOW_TEXT = {
  all: '全部',
  sum: '合计',
  empty: '暂无返现记录',
  emptyDesc: '确认收货后的订单返现会显示在这里',
  hint: { 0: '售后期结束后结算', 1: '开通养老金账户后入账' } as Record<number, string>
} as const

/** The cashback types a user can filter by (3, unknown, is never offered). */
export const TYPES: CashbackType[] = [0, 1, 2]

interface ChipProps<V> {
  label: string
  items: Array<{ value: V; text: string }>
  value: V
  onChange: (v: V) => void
}

/** A row of single-choice chips (radio group for screen readers). */
export function Chips<V extends string | number>({ label, items, value, onChange }: ChipProps<V>) {
  return (
    <ScrollView scrollX className='pov-chips' enhanced showScrollbar={false}>
      <View className='pov-chips__row' role='radiogroup' aria-label={label}>
        {items.map((it) => (
          <View
            key={String(it.value)}
            className={`pov-chips__chip${it.value === value ? ' pov-chips__chip--on' : ''}`}
            role='radio'
            {...TAB_STOP}
            aria-checked={it.value === value}
            onClick={() => it.value !== value && onChange(it.value)}
          >
            <Text>{it.text}</Text>
          </View>
        ))}
      </View>
    </ScrollView>
  )
}

export function FlowRow({ flow, tagTheme }: { flow: PensionFlow; tagTheme: number }) {
  const hint = !flow.cancelled ? FLOW_TEXT.hint[flow.status] : undefined
  return (
    <View className={`pov-flow${flow.cancelled ? ' pov-flow--cancelled' : ''}`} role='listitem'>
      <View className='pov-flow__main'>
        <View className='pov-flow__head'>
          <Text className={`pension-tag ${pensionTagClass(tagTheme)}`}>
            {CASHBACK_TYPE_LABEL[flow.type] ?? CASHBACK_TYPE_LABEL[3]}
          </Text>
          <Text className='pov-flow__title'>{flow.title}</Text>
        </View>
        <Text className='pov-flow__time'>{formatTime(flow.created_at, 'YYYY-MM-DD HH:mm')}</Text>
        {hint && <Text className='pov-flow__hint'>{hint}</Text>}
      </View>
      <View className='pov-flow__side'>
        <Amount cents={flow.amount} size='normal' strike={flow.cancelled} />
        <Text className={`pov-flow__status pov-flow__status--${flow.cancelled ? 'cancelled' : flow.status}`}>
          {flowStatusText(flow)}
        </Text>
      </View>
    </View>
  )
}

const monthKey = (m: FlowMonth | null) => (m ? m.month : '')

/** Cashback flows (/pensionaccount/flow2) by month (/pensionaccount/monthes) and cashback type, paged. */
export default function FlowsTab({ tagTheme, refreshKey }: { tagTheme: number; refreshKey: number }) {
  const [month, setMonth] = useState('')
  const [type, setType] = useState<CashbackType | -1>(-1)
  const [sum, setSum] = useState<number | null>(null)
  const months = usePageData(() => getPensionMonths({ noTip: true }), [refreshKey], { refreshOnShow: true })
  const picked = months.data?.list.find((m) => m.month === month) ?? null
  const list = usePagedList(
    async (q) => {
      const res = await getPensionFlow({
        ...(picked ? { y: picked.y, m: picked.m } : {}),
        ...(type >= 0 ? { type: type as CashbackType } : {}),
        ...q
      })
      setSum(res.sum)
      return res
    },
    [monthKey(picked), type, refreshKey],
    { pageSize: 15, refreshOnShow: true }
  )
  const monthItems = [
    { value: '', text: FLOW_TEXT.all },
    ...(months.data?.list ?? []).map((m) => ({ value: m.month, text: m.label }))
  ]
  const typeItems = [
    { value: -1, text: FLOW_TEXT.all },
    ...TYPES.map((t) => ({ value: t as number, text: CASHBACK_TYPE_LABEL[t] }))
  ]
  return (
    <View className='pov-flows'>
      {/* With no month yet the month row would be a lone 全部 above the type row's own 全部: one 全部 is enough. */}
      {monthItems.length > 1 && <Chips label='按月份筛选' items={monthItems} value={month} onChange={setMonth} />}
      <Chips label='按返现类型筛选' items={typeItems} value={type} onChange={(v) => setType(v as CashbackType | -1)} />
      {sum !== null && list.loaded && (
        <View className='pov-flows__sum' aria-live='polite'>
          <Text>
            {FLOW_TEXT.sum}（{list.total} 笔）
          </Text>
          <Amount cents={sum} size='small' />
        </View>
      )}
      <ListState of={list} empty={{ title: FLOW_TEXT.empty, description: FLOW_TEXT.emptyDesc }}>
        {(items) => (
          <View className='pov-flows__list' role='list' aria-label='返现明细'>
            {items.map((f) => (
              <FlowRow key={f.id} flow={f} tagTheme={tagTheme} />
            ))}
          </View>
        )}
      </ListState>
    </View>
  )
}
