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
