import { Text, View } from '@tarojs/components'
import { useId } from 'react'
import './index.scss'

export interface ChoiceOption<V extends string | number> {
  value: V
  label: string
}

export interface ChoiceChipsProps<V extends string | number> {
  /** Names the group (shown above the chips). */
  label: string
  options: ReadonlyArray<ChoiceOption<V>>
  value: V
  onChange: (value: V) => void
  /** A line under the chips (why an option is missing). */
  hint?: string
  className?: string
}

/** One of a few options as a row of chips (退款类型, 抬头类型): a radio group for screen readers, sized by the tokens. */
export default function ChoiceChips<V extends string | number>({
  label,
  options,
  value,
  onChange,
  hint,
  className = ''
}: ChoiceChipsProps<V>) {
  const labelId = `cc-${useId().replace(/[^\w-]/g, '')}`
  return (
    <View className={`choice-chips ${className}`.trim()}>
      <Text className='choice-chips__label' id={labelId}>
        {label}
      </Text>
      <View className='choice-chips__row' role='radiogroup' aria-labelledby={labelId}>
        {options.map((o) => (
          <View
            key={o.value}
            className={`choice-chips__chip${o.value === value ? ' choice-chips__chip--on' : ''}`}
            role='radio'
            aria-checked={o.value === value ? 'true' : 'false'}
            {...({ tabindex: 0 } as Record<string, number>)}
            onClick={() => o.value !== value && onChange(o.value)}
          >
            {o.label}
          </View>
        ))}
      </View>
      {hint && <Text className='choice-chips__hint'>{hint}</Text>}
    </View>
  )
}
