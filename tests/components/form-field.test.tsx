import { Button, View } from '@tarojs/components'
import FormField, { MoneyInput, moneyRule, useForm, type FormApi } from '@/components/form-field'
import { parseYuanToCents, rules } from '@/utils/validate'
import { $, attrOf, mount, textOf } from '../jest/render'

type Name = 'phone' | 'idNo' | 'card' | 'amount'

let form: FormApi<Name>
let submitted: { first: { name: Name; message: string } | null; cents: number | null } | null = null

function Sample() {
  form = useForm<Name>({
    initial: { phone: '', idNo: '', card: '', amount: '' },
    rules: {
      phone: [rules.required('请输入手机号'), rules.mobile()],
      idNo: rules.idCard(),
      card: rules.bankCard(),
      amount: [rules.required('请输入金额'), moneyRule({ min: 100, max: 500000 })]
    }
  })
  return (
    <View>
      <FormField label='手机号' keyboard='number' maxLength={11} required {...form.field('phone')} />
      <FormField label='身份证号' keyboard='idcard' {...form.field('idNo')} />
      <FormField label='银行卡号' keyboard='number' {...form.field('card')} />
      <MoneyInput label='提现金额' {...form.field('amount')} />
      <Button
        className='submit'
        onClick={() => (submitted = { first: form.validate(), cents: parseYuanToCents(form.values.amount) })}
      >
        提交
      </Button>
    </View>
  )
}

const inputOf = (name: string) => $(`input[name="${name}"]`) as HTMLInputElement
const fieldOf = (name: string) => inputOf(name).closest('.form-field') as HTMLElement

async function type(utils: Awaited<ReturnType<typeof mount>>, name: string, value: string) {
  const input = inputOf(name)
  input.value = value
  await utils.act(() => utils.fireEvent.input(input))
}

/** Taro's input re-renders its inner <input> (where the ARIA attributes live) on the next frame. */
const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 32))

async function blur(utils: Awaited<ReturnType<typeof mount>>, name: string) {
  await utils.act(() => utils.fireEvent.blur(inputOf(name)))
  await utils.act(nextFrame)
}

beforeEach(() => (submitted = null))

describe('FormField', () => {
  it('ties the label to the real input and marks required fields', async () => {
    await mount(Sample)
    const input = inputOf('phone')
    const label = fieldOf('phone').querySelector('label') as HTMLLabelElement
    expect(label.getAttribute('for')).toBe(input.id)
    expect(input.id).toMatch(/^ff-phone-/)
    expect(document.querySelectorAll(`[id="${input.id}"]`)).toHaveLength(1)
    expect(textOf(label)).toBe('手机号*')
    expect(input.getAttribute('aria-required')).toBe('true')
    expect(input.getAttribute('aria-invalid')).toBe('false')
    expect(input.getAttribute('inputmode')).toBe('numeric')
    expect(inputOf('amount').getAttribute('inputmode')).toBe('decimal')
    expect(textOf(fieldOf('amount').querySelector('.form-field__prefix') as Element)).toBe('¥')
  })

  it('does not validate while typing, shows the error beside the field on blur', async () => {
    const utils = await mount(Sample)
    await type(utils, 'phone', '1380013')
    expect(form.values.phone).toBe('1380013')
    expect(document.querySelector('.form-field__error')).toBeNull()
    await blur(utils, 'phone')
    const error = fieldOf('phone').querySelector('.form-field__error') as HTMLElement
    expect(textOf(error)).toBe('请输入正确的手机号')
    expect(await attrOf('input[name="phone"]', 'aria-invalid', 'true')).toBe('true')
    expect(inputOf('phone').getAttribute('aria-describedby')).toBe(error.id)
    expect(fieldOf('phone').className).toContain('form-field--invalid')
  })

  it('clears a shown error once the user edits the field, and passes a good value on blur', async () => {
    const utils = await mount(Sample)
    await type(utils, 'phone', '123')
    await blur(utils, 'phone')
    expect(fieldOf('phone').querySelector('.form-field__error')).not.toBeNull()
    await type(utils, 'phone', '1380013800')
    expect(fieldOf('phone').querySelector('.form-field__error')).toBeNull()
    await type(utils, 'phone', '13800138000')
    await blur(utils, 'phone')
    expect(fieldOf('phone').querySelector('.form-field__error')).toBeNull()
    expect(await attrOf('input[name="phone"]', 'aria-invalid', 'false')).toBe('false')
  })

  it('on submit shows every error and returns the first for the page to toast', async () => {
    const utils = await mount(Sample)
    await type(utils, 'idNo', '12345')
    await type(utils, 'card', '6214 8301')
    await utils.act(() => utils.fireEvent.click($('.submit')))
    expect(submitted?.first).toEqual({ name: 'phone', message: '请输入手机号' })
    expect(Array.from(document.querySelectorAll('.form-field__error')).map((el) => textOf(el))).toEqual([
      '请输入手机号',
      '请输入正确的身份证号',
      '请输入正确的银行卡号',
      '请输入金额'
    ])
  })

  it('checks bank card numbers by digits and length only', async () => {
    const utils = await mount(Sample)
    await type(utils, 'card', '6214 8301 2345 6789')
    await blur(utils, 'card')
    expect(fieldOf('card').querySelector('.form-field__error')).toBeNull()
    await type(utils, 'card', '62148301234567890123')
    await blur(utils, 'card')
    expect(textOf(fieldOf('card'))).toContain('请输入正确的银行卡号')
  })
})

describe('MoneyInput', () => {
  it.each([
    ['12.345', '金额最多保留两位小数'],
    ['-5', '金额不能为负数'],
    ['abc', '请输入正确的金额'],
    ['0.99', '金额不能低于¥1.00'],
    ['5000.01', '金额不能超过¥5000.00']
  ])('refuses %s: %s', async (typed, message) => {
    const utils = await mount(Sample)
    await type(utils, 'amount', typed)
    await blur(utils, 'amount')
    expect(textOf(fieldOf('amount').querySelector('.form-field__error') as Element)).toBe(message)
  })

  it('keeps the typed text and gives the page integer cents', async () => {
    const utils = await mount(Sample)
    await type(utils, 'phone', '13800138000')
    await type(utils, 'amount', '12.3')
    await blur(utils, 'amount')
    expect(fieldOf('amount').querySelector('.form-field__error')).toBeNull()
    await utils.act(() => utils.fireEvent.click($('.submit')))
    expect(submitted).toEqual({ first: null, cents: 1230 })
  })
})
