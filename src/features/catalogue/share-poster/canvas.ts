import Taro from '@tarojs/taro'
import { drawPoster, POSTER, type PosterContent, type PosterContext } from './draw'

/**
 * The poster in the mini programs: drawn on the sheet's `<Canvas type="2d">` (WeChat base library 2.9, Alipay 2.7),
 * whose images load network addresses themselves, then written to a temporary file: WeChat's canvasToTempFilePath
 * with the canvas, Alipay's canvas.toTempFilePath. canvas.h5.ts is the browser's version.
 */
export const CANVAS_ID = 'share-poster-canvas'

interface CanvasImage {
  src: string
  onload: (() => void) | null
  onerror: (() => void) | null
}

interface CanvasNode {
  width: number
  height: number
  getContext(kind: '2d'): (PosterContext & { scale(x: number, y: number): void }) | null
  createImage(): CanvasImage
  /** Alipay's 2d canvas writes its own file. */
  toTempFilePath?: (o: {
    fileType?: string
    success: (r: { tempFilePath?: string; filePath?: string; apFilePath?: string }) => void
    fail: (e: unknown) => void
  }) => void
}

function canvasNode(): Promise<CanvasNode | null> {
  return new Promise((resolve) => {
    Taro.createSelectorQuery()
      .select(`#${CANVAS_ID}`)
      .node()
      .exec((res: Array<{ node?: CanvasNode } | null> | undefined) => resolve(res?.[0]?.node ?? null))
  })
}

function loadImage(canvas: CanvasNode, src: string): Promise<CanvasImage | null> {
  return new Promise((resolve) => {
    const img = canvas.createImage()
    img.onload = () => resolve(img)
    img.onerror = () => resolve(null)
    img.src = src
  })
}

function tempFile(canvas: CanvasNode, dpr: number): Promise<string> {
  if (process.env.TARO_ENV === 'alipay' && canvas.toTempFilePath) {
    return new Promise((resolve, reject) =>
      canvas.toTempFilePath!({
        fileType: 'png',
        success: (r) => resolve(r.tempFilePath ?? r.filePath ?? r.apFilePath ?? ''),
        fail: reject
      })
    )
  }
  return Taro.canvasToTempFilePath({
    canvas: canvas as never,
    fileType: 'png',
    destWidth: POSTER.width * dpr,
    destHeight: POSTER.height * dpr
  }).then((r) => r.tempFilePath)
}

/** Draws the poster and answers the temporary file it was written to; rejects when the canvas cannot be had. */
export async function renderPoster(content: PosterContent, urls: { goods?: string; code: string }): Promise<string> {
  const canvas = await canvasNode()
  const ctx = canvas?.getContext('2d')
  if (!canvas || !ctx) throw new Error('no 2d canvas')
  const dpr = Math.min(2, Taro.getSystemInfoSync().pixelRatio || 2)
  canvas.width = POSTER.width * dpr
  canvas.height = POSTER.height * dpr
  ctx.scale(dpr, dpr)
  const [goods, code] = await Promise.all([
    urls.goods ? loadImage(canvas, urls.goods) : Promise.resolve(null),
    loadImage(canvas, urls.code)
  ])
  if (!code) throw new Error('the code did not load')
  drawPoster(ctx, content, { goods: goods ?? undefined, code })
  const file = await tempFile(canvas, dpr)
  if (!file) throw new Error('no poster file')
  return file
}
