import { splitCents } from '@/components/price'

/**
 * The poster's picture, drawn the same way on every platform's 2d canvas (WeChat / Alipay `<canvas type="2d">`, the
 * browser's canvas): the goods picture, its name, its price (through the app's one money formatter), and the code
 * that opens the goods, with a line saying how to open it. Sizes are in poster pixels; the canvas is scaled by the
 * device pixel ratio by the caller.
 */
export const POSTER = { width: 600, height: 900 } as const

export interface PosterContent {
  title: string
  /** Integer cents. */
  cents: number
  /** A line above the price (拼团价 / 活动价); none for the plain price. */
  priceLabel?: string
  /** The shop's name, at the foot. */
  shop: string
  /** How to open the code: 长按识别小程序码 / 扫码查看商品. */
  codeHint: string
  /** The theme's price colour. */
  priceColor: string
}

/** What the canvas draws: the 2d context subset the platforms share. */
export interface PosterContext {
  fillStyle: string | CanvasGradient | CanvasPattern
  font: string
  textBaseline: CanvasTextBaseline
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  measureText(text: string): { width: number }
  drawImage(image: never, x: number, y: number, w: number, h: number): void
}

/** '¥12.90' from cents, by components/price's split: the same figures the price on the page shows. */
export function posterPrice(cents: number): string {
  const p = splitCents(cents)
  return p ? `${p.negative ? '-' : ''}¥${p.yuan}.${p.fen}` : '¥--'
}

/** The title in at most `lines` lines of `width`, the last one ending in … when the title is longer. */
export function wrapText(ctx: Pick<PosterContext, 'measureText'>, text: string, width: number, lines: number) {
  const out: string[] = []
  let line = ''
  for (const ch of Array.from(text)) {
    if (ctx.measureText(line + ch).width > width && line) {
      out.push(line)
      line = ch
      if (out.length === lines) break
    } else line += ch
  }
  if (out.length < lines && line) out.push(line)
  else if (out.length === lines && out.join('').length < Array.from(text).length) {
    let last = out[lines - 1]
    while (last && ctx.measureText(`${last}…`).width > width) last = Array.from(last).slice(0, -1).join('')
    out[lines - 1] = `${last}…`
  }
  return out
}

const FONT = '"PingFang SC", "Helvetica Neue", Arial, sans-serif'

/** Draws the poster; the goods picture may be missing (it failed to load): a grey panel stands in. */
export function drawPoster(ctx: PosterContext, c: PosterContent, images: { goods?: unknown; code: unknown }) {
  const { width, height } = POSTER
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, width, height)
  ctx.textBaseline = 'top'
  const pad = 30
  const side = width - pad * 2
  if (images.goods) ctx.drawImage(images.goods as never, pad, pad, side, side)
  else {
    ctx.fillStyle = '#f2f2f2'
    ctx.fillRect(pad, pad, side, side)
  }
  // The name (two lines) and the price on the left, the code on the right.
  const codeSide = 180
  const top = pad + side + 24
  const textWidth = side - codeSide - 24
  ctx.fillStyle = '#1a1a1a'
  ctx.font = `bold 30px ${FONT}`
  const lines = wrapText(ctx, c.title, textWidth, 2)
  lines.forEach((l, i) => ctx.fillText(l, pad, top + i * 42))
  let y = top + lines.length * 42 + 14
  if (c.priceLabel) {
    ctx.fillStyle = c.priceColor
    ctx.font = `24px ${FONT}`
    ctx.fillText(c.priceLabel, pad, y)
    y += 34
  }
  ctx.fillStyle = c.priceColor
  ctx.font = `bold 44px ${FONT}`
  ctx.fillText(posterPrice(c.cents), pad, y)
  ctx.drawImage(images.code as never, width - pad - codeSide, top, codeSide, codeSide)
  ctx.fillStyle = '#4d4d4d'
  ctx.font = `22px ${FONT}`
  const hintWidth = ctx.measureText(c.codeHint).width
  ctx.fillText(c.codeHint, width - pad - codeSide / 2 - hintWidth / 2, top + codeSide + 10)
  ctx.fillStyle = '#4d4d4d'
  ctx.font = `24px ${FONT}`
  ctx.fillText(c.shop, pad, height - pad - 24)
}
