import SwitchRow from '@/components/switch-row'
import { useCareMode, useCareModeActions } from '@/hooks/use-care-mode'

export interface CareModeSwitchProps {
  /** Defaults to 长辈版. */
  title?: string
  /** Defaults to a line saying what it does; '' hides it. */
  description?: string
  className?: string
}

const DEFAULT_DESCRIPTION = '字体更大、按钮更大、颜色更清楚'

/**
 * The settings row that turns care mode (长辈版) on and off. The choice persists and wins over the automatic sources
 * (laoling channel, WeChat font size).
 */
export default function CareModeSwitch({
  title = '长辈版',
  description = DEFAULT_DESCRIPTION,
  className = ''
}: CareModeSwitchProps) {
  const on = useCareMode()
  const { setCareMode } = useCareModeActions()
  return (
    <SwitchRow
      block='care-mode-switch'
      title={title}
      description={description || undefined}
      on={on}
      onChange={setCareMode}
      className={className}
    />
  )
}
