import dayjs from 'dayjs'
import { centsToYuan, formatMoney, formatSeconds, formatTime, splitMoney, yuanToCents } from '../../src/utils/format'
import { bankCardTail, maskBankCard, maskIdNo, maskPhone } from '../../src/utils/mask'

describe('formatTime', () => {
  const ms = new Date(2024, 0, 2, 3, 4, 5).getTime()
  const seconds = Math.floor(ms / 1000)

  it('formats as YYYY-MM-DD HH:mm:ss by default', () => {
    expect(formatTime(ms)).toBe('2024-01-02 03:04:05')
  })

  it('treats ten-digit numbers as seconds, longer ones as milliseconds', () => {
    expect(String(seconds)).toHaveLength(10)
    expect(formatTime(seconds)).toBe('2024-01-02 03:04:05')
    expect(formatTime(String(seconds))).toBe('2024-01-02 03:04:05')
    expect(formatTime(ms)).toBe(formatTime(seconds))
  })

  it('takes a format, a Date and a date string', () => {
    expect(formatTime(seconds, 'YYYY/MM/DD')).toBe('2024/01/02')
    expect(formatTime(new Date(ms), 'HH:mm')).toBe('03:04')
    expect(formatTime('2024-05-06 07:08:09', 'MM-DD HH:mm')).toBe('05-06 07:08')
  })

  it('gives an empty string for missing or unreadable values', () => {
    expect(formatTime(null)).toBe('')
    expect(formatTime(undefined)).toBe('')
    expect(formatTime('')).toBe('')
    expect(formatTime('not a date')).toBe('')
    expect(formatTime(new Date('x'))).toBe('')
  })

  it('agrees with dayjs for the current time', () => {
    const now = Date.now()
    expect(formatTime(now)).toBe(dayjs(now).format('YYYY-MM-DD HH:mm:ss'))
  })
})

describe('formatSeconds', () => {
  it.each([
    [0, '00:00:00'],
    [5, '00:00:05'],
    [65, '00:01:05'],
    [3661, '01:01:01'],
    [86399, '23:59:59'],
    [90000, '25:00:00'],
    [59.9, '00:00:59'],
    [-3, '00:00:00'],
    [Number.NaN, '00:00:00']
  ])('%p -> %s', (input, out) => {
    expect(formatSeconds(input)).toBe(out)
  })
})

describe('money', () => {
  it.each([
    [1234, '12.34', '¥12.34'],
    [5, '0.05', '¥0.05'],
    [100, '1.00', '¥1.00'],
    [0, '0.00', '¥0.00'],
    [-250, '-2.50', '-¥2.50'],
    [123456789, '1234567.89', '¥1234567.89']
  ])('%p cents', (cents, yuan, money) => {
    expect(centsToYuan(cents)).toBe(yuan)
    expect(formatMoney(cents)).toBe(money)
  })

  it('splits a price for small decimals', () => {
    expect(splitMoney(1999)).toEqual({ sign: '', integer: '19', decimal: '99' })
    expect(splitMoney(-5)).toEqual({ sign: '-', integer: '0', decimal: '05' })
  })

  it('parses typed yuan into integer cents without floating point', () => {
    expect(yuanToCents('12')).toBe(1200)
    expect(yuanToCents('12.3')).toBe(1230)
    expect(yuanToCents('12.34')).toBe(1234)
    expect(yuanToCents('0.07')).toBe(7)
    expect(yuanToCents('1.10')).toBe(110)
    expect(yuanToCents('12.345')).toBeNull()
    expect(yuanToCents('-1')).toBeNull()
    expect(yuanToCents('abc')).toBeNull()
    expect(yuanToCents('')).toBeNull()
  })
})

describe('mask', () => {
  it('keeps the first 6 and last 4 of an id number', () => {
    expect(maskIdNo('110101199003077777')).toBe('110101********7777')
    expect(maskIdNo('11010119900307777X')).toBe('110101********777X')
    expect(maskIdNo('110101900307777')).toBe('110101*****7777')
    expect(maskIdNo('')).toBe('')
    expect(maskIdNo(null)).toBe('')
    expect(maskIdNo('12345')).toBe('*****')
  })

  it('masks the middle of a phone number', () => {
    expect(maskPhone('13800138000')).toBe('138****8000')
    expect(maskPhone(undefined)).toBe('')
  })

  it('shows only the last 4 digits of a bank card', () => {
    expect(maskBankCard('6222 0212 3456 7890')).toBe('**** **** **** 7890')
    expect(maskBankCard('6222021234567890123')).toBe('**** **** **** 0123')
    expect(bankCardTail('6222021234567890')).toBe('7890')
    expect(maskBankCard('')).toBe('')
  })
})
