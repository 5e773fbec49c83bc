import { useCallback, useMemo, useRef, useState } from 'react'
import { validateFields, validateValue, type FieldRules } from '@/utils/validate'

export interface UseFormOptions<K extends string> {
  initial: Record<K, string>
  /** Rules per field, checked in this order on submit; read on every check, so they may change. */
  rules?: FieldRules<K>
}

/** What `form.field(name)` spreads onto a FormField or MoneyInput. */
export interface FieldBinding {
  name: string
  value: string
  error: string | null
  onChange: (value: string) => void
  onBlur: () => void
}

export interface FormApi<K extends string> {
  values: Record<K, string>
  errors: Partial<Record<K, string>>
  setValue: (name: K, value: string) => void
  /** Checks one field and shows (or clears) its error; returns the message or null. */
  validateField: (name: K) => string | null
  /** On submit: checks every field, shows every error, returns the first failure for the page to toast. */
  validate: () => { name: K; message: string } | null
  field: (name: K) => FieldBinding
  reset: (values?: Record<K, string>) => void
}

/**
 * Form state with validation on blur and on submit, never on every keystroke: typing into a field
 * only clears the error it showed, so a half-typed phone number is not scolded.
 */
export function useForm<K extends string>({ initial, rules = {} }: UseFormOptions<K>): FormApi<K> {
  const [values, setValues] = useState<Record<K, string>>(initial)
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({})
  // Blur can fire in the same tick as the last input event, before React re-renders: read the latest here.
  const valuesRef = useRef(values)
  const rulesRef = useRef(rules)
  // Like useState's initial value: the first render's counts.
  const initialRef = useRef(initial)
  rulesRef.current = rules

  const setValue = useCallback((name: K, value: string) => {
    valuesRef.current = { ...valuesRef.current, [name]: value }
    setValues(valuesRef.current)
    setErrors((prev) => {
      if (!prev[name]) return prev
      const next = { ...prev }
      delete next[name]
      return next
    })
  }, [])

  const validateField = useCallback((name: K) => {
    const message = validateValue(valuesRef.current[name] ?? '', rulesRef.current[name])
    setErrors((prev) => {
      const next = { ...prev }
      if (message) next[name] = message
      else delete next[name]
      return next
    })
    return message
  }, [])

  const validate = useCallback(() => {
    const found = validateFields(valuesRef.current, rulesRef.current)
    setErrors(found)
    const name = (Object.keys(rulesRef.current) as K[]).find((key) => found[key])
    return name ? { name, message: found[name] as string } : null
  }, [])

  const reset = useCallback((next?: Record<K, string>) => {
    valuesRef.current = next ?? initialRef.current
    setValues(valuesRef.current)
    setErrors({})
  }, [])

  const field = useCallback(
    (name: K): FieldBinding => ({
      name,
      value: values[name] ?? '',
      error: errors[name] ?? null,
      onChange: (value) => setValue(name, value),
      onBlur: () => {
        validateField(name)
      }
    }),
    [values, errors, setValue, validateField]
  )

  return useMemo(
    () => ({ values, errors, setValue, validateField, validate, field, reset }),
    [values, errors, setValue, validateField, validate, field, reset]
  )
}
