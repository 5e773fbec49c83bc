import { isColor, isIdCard, isMobile } from '../../src/utils/validate'

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
  it.each(['13800138000', '14712345678', '15012345678', '17012345678', '18912345678', 13800138000])(
    'accepts %p',
    (v) => {
      expect(isMobile(v)).toBe(true)
    }
  )
  it.each([
    '12012345678',
    '16012345678',
    '19012345678',
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
