import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { confirmAction } from '@/components/confirm'
import FormField, { useForm } from '@/components/form-field'
import { FlowActions, Notice } from '@/features/pension/pension-flow'
import { ERRNO } from '@contract/errno'
import { ApiError } from '@/services/request'
import { maskIdNo } from '@/utils/mask'
import { isIdCard, rules, type Validator } from '@/utils/validate'

export const IDENTITY_TEXT = {
  nameLabel: '真实姓名',
  namePlaceholder: '请输入身份证上的姓名',
  nameRequired: '请输入姓名',
  nameInvalid: '请输入2-20个字的真实姓名',
  idLabel: '身份证号',
  idPlaceholder: '请输入18位身份证号',
  idRequired: '请输入身份证号',
  idInvalid: '请输入正确的身份证号',
  confirmTitle: '请确认身份信息',
  failed: '提交失败，请稍后重试'
} as const

/** Server's name rule: 2-20 characters, no blanks around it, no markup. */
const nameRule: Validator = (v) => (/^[^\s<>][^<>]{0,18}[^\s<>]$/.test(v.trim()) ? null : IDENTITY_TEXT.nameInvalid)

export const IDENTITY_RULES = {
  name: [rules.required(IDENTITY_TEXT.nameRequired), nameRule],
  idNo: [rules.required(IDENTITY_TEXT.idRequired), rules.idCard(IDENTITY_TEXT.idInvalid)]
}

/** Which field a refusal belongs beside: the id number for id problems, else the form as a whole. */
export function errorPlace(err: unknown): 'idNo' | 'form' {
  if (err instanceof ApiError && (err.errno === ERRNO.IDENTITY_TAKEN || /身份证/.test(err.message))) return 'idNo'
  return 'form'
}

export interface IdentityFormProps {
  initialName?: string
  submitText: string
  onSubmit: (identity: { name: string; idNo: string }) => Promise<void>
  onCancel?: () => void
}

/** Name and id number (spec section 5 id rule), confirmed with the id shown masked (first 6, last 4). */
export function IdentityForm({ initialName = '', submitText, onSubmit, onCancel }: IdentityFormProps) {
  const form = useForm({ initial: { name: initialName, idNo: '' }, rules: IDENTITY_RULES })
  const [idError, setIdError] = useState<string | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const idNo = form.values.idNo.trim()

  const submit = async () => {
    setError('')
    setIdError(null)
    if (form.validate()) return
    const name = form.values.name.trim()
    const ok = await confirmAction({
      title: IDENTITY_TEXT.confirmTitle,
      content: `姓名：${name}\n身份证号：${maskIdNo(idNo.toUpperCase())}`,
      confirmText: '确认',
      cancelText: '修改'
    }).catch(() => false)
    if (!ok) return
    setBusy(true)
    try {
      await onSubmit({ name, idNo: idNo.toUpperCase() })
    } catch (err) {
      const message = (err instanceof Error && err.message) || IDENTITY_TEXT.failed
      if (errorPlace(err) === 'idNo') setIdError(message)
      else setError(message)
    } finally {
      setBusy(false)
    }
  }

  const id = form.field('idNo')
  return (
    <View className='identity-form'>
      <View className='pf-card'>
        <FormField
          {...form.field('name')}
          label={IDENTITY_TEXT.nameLabel}
          placeholder={IDENTITY_TEXT.namePlaceholder}
          maxLength={20}
          required
        />
        <FormField
          {...id}
          error={id.error ?? idError}
          onChange={(v) => {
            setIdError(null)
            id.onChange(v.replace(/[^\dXx]/g, '').slice(0, 18))
          }}
          label={IDENTITY_TEXT.idLabel}
          placeholder={IDENTITY_TEXT.idPlaceholder}
          keyboard='idcard'
          maxLength={18}
          required
        />
        {isIdCard(idNo) && (
          <Text className='pf-hint identity-form__masked'>页面将显示为 {maskIdNo(idNo.toUpperCase())}</Text>
        )}
        <Text className='pf-hint'>信息仅用于实名认证与银行开户，将加密保存。</Text>
      </View>
      {error && <Notice tone='error'>{error}</Notice>}
      <FlowActions>
        <Button
          className='identity-form__submit'
          type='primary'
          block
          loading={busy}
          disabled={busy}
          onClick={() => void submit()}
        >
          {submitText}
        </Button>
        {onCancel && (
          <Button fill='outline' block disabled={busy} onClick={onCancel}>
            取消修改
          </Button>
        )}
      </FlowActions>
    </View>
  )
}
