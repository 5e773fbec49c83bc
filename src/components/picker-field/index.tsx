import { Text, View } from '@tarojs/components'
import { useId } from 'react'
import './index.scss'

export interface PickerFieldProps {
  label: string
  /** The picked value as shown; empty shows the placeholder. */
  value: string
  placeholder?: string
  /** Shown under the row; the row is then marked aria-invalid and described by it. */
  error?: string | null
  required?: boolean
  disabled?: boolean
  /** Opens the chooser (a district sheet, an action sheet). */
  onOpen: () => void
  className?: string
}

/**
 * A labelled row that opens a chooser instead of a keyboard (所在地区, 退款原因), laid out like FormField and with
 * its error under it, so a form's fields look and validate alike.
 */
export default function PickerField({
  label,
  value,
  placeholder = '请选择',
  error,
  required = false,
  disabled = false,
  onOpen,
  className = ''
}: PickerFieldProps) {
  const uid = useId().replace(/[^\w-]/g, '')
  const errorId = `pf-${uid}-error`
  const invalid = Boolean(error)
  const classes = ['picker-field', invalid ? 'picker-field--invalid' : '', className].filter(Boolean).join(' ')
  return (
    <View className={classes}>
      <View
        className='picker-field__row'
        role='button'
        aria-invalid={invalid ? 'true' : 'false'}
        aria-describedby={invalid ? errorId : undefined}
        aria-disabled={disabled ? 'true' : undefined}
        {...({ tabindex: 0 } as Record<string, number>)}
        onClick={() => !disabled && onOpen()}
      >
        <Text className='picker-field__label'>
          {label}
          {required && (
            <Text className='picker-field__required' aria-hidden='true'>
              *
            </Text>
          )}
        </Text>
        <Text className={`picker-field__value${value ? '' : ' picker-field__value--empty'}`}>
          {value || placeholder}
        </Text>
        <Text className='picker-field__arrow' aria-hidden='true'>
          ›
        </Text>
      </View>
      {invalid && (
        <View className='picker-field__error' id={errorId} role='alert'>
          {error}
        </View>
      )}
    </View>
  )
}
