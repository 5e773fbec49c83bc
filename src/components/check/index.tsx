import { Text, View } from '@tarojs/components'
import './index.scss'

export interface CheckProps {
  checked: boolean
  onChange: (checked: boolean) => void
  /** Visible text beside the box; it also names the control. */
  label?: string
  /**
   * The name when there is no visible label (a row's select box: 选择 <goods title>). Not `ariaLabel`:
   * Taro's compiler rewrites a prop of that name to `aria-label` before it reaches the component.
   */
  a11yName?: string
  disabled?: boolean
  className?: string
}

/**
 * A checkbox that screen readers understand on H5 (NutUI's writes `aria-role` and puts `aria-checked`
 * on an element without a checkbox role, which axe rates critical) and whose box and tap area follow
 * the size tokens, so care mode enlarges it.
 */
export default function Check({ checked, onChange, label, a11yName, disabled = false, className = '' }: CheckProps) {
  const classes = ['check', checked ? 'check--on' : '', disabled ? 'check--disabled' : '', className]
  return (
    <View
      className={classes.filter(Boolean).join(' ')}
      role='checkbox'
      aria-checked={checked ? 'true' : 'false'}
      aria-disabled={disabled ? 'true' : undefined}
      aria-label={label ? undefined : a11yName}
      onClick={(e) => {
        e.stopPropagation?.()
        if (!disabled) onChange(!checked)
      }}
    >
      <View className='check__box'>{checked && <View className='check__mark' />}</View>
      {label && <Text className='check__label'>{label}</Text>}
    </View>
  )
}
