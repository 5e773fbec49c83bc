import type { InvoiceReceiverKind } from '@contract/schemas/invoice'
import { isEmail, isTaxNo } from '@/utils/tax-no'
import { rules, type FieldRules, type Validator } from '@/utils/validate'

export const RECEIVER_TEXT = {
  kindLabel: '抬头类型',
  titleLabel: '发票抬头',
  titlePersonal: '填写“个人”或您的姓名',
  titleCompany: '填写单位全称',
  titleRequired: '请填写发票抬头',
  taxNoLabel: '税号',
  taxNoPlaceholder: '纳税人识别号',
  taxNoRequired: '请填写纳税人识别号',
  taxNoInvalid: '请输入正确的纳税人识别号',
  emailLabel: '收票邮箱',
  emailPlaceholder: '电子发票将发送到该邮箱',
  emailInvalid: '请输入正确的邮箱地址',
  whereRequired: '请填写收票邮箱或邮寄地址',
  addressLabel: '邮寄地址',
  addressPlaceholder: '需要纸质件时填写（选填）',
  phoneLabel: '联系电话',
  phonePlaceholder: '收件人手机号',
  phoneRequired: '邮寄发票请填写联系电话',
  phoneInvalid: '请输入正确的手机号',
  bankNameLabel: '开户银行',
  bankAccountLabel: '银行账号',
  bankAccountInvalid: '银行账号只能包含数字',
  optional: '选填',
  setDefault: '设为默认抬头',
  save: '保存',
  saved: '保存成功'
} as const

export type ReceiverField = 'title' | 'tax_no' | 'email' | 'address' | 'phone' | 'bank_name' | 'bank_account'

const when =
  (test: () => boolean, rule: Validator): Validator =>
  (value) =>
    test() ? rule(value) : null

/**
 * The receiver form's rules for a kind. `values` reads the form as it is now, for the rules that look at two fields:
 * an invoice goes to an e-mail or a postal address (at least one), and a postal address needs a phone.
 */
export function receiverRules(
  kind: InvoiceReceiverKind,
  values: () => Partial<Record<ReceiverField, string>>
): FieldRules<ReceiverField> {
  const blank = (k: ReceiverField) => !(values()[k] ?? '').trim()
  return {
    title: [rules.required(RECEIVER_TEXT.titleRequired), rules.maxLength(100, '发票抬头最多 100 个字')],
    tax_no:
      kind === 2
        ? [rules.required(RECEIVER_TEXT.taxNoRequired), (v) => (isTaxNo(v) ? null : RECEIVER_TEXT.taxNoInvalid)]
        : [],
    email: [
      when(() => blank('address'), rules.required(RECEIVER_TEXT.whereRequired)),
      (v) => (!v.trim() || isEmail(v) ? null : RECEIVER_TEXT.emailInvalid)
    ],
    address: rules.maxLength(200, '邮寄地址最多 200 个字'),
    phone: [
      when(() => !blank('address'), rules.required(RECEIVER_TEXT.phoneRequired)),
      rules.mobile(RECEIVER_TEXT.phoneInvalid)
    ],
    bank_name: rules.maxLength(100, '开户银行最多 100 个字'),
    bank_account: (v) => (/^[0-9 ]{0,40}$/.test(v) ? null : RECEIVER_TEXT.bankAccountInvalid)
  }
}
