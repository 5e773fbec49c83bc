import { Text, View } from '@tarojs/components'
import { useCareMode, useCareModeActions } from '@/hooks/use-care-mode'
import './index.scss'

export interface CareModeSwitchProps {
  /** Defaults to 长辈版. */
  title?: string
  /** Defaults to a line saying what it does; '' hides it. */
  description?: string
  className?: string
}

const DEFAULT_DESCRIPTION = '字体更大、按钮更大、颜色更清楚'

/**
 * The settings row that turns care mode (长辈版) on and off. The whole row is the control (a large tap
 * target), exposed to screen readers as a switch with its title as the name. The choice persists and
 * wins over the automatic sources (laoling channel, WeChat font size).
 */
export default function CareModeSwitch({
  title = '长辈版',
  description = DEFAULT_DESCRIPTION,
  className = ''
}: CareModeSwitchProps) {
  const on = useCareMode()
  const { setCareMode } = useCareModeActions()
  return (
    <View
      className={`care-mode-switch ${on ? 'care-mode-switch--on' : ''} ${className}`.replace(/\s+/g, ' ').trim()}
      role='switch'
      aria-checked={on ? 'true' : 'false'}
      aria-label={title}
      onClick={() => setCareMode(!on)}
    >
      <View className='care-mode-switch__text'>
        <Text className='care-mode-switch__title'>{title}</Text>
        {description && <Text className='care-mode-switch__desc'>{description}</Text>}
      </View>
      <View className='care-mode-switch__track' aria-hidden='true'>
        <View className='care-mode-switch__thumb' />
      </View>
    </View>
  )
}
