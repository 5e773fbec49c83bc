import { rules, type FieldRules } from '@/utils/validate'

export const ADDRESS_TEXT = {
  nameRequired: '请填写收货人姓名',
  nameTooLong: '收货人姓名最多 20 个字',
  phoneRequired: '请填写手机号码',
  phoneInvalid: '请输入正确的手机号',
  districtRequired: '请选择所在地区',
  detailRequired: '请填写详细地址',
  detailTooLong: '详细地址最多 120 个字',
  setDefault: '设为默认收货地址',
  save: '保存',
  saved: '保存成功',
  delete: '删除收货地址',
  deleteAsk: '确定要删除该收货地址吗？',
  deleted: '删除成功'
} as const

export type AddressField = 'name' | 'phone' | 'district' | 'detail'

/** The address form's rules, in the order the fields appear; the phone follows the spec's mobile rule. */
export const ADDRESS_RULES: FieldRules<AddressField> = {
  name: [rules.required(ADDRESS_TEXT.nameRequired), rules.maxLength(20, ADDRESS_TEXT.nameTooLong)],
  phone: [rules.required(ADDRESS_TEXT.phoneRequired), rules.mobile(ADDRESS_TEXT.phoneInvalid)],
  district: rules.required(ADDRESS_TEXT.districtRequired),
  detail: [rules.required(ADDRESS_TEXT.detailRequired), rules.maxLength(120, ADDRESS_TEXT.detailTooLong)]
}
