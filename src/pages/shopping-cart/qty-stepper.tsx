import { Text, View } from '@tarojs/components'

interface QtyStepperProps {
  value: number
  min: number
  max: number
  /** Named in the buttons' labels, so a screen reader says which line it changes. */
  name: string
  disabled?: boolean
  onChange: (qty: number) => void
}

/** − qty + with tap targets of the token size; the buttons stop at the bounds. */
export default function QtyStepper({ value, min, max, name, disabled = false, onChange }: QtyStepperProps) {
  const canDown = !disabled && value > min
  const canUp = !disabled && value < max
  return (
    <View className='qty-stepper' role='group' aria-label={`${name} 数量`}>
      <View
        className={canDown ? 'qty-stepper__btn' : 'qty-stepper__btn qty-stepper__btn--off'}
        role='button'
        aria-label={`减少${name}的数量`}
        aria-disabled={canDown ? undefined : 'true'}
        onClick={() => canDown && onChange(value - 1)}
      >
        <Text aria-hidden='true'>−</Text>
      </View>
      <Text className='qty-stepper__value' aria-live='polite'>
        {value}
      </Text>
      <View
        className={canUp ? 'qty-stepper__btn' : 'qty-stepper__btn qty-stepper__btn--off'}
        role='button'
        aria-label={`增加${name}的数量`}
        aria-disabled={canUp ? undefined : 'true'}
        onClick={() => canUp && onChange(value + 1)}
      >
        <Text aria-hidden='true'>+</Text>
      </View>
    </View>
  )
}
