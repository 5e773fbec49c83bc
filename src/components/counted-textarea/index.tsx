import { Text, Textarea } from '@tarojs/components'
import { useId } from 'react'

export interface CountedTextareaProps {
  label: string
  value: string
  onChange: (value: string) => void
  maxLength: number
  placeholder?: string
  /** The class block of the page that styles it (`fb` gives fb__label, fb__textarea, fb__placeholder, fb__counter). */
  block: string
  /** Reads the count out as it changes (a form where the length matters, e.g. a minimum). */
  announceCount?: boolean
}

/** A labelled multi-line input with its n/max counter under it; the label names the textarea. */
export default function CountedTextarea({
  label,
  value,
  onChange,
  maxLength,
  placeholder,
  block,
  announceCount = false
}: CountedTextareaProps) {
  const labelId = `${block}-label-${useId().replace(/[^\w-]/g, '')}`
  return (
    <>
      <Text className={`${block}__label`} id={labelId}>
        {label}
      </Text>
      <Textarea
        className={`${block}__textarea`}
        value={value}
        maxlength={maxLength}
        placeholder={placeholder}
        placeholderClass={`${block}__placeholder`}
        nativeProps={{ 'aria-labelledby': labelId }}
        onInput={(e) => onChange(e.detail.value)}
      />
      <Text className={`${block}__counter`} aria-live={announceCount ? 'polite' : undefined}>
        {value.length}/{maxLength}
      </Text>
    </>
  )
}
