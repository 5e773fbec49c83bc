import { Text, View } from '@tarojs/components'
import './index.scss'

export interface SwitchRowProps {
  title: string
  /** A line under the title saying what it does or why it cannot change. */
  description?: string
  on: boolean
  /** Shown, read out as disabled, and not changed by a tap (a money-out notice that stays on). */
  disabled?: boolean
  onChange: (on: boolean) => void
  className?: string
  /** The BEM block of its class names; care-mode-switch keeps its own. */
  block?: string
}

/**
 * A settings row that is one switch: the whole row is the control (a large tap target), exposed to screen readers as
 * a switch named by its title. The track is drawn in CSS from the text tokens, so it grows with care mode.
 */
export default function SwitchRow({
  title,
  description,
  on,
  disabled = false,
  onChange,
  className = '',
  block = 'switch-row'
}: SwitchRowProps) {
  const classes = [block, on ? `${block}--on` : '', disabled ? 'switch-row--disabled' : '', className]
  return (
    <View
      className={classes.filter(Boolean).join(' ')}
      role='switch'
      aria-checked={on ? 'true' : 'false'}
      aria-disabled={disabled ? 'true' : undefined}
      aria-label={title}
      onClick={() => !disabled && onChange(!on)}
    >
      <View className={`${block}__text`}>
        <Text className={`${block}__title`}>{title}</Text>
        {description && <Text className={`${block}__desc`}>{description}</Text>}
      </View>
      <View className={`${block}__track`} aria-hidden='true'>
        <View className={`${block}__thumb`} />
      </View>
    </View>
  )
}
