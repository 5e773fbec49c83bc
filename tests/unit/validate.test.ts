import {
  checkMoney,
  isBankCardNo,
  isColor,
  isIdCard,
  isMobile,
  normalizeBankCardNo,
  parseYuanToCents,
  rules,
  validateAll,
  validateFields
} from '../../src/utils/validate'

describe('isIdCard', () => {
  it.each(['110101199003077777', '11010119900307777X', '11010119900307777x', '110101900307777'])('accepts %s', (v) => {
    expect(isIdCard(v)).toBe(true)
  })
  it.each([
    '1101011990030777', // 16 digits
    '1101011990030777777', // 19 digits
    '11010119900307777Y',
    'X10101199003077777',
    '11010119900307777XX',
    '11010190030777X', // 15 with X
    '',
    110101199003077777,
    null,
    undefined
  ])('refuses %p', (v) => {
    expect(isIdCard(v)).toBe(false)
  })
})

describe('isMobile', () => {
  // docs/decisions/0015-phone-numbers.md: one number for each current mainland prefix 13 to 19.
  it.each([
    '13800138000',
    '14712345678',
    '15012345678',
    '16612345678',
    '17012345678',
    '18912345678',
    '19912345678',
    13800138000
  ])('accepts %p', (v) => {
    expect(isMobile(v)).toBe(true)
  })
  it.each([
    '12012345678',
    '11012345678',
    '10012345678',
    '1380013800',
    '138001380001',
    '23800138000',
    '1380013800a',
    '',
    null
  ])('refuses %p', (v) => {
    expect(isMobile(v)).toBe(false)
  })
})

describe('isColor', () => {
  it.each(['#D4AC52', '#d4ac52', '#000000', '#FfFfFf'])('accepts %s', (v) => {
    expect(isColor(v)).toBe(true)
  })
  it.each(['D4AC52', '#D4AC5', '#D4AC522', '#D4AC5G', '#fff', 'red', 'rgb(0,0,0)', '', null])('refuses %p', (v) => {
    expect(isColor(v)).toBe(false)
  })
})

describe('isBankCardNo', () => {
  it.each(['621483012345', '6214830123456789', '6222021234567890123', '6214 8301 2345 6789', '6217000010012345670'])(
    'accepts %s',
    (v) => {
      expect(isBankCardNo(v)).toBe(true)
    }
  )
  it.each([
    '62148301234', // 11 digits
    '62220212345678901234', // 20 digits
    '6214830123456a89',
    '6214-8301-2345-6789',
    '',
    6214830123456789,
    null
  ])('refuses %p', (v) => {
    expect(isBankCardNo(v)).toBe(false)
  })
  it('does not apply a Luhn check: a real card may fail it', () => {
    // 6214830123456789 fails Luhn (digit sum 68), still a well-formed number.
    expect(isBankCardNo('6214830123456789')).toBe(true)
  })
  it('drops the spaces between groups', () => {
    expect(normalizeBankCardNo(' 6214 8301\t2345 6789 ')).toBe('6214830123456789')
  })
})

describe('parseYuanToCents', () => {
  it.each([
    ['12.3', 1230],
    ['12.34', 1234],
    ['12', 1200],
    ['12.', 1200],
    ['0.05', 5],
    ['0.1', 10],
    [' 7.00 ', 700],
    ['007.5', 750],
    ['0', 0],
    ['1234567890123.99', 123456789012399],
    [19.99, 1999]
  ])('%p -> %p cents', (input, cents) => {
    expect(parseYuanToCents(input)).toBe(cents)
  })
  it('never goes through floating point (0.07 * 100 would be 7.000000000000001)', () => {
    expect(parseYuanToCents('0.07')).toBe(7)
    expect(parseYuanToCents('1.15')).toBe(115)
    expect(parseYuanToCents('4.35')).toBe(435)
  })
  it.each(['12.345', '-1', '-0.5', 'abc', '', '.5', '1e3', '1,000', '12.3.4', '¥12', NaN, Infinity, null, undefined])(
    'refuses %p',
    (input) => {
      expect(parseYuanToCents(input)).toBeNull()
    }
  )
})

describe('checkMoney', () => {
  it('names what is wrong', () => {
    expect(checkMoney('12.345')).toEqual({ kind: 'decimals' })
    expect(checkMoney('-3')).toEqual({ kind: 'negative' })
    expect(checkMoney('abc')).toEqual({ kind: 'invalid' })
    expect(checkMoney('12345678901234')).toEqual({ kind: 'tooLarge' })
  })
  it('checks bounds in cents, inclusive', () => {
    const bounds = { min: 100, max: 500000 }
    expect(checkMoney('0.99', bounds)).toEqual({ kind: 'min', bound: 100 })
    expect(checkMoney('1', bounds)).toBeNull()
    expect(checkMoney('5000', bounds)).toBeNull()
    expect(checkMoney('5000.01', bounds)).toEqual({ kind: 'max', bound: 500000 })
  })
})

describe('rules and validateAll', () => {
  const fieldRules = {
    name: rules.required('请输入姓名'),
    phone: [rules.required('请输入手机号'), rules.mobile()],
    idNo: rules.idCard(),
    card: rules.bankCard(),
    color: rules.color()
  }
  const good = {
    name: '张三',
    phone: '13800138000',
    idNo: '11010119900307777X',
    card: '6214 8301 2345 6789',
    color: '#D4AC52'
  }

  it('passes good values and lets empty optional fields pass', () => {
    expect(validateAll(good, fieldRules)).toBeNull()
    expect(validateAll({ ...good, idNo: '', card: '', color: '' }, fieldRules)).toBeNull()
  })

  it('returns the first failing field in rule order, with its message', () => {
    expect(validateAll({ ...good, phone: '12345', card: '12' }, fieldRules)).toEqual({
      name: 'phone',
      message: '请输入正确的手机号'
    })
    expect(validateAll({ ...good, name: '  ', phone: '' }, fieldRules)).toEqual({ name: 'name', message: '请输入姓名' })
  })

  it('collects every failing field', () => {
    expect(validateFields({ ...good, phone: '', idNo: '123', card: 'x', color: 'red' }, fieldRules)).toEqual({
      phone: '请输入手机号',
      idNo: '请输入正确的身份证号',
      card: '请输入正确的银行卡号',
      color: '请输入正确的颜色值'
    })
  })

  it('maxLength counts characters', () => {
    expect(rules.maxLength(3, '最多3个字')('一二三')).toBeNull()
    expect(rules.maxLength(3, '最多3个字')('一二三四')).toBe('最多3个字')
  })
})
