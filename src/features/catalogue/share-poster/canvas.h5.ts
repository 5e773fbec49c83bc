import { drawPoster, POSTER, type PosterContent, type PosterContext } from './draw'

/**
 * H5 build of canvas.ts (Taro picks `.h5.ts` files for H5): the poster is drawn on a detached DOM canvas and shown as
 * a PNG data address in an <img>, which the browser lets the shopper long-press to save (长按图片保存). The images
 * are same-origin on H5 (the server answers them as paths, lib/image-urls.ts), so the canvas is never tainted.
 */
export const CANVAS_ID = 'share-poster-canvas'

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image()
    img.crossOrigin = 'anonymous'
    img.onload = () => resolve(img)
    img.onerror = () => resolve(null)
    img.src = src
  })
}

export async function renderPoster(content: PosterContent, urls: { goods?: string; code: string }): Promise<string> {
  const canvas = document.createElement('canvas')
  const dpr = Math.min(2, window.devicePixelRatio || 1)
  canvas.width = POSTER.width * dpr
  canvas.height = POSTER.height * dpr
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no 2d canvas')
  ctx.scale(dpr, dpr)
  const [goods, code] = await Promise.all([
    urls.goods ? loadImage(urls.goods) : Promise.resolve(null),
    loadImage(urls.code)
  ])
  if (!code) throw new Error('the code did not load')
  drawPoster(ctx as unknown as PosterContext, content, { goods: goods ?? undefined, code })
  return canvas.toDataURL('image/png')
}
