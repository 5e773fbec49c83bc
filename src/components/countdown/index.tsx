import { View, Text } from '@tarojs/components'
import { useServerCountdown, type CountdownEnd } from '@/hooks/use-server-countdown'
import './index.scss'

export interface CountdownProps {
  /** End time: unix seconds as the API sends them (13-digit millisecond values also work). */
  endAt: CountdownEnd
  /** Called once when the countdown reaches zero while shown (not when it is mounted already at zero). */
  onEnd?: () => void
  /** Words before the time, e.g. '距结束' or '剩余支付时间'. */
  prefix?: string
  /** Shown instead of the time once it has ended; the time reads 00:00:00 when not given. */
  endedText?: string
  size?: 'small' | 'normal' | 'large'
  className?: string
}

/** Time left, by the server's clock: 'HH:MM:SS', past a day 'N天 HH:MM:SS'. */
export default function Countdown({
  endAt,
  onEnd,
  prefix,
  endedText,
  size = 'normal',
  className = ''
}: CountdownProps) {
  const { text, ended } = useServerCountdown(endAt, onEnd)
  const shown = ended && endedText ? endedText : text
  const classes = ['countdown', `countdown--${size}`, ended ? 'countdown--ended' : '', className].filter(Boolean)
  return (
    <View className={classes.join(' ')} role='timer' aria-label={prefix ? `${prefix} ${shown}` : shown}>
      {prefix && <Text className='countdown__prefix'>{prefix}</Text>}
      <Text className='countdown__time'>{shown}</Text>
    </View>
  )
}
