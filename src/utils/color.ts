import { isColor } from './validate'

export interface Rgb {
  r: number
  g: number
  b: number
}

export function hexToRgb(hex: string): Rgb | null {
  if (!isColor(hex)) return null
  const n = parseInt(hex.slice(1), 16)
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 }
}

/** '#D4AC52', 0.8 -> 'rgba(212, 172, 82, 0.8)'. An invalid colour yields null so callers fall back. */
export function withAlpha(hex: string, alpha: number): string | null {
  const rgb = hexToRgb(hex)
  if (!rgb) return null
  return `rgba(${rgb.r}, ${rgb.g}, ${rgb.b}, ${alpha})`
}

/** Mixes a colour towards black by `amount` (0..1); used for pressed states. */
export function darken(hex: string, amount: number): string | null {
  const rgb = hexToRgb(hex)
  if (!rgb) return null
  const f = (c: number) =>
    Math.round(c * (1 - amount))
      .toString(16)
      .padStart(2, '0')
  return `#${f(rgb.r)}${f(rgb.g)}${f(rgb.b)}`.toUpperCase()
}

export interface ThemeColors {
  primary: string
  /** primary at 0.8 alpha */
  sub: string
  /** primary at 0.2 alpha */
  light: string
  pressed: string
}

/** Colours derived from the theme's primary (spec section 9). An invalid primary falls back to `fallback`. */
export function deriveThemeColors(primary: string, fallback: string): ThemeColors {
  const base = isColor(primary) ? primary : fallback
  return {
    primary: base,
    sub: withAlpha(base, 0.8) as string,
    light: withAlpha(base, 0.2) as string,
    pressed: darken(base, 0.12) as string
  }
}

/** WCAG relative luminance of a #RRGGBB colour. */
export function luminance(hex: string): number | null {
  const rgb = hexToRgb(hex)
  if (!rgb) return null
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(rgb.r) + 0.7152 * lin(rgb.g) + 0.0722 * lin(rgb.b)
}

/** WCAG contrast ratio of two #RRGGBB colours (1..21); null when either is invalid. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a)
  const lb = luminance(b)
  if (la === null || lb === null) return null
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/**
 * The theme colour as text on `background` (default the page grey, which also covers white cards):
 * itself when it already reads at `ratio` (4.5:1, WCAG AA),
 * else the same hue darkened just enough. Themes pick brand colours for fills (the default gold is
 * 2.2:1 on white); text in them must still be readable, above all for older shoppers.
 */
export function readableOn(hex: string, background = '#F5F5F5', ratio = 4.5): string | null {
  if (!isColor(hex)) return null
  for (let amount = 0; amount <= 1; amount += 0.04) {
    const c = darken(hex, amount) as string
    if ((contrastRatio(c, background) ?? 0) >= ratio) return amount === 0 ? hex : c
  }
  return '#000000'
}

/** Text on a filled `background` (a primary button): white when it reads at 4.5:1, else near-black. */
export function textOn(background: string): string {
  return (contrastRatio('#FFFFFF', background) ?? 0) >= 4.5 ? '#FFFFFF' : '#1A1A1A'
}
