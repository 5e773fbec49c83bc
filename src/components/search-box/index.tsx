import { Input, Text, View } from '@tarojs/components'
import './index.scss'

export interface SearchBoxProps {
  value: string
  onChange: (value: string) => void
  /** The keyboard's 搜索 key. */
  onConfirm?: (value: string) => void
  placeholder: string
  maxlength: number
  focus?: boolean
  /** An extra class on the input (pages and journeys that find it by their own name). */
  inputClassName?: string
}

/** The rounded search field: a magnifier, the input, and × to clear what was typed (goods search, order search). */
export default function SearchBox({
  value,
  onChange,
  onConfirm,
  placeholder,
  maxlength,
  focus = false,
  inputClassName = ''
}: SearchBoxProps) {
  return (
    <View className='search-box'>
      <View className='search-box__icon' aria-hidden='true' />
      <Input
        className={`search-box__input ${inputClassName}`.trim()}
        value={value}
        focus={focus}
        maxlength={maxlength}
        confirmType='search'
        placeholder={placeholder}
        ariaLabel={placeholder}
        onInput={(e) => onChange(e.detail.value)}
        onConfirm={(e) => onConfirm?.(e.detail.value)}
      />
      {value && (
        <View className='search-box__clear' role='button' aria-label='清除' onClick={() => onChange('')}>
          <Text aria-hidden='true'>×</Text>
        </View>
      )}
    </View>
  )
}
