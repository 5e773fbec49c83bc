import Price, { splitCents } from '@/components/price'
import { useThemeStore } from '@/stores/theme'
import { $, mount, textOf } from '../jest/render'

describe('splitCents', () => {
  it('splits integer cents into yuan and two-digit fen', () => {
    expect(splitCents(1999)).toEqual({ negative: false, yuan: '19', fen: '99' })
    expect(splitCents(100)).toEqual({ negative: false, yuan: '1', fen: '00' })
    expect(splitCents(5)).toEqual({ negative: false, yuan: '0', fen: '05' })
    expect(splitCents(0)).toEqual({ negative: false, yuan: '0', fen: '00' })
    expect(splitCents(123456789)).toEqual({ negative: false, yuan: '1234567', fen: '89' })
  })

  it('keeps the sign apart and rounds stray fractions of a cent', () => {
    expect(splitCents(-250)).toEqual({ negative: true, yuan: '2', fen: '50' })
    expect(splitCents(1999.6)).toEqual({ negative: false, yuan: '20', fen: '00' })
  })

  it('refuses amounts that are not numbers', () => {
    expect(splitCents(Number.NaN)).toBeNull()
    expect(splitCents(Number.POSITIVE_INFINITY)).toBeNull()
    expect(splitCents('1999' as unknown as number)).toBeNull()
  })
})

describe('Price', () => {
  beforeEach(() => useThemeStore.getState().applyTheme({ price_color: '', primary_color: '#D4AC52' }))

  it('shows cents as ¥ and yuan with the decimals in their own smaller element', async () => {
    await mount(Price, { cents: 1999 })
    expect(textOf($('.price'))).toBe('¥19.99')
    expect(textOf($('.price__yuan'))).toBe('19')
    expect(textOf($('.price__fen'))).toBe('.99')
  })

  it('hidden: ¥**** read as 金额已隐藏, the figure nowhere in the text', async () => {
    await mount(Price, { cents: 1999, hidden: true })
    const price = $('.price')
    expect(textOf(price)).toBe('¥****')
    expect(price.getAttribute('role')).toBe('img')
    expect(price.getAttribute('aria-label')).toBe('金额已隐藏')
    expect(document.body.textContent).not.toContain('19')
  })

  it('shows a negative amount with its sign and an unusable one as ¥--', async () => {
    await mount(Price, { cents: -250 })
    expect(textOf($('.price'))).toBe('-¥2.50')
    document.body.innerHTML = ''
    await mount(Price, { cents: Number.NaN })
    expect(textOf($('.price'))).toBe('¥--')
  })

  it("takes its colour from the theme's price_color, falling back to the primary colour", async () => {
    // Pure red is 4.0:1 on white: shown as the same hue darkened to 4.5:1.
    useThemeStore.getState().applyTheme({ price_color: '#FF0000' })
    await mount(Price, { cents: 100 })
    expect($('.price').style.color).toBe('rgb(224, 0, 0)')
    document.body.innerHTML = ''
    useThemeStore.getState().applyTheme({ price_color: 'not-a-colour', primary_color: '#112233' })
    await mount(Price, { cents: 100 })
    expect($('.price').style.color).toBe('rgb(17, 34, 51)')
  })

  it('draws the market price struck through and without the theme colour', async () => {
    useThemeStore.getState().applyTheme({ price_color: '#FF0000' })
    await mount(Price, { cents: 2999, strike: true, size: 'small' })
    const el = $('.price')
    expect(el.className).toContain('price--strike')
    expect(el.className).toContain('price--small')
    expect(el.style.color).toBe('')
    expect(textOf(el)).toBe('¥29.99')
  })
})
