import { View, Text } from '@tarojs/components'
import { formatTime } from '@/utils/format'
import './index.scss'

export interface StepItem {
  title: string
  desc?: string
  /** Unix seconds as the API sends them (or ms, or a date string); nothing shown when missing. */
  time?: number | string | null
  /** In-order progress: false marks a step not reached yet (drawn muted). Unset counts as reached. */
  done?: boolean
}

export interface StepsProps {
  items: StepItem[]
  /**
   * 'newest-first' (express traces, as /express/info sends them): the first item is the current one.
   * 'in-order' (refund, after-sale, withdrawal progress): oldest first; the last reached item is the current one.
   */
  order?: 'newest-first' | 'in-order'
  /** Index of the current item, when the caller knows better than the rule above. */
  current?: number
  /** dayjs format of the times; default 'YYYY-MM-DD HH:mm:ss' (spec section 9). */
  timeFormat?: string
  /** Accessible name of the list, e.g. '物流轨迹'. */
  /** The list's name. Taro's compiler rewrites `ariaLabel` to `aria-label` at call sites: both arrive here. */
  ariaLabel?: string
  'aria-label'?: string
  className?: string
}

/** Which item is current: explicit, else the first (newest-first), else the last reached (in-order). */
export function currentStepIndex(items: StepItem[], order: StepsProps['order'] = 'newest-first', current?: number) {
  if (!items.length) return -1
  if (typeof current === 'number' && Number.isInteger(current)) return Math.min(Math.max(current, -1), items.length - 1)
  if (order === 'newest-first') return 0
  let last = -1
  items.forEach((item, i) => {
    if (item.done !== false) last = i
  })
  return last
}

/** A vertical timeline: a dot and a line per item, the current one in the theme colour. */
export default function Steps({
  items,
  order = 'newest-first',
  current,
  timeFormat,
  ariaLabel,
  'aria-label': ariaLabelAttr,
  className = ''
}: StepsProps) {
  const active = currentStepIndex(items, order, current)
  return (
    <View className={`steps ${className}`.trim()} role='list' aria-label={ariaLabelAttr ?? ariaLabel}>
      {items.map((item, i) => {
        const pending = order === 'in-order' && (item.done === false || (active >= 0 && i > active))
        const state = i === active ? 'steps__item--current' : pending ? 'steps__item--pending' : ''
        const time = formatTime(item.time, timeFormat)
        return (
          <View
            key={`${i}-${item.title}`}
            className={`steps__item ${state}`.trim()}
            role='listitem'
            aria-current={i === active ? 'step' : undefined}
          >
            <View className='steps__rail' aria-hidden='true'>
              <View className='steps__dot' />
              {i < items.length - 1 && <View className='steps__line' />}
            </View>
            <View className='steps__body'>
              <Text className='steps__title'>{item.title}</Text>
              {item.desc && <Text className='steps__desc'>{item.desc}</Text>}
              {time && <Text className='steps__time'>{time}</Text>}
            </View>
          </View>
        )
      })}
    </View>
  )
}
