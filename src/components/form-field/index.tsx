import { useId, type ReactNode } from 'react'
import { Input, Label, Text, View } from '@tarojs/components'
import { isH5 } from '@/utils/env'
import './index.scss'

export { useForm } from './use-form'
export type { FieldBinding, FormApi, UseFormOptions } from './use-form'
export { moneyMessage, moneyRule } from './money'

/** The keyboard to show: 'number' digits only (phone, card, code), 'digit' digits and a point (money), 'idcard' digits and X. */
export type FieldKeyboard = 'text' | 'number' | 'digit' | 'idcard'

export interface FormFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** Validation runs here (useForm's field(name) wires it), never on each keystroke. */
  onBlur?: () => void
  /** Shown under the field; the input is then marked aria-invalid and described by it. */
  error?: string | null
  /** Names the field for ids and forms; defaults to a generated one. */
  name?: string
  placeholder?: string
  keyboard?: FieldKeyboard
  maxLength?: number
  password?: boolean
  disabled?: boolean
  /** Marks the label with * and the input aria-required. */
  required?: boolean
  /** Before the input, e.g. '¥'. */
  prefix?: ReactNode
  /** After the input, e.g. the send-code button. */
  extra?: ReactNode
  className?: string
}

/**
 * H5 gets a text input with an inputmode: a number input drops maxlength and reads '12.' as empty;
 * mini programs get their own keyboards.
 */
function inputKind(keyboard: FieldKeyboard): { type: 'text' | 'number' | 'digit' | 'idcard'; inputMode?: string } {
  if (!isH5()) return { type: keyboard }
  if (keyboard === 'number') return { type: 'text', inputMode: 'numeric' }
  if (keyboard === 'digit') return { type: 'text', inputMode: 'decimal' }
  return { type: 'text' }
}

/** A labelled input row with its error under it: label tied to the input, aria-invalid and aria-describedby on error. */
export default function FormField({
  label,
  value,
  onChange,
  onBlur,
  error,
  name,
  placeholder,
  keyboard = 'text',
  maxLength = 140,
  password = false,
  disabled = false,
  required = false,
  prefix,
  extra,
  className = ''
}: FormFieldProps) {
  const uid = useId().replace(/[^\w-]/g, '')
  const inputId = `ff-${name ?? 'field'}-${uid}`
  const errorId = `${inputId}-error`
  const invalid = Boolean(error)
  const { type, inputMode } = inputKind(keyboard)
  const aria = {
    'aria-invalid': invalid ? 'true' : 'false',
    'aria-required': required ? 'true' : undefined,
    'aria-describedby': invalid ? errorId : undefined
  }
  const classes = [
    'form-field',
    invalid ? 'form-field--invalid' : '',
    disabled ? 'form-field--disabled' : '',
    className
  ]
  return (
    <View className={classes.filter(Boolean).join(' ')}>
      <View className='form-field__row'>
        <Label className='form-field__label' for={inputId}>
          <Text>{label}</Text>
          {required && (
            <Text className='form-field__required' aria-hidden='true'>
              *
            </Text>
          )}
        </Label>
        {prefix !== undefined && <View className='form-field__prefix'>{prefix}</View>}
        <Input
          className='form-field__input'
          id={inputId}
          // H5 renders Taro's HTML input (h5.useHtmlComponents): name, keyboard and ARIA go straight onto the <input>
          // that the <Label for> names; mini programs take the label as the component's aria-label.
          {...(isH5() ? { name: name ?? inputId, inputMode, ...aria } : { ...aria, 'aria-label': label })}
          value={value}
          type={type}
          password={password}
          placeholder={placeholder}
          placeholderClass='form-field__placeholder'
          maxlength={maxLength}
          disabled={disabled}
          onInput={(e) => onChange(e.detail.value)}
          onBlur={() => onBlur?.()}
        />
        {extra !== undefined && <View className='form-field__extra'>{extra}</View>}
      </View>
      {invalid && (
        <View className='form-field__error' id={errorId} role='alert'>
          {error}
        </View>
      )}
    </View>
  )
}

export type MoneyInputProps = Omit<FormFieldProps, 'keyboard' | 'prefix' | 'password'>

/**
 * A yuan amount as typed ('12.3'); the page reads cents with parseYuanToCents and checks it with
 * moneyRule({ min, max }) on blur and submit. The text stays as typed so '12.' can become '12.5'.
 */
export function MoneyInput({ placeholder = '请输入金额', maxLength = 16, ...props }: MoneyInputProps) {
  return (
    <FormField
      {...props}
      placeholder={placeholder}
      maxLength={maxLength}
      keyboard='digit'
      prefix={<Text className='form-field__currency'>¥</Text>}
    />
  )
}
