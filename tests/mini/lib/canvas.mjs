import { PNG } from 'pngjs'
import sharp from 'sharp'

/**
 * The `<canvas type="2d">` of both platforms, as far as a poster needs it: the node a selector query's `node()`
 * answers (width / height, getContext('2d'), createImage, and Alipay's own toTempFilePath), a 2d context that
 * paints rectangles and images into real pixels (scale / translate, nearest-neighbour resampling, source-over
 * alpha), and the temporary files a canvas is written to (PNG). Text is not rasterised (no fonts here): each
 * fillText is recorded in the canvas's `ops` with its font and colour, so a journey reads what was written, and
 * measureText answers a width from the font size (CJK one em, others 0.55 em). Everything else a program asks of
 * the context is missing, as on a platform that lacks it.
 *
 * `image(src)` resolves the bytes of a network picture (the session maps the API host to the test server);
 * `track(promise)` counts a load as work in flight (settling waits for it); `later(fn)` calls back as the
 * platform does, on the program's clock.
 */
export function createCanvasHost({ image, track, later }) {
  const files = new Map()
  const canvases = []
  let fileSeq = 0

  function writeFile(canvas, ext = 'png') {
    const png = new PNG({ width: canvas.w, height: canvas.h })
    canvas.pixels.copy(png.data)
    const path =
      canvas.platform === 'weapp'
        ? `wxfile://tmp_poster_${++fileSeq}.${ext}`
        : `https://resource/apml${++fileSeq}.${ext}`
    files.set(path, PNG.sync.write(png))
    return path
  }

  async function decode(src) {
    const bytes = files.get(src) ?? (await image(src))
    const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  }

  function createNode(id, platform) {
    const canvas = { id, platform, ops: [], pixels: Buffer.alloc(300 * 150 * 4), w: 300, h: 150 }
    const resize = () => (canvas.pixels = Buffer.alloc(canvas.w * canvas.h * 4))
    const ctx = context2d(canvas)
    const node = {
      get width() {
        return canvas.w
      },
      set width(v) {
        canvas.w = Math.max(1, Math.floor(v))
        resize()
      },
      get height() {
        return canvas.h
      },
      set height(v) {
        canvas.h = Math.max(1, Math.floor(v))
        resize()
      },
      getContext: (kind) => (kind === '2d' ? ctx : null),
      createImage() {
        const img = { width: 0, height: 0, onload: null, onerror: null, complete: false, __pixels: null }
        let src = ''
        Object.defineProperty(img, 'src', {
          get: () => src,
          set(v) {
            src = String(v)
            canvas.ops.push({ op: 'load', src })
            track(decode(src)).then(
              (px) => {
                Object.assign(img, { width: px.width, height: px.height, complete: true, __pixels: px })
                later(() => img.onload?.())
              },
              (err) => {
                canvas.ops.push({ op: 'loadError', src, error: String(err?.message ?? err) })
                later(() => img.onerror?.({ errMsg: String(err?.message ?? err) }))
              }
            )
          }
        })
        return img
      }
    }
    // Alipay's 2d canvas writes its own file; WeChat's goes through wx.canvasToTempFilePath({ canvas }).
    if (platform === 'alipay')
      node.toTempFilePath = (o = {}) => {
        const path = writeFile(canvas, o.fileType === 'jpg' ? 'jpg' : 'png')
        later(() => {
          o.success?.({ tempFilePath: path })
          o.complete?.({ tempFilePath: path })
        })
      }
    Object.defineProperty(node, '__canvas', { value: canvas })
    canvases.push(canvas)
    return node
  }

  return {
    files,
    /** Every canvas handed out, newest last: { id, ops, pixels, w, h }. */
    canvases,
    createNode,
    /** WeChat's canvasToTempFilePath: the node's pixels as a PNG file. */
    toTempFile: (node) => writeFile(node.__canvas),
    /** The PNG bytes of a temporary file the program holds (undefined when there is none). */
    file: (path) => files.get(path)
  }
}

/** '#fff', '#ffffff', '#ffffff80', 'rgb(…)', 'rgba(…)', 'white' / 'black' → [r, g, b, a 0–255]. */
export function parseColour(s) {
  const t = String(s).trim().toLowerCase()
  if (t === 'white') return [255, 255, 255, 255]
  if (t === 'black') return [0, 0, 0, 255]
  if (t === 'transparent') return [0, 0, 0, 0]
  let m = /^#([0-9a-f]{3})$/.exec(t)
  if (m) return [...m[1]].map((c) => parseInt(c + c, 16)).concat(255)
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(t)
  if (m) return [0, 2, 4].map((i) => parseInt(m[1].slice(i, i + 2), 16)).concat(m[2] ? parseInt(m[2], 16) : 255)
  m = /^rgba?\(([^)]+)\)$/.exec(t)
  if (m) {
    const [r, g, b, a = '1'] = m[1].split(/[\s,/]+/).filter(Boolean)
    return [Number(r), Number(g), Number(b), Math.round(Number(a) * 255)]
  }
  return null
}

function context2d(canvas) {
  let sx = 1
  let sy = 1
  let tx = 0
  let ty = 0
  const stack = []
  const state = { fillStyle: '#000000', font: '10px sans-serif', textBaseline: 'alphabetic', textAlign: 'start' }

  const blend = (i, r, g, b, a) => {
    const px = canvas.pixels
    if (a >= 255) {
      px[i] = r
      px[i + 1] = g
      px[i + 2] = b
      px[i + 3] = 255
      return
    }
    const fa = a / 255
    const da = px[i + 3] / 255
    const oa = fa + da * (1 - fa)
    if (oa === 0) return
    for (const [k, c] of [
      [0, r],
      [1, g],
      [2, b]
    ])
      px[i + k] = Math.round((c * fa + px[i + k] * da * (1 - fa)) / oa)
    px[i + 3] = Math.round(oa * 255)
  }
  /** The device-pixel box of a user-space rectangle, clipped to the canvas. */
  const box = (x, y, w, h) => {
    const x0 = Math.max(0, Math.round(x * sx + tx))
    const y0 = Math.max(0, Math.round(y * sy + ty))
    const x1 = Math.min(canvas.w, Math.round((x + w) * sx + tx))
    const y1 = Math.min(canvas.h, Math.round((y + h) * sy + ty))
    return { x0, y0, x1, y1, dw: (x + w) * sx + tx - (x * sx + tx), dh: (y + h) * sy + ty - (y * sy + ty) }
  }
  const fontPx = () => Number(/(\d+(?:\.\d+)?)px/.exec(state.font)?.[1] ?? 10)

  const ctx = {
    scale(x, y) {
      sx *= x
      sy *= y
    },
    translate(x, y) {
      tx += x * sx
      ty += y * sy
    },
    setTransform(a, _b, _c, d, e, f) {
      ;[sx, sy, tx, ty] = [a, d, e, f]
    },
    save: () => stack.push({ sx, sy, tx, ty, ...state }),
    restore() {
      const s = stack.pop()
      if (!s) return
      ;({ sx, sy, tx, ty } = s)
      Object.assign(state, {
        fillStyle: s.fillStyle,
        font: s.font,
        textBaseline: s.textBaseline,
        textAlign: s.textAlign
      })
    },
    fillRect(x, y, w, h) {
      const c = parseColour(state.fillStyle)
      canvas.ops.push({ op: 'fillRect', x, y, w, h, fillStyle: state.fillStyle })
      if (!c) throw new TypeError(`canvas: fillStyle ${state.fillStyle} is not a colour the harness paints`)
      const b = box(x, y, w, h)
      for (let py = b.y0; py < b.y1; py++)
        for (let px = b.x0; px < b.x1; px++) blend((py * canvas.w + px) * 4, c[0], c[1], c[2], c[3])
    },
    clearRect(x, y, w, h) {
      const b = box(x, y, w, h)
      for (let py = b.y0; py < b.y1; py++) canvas.pixels.fill(0, (py * canvas.w + b.x0) * 4, (py * canvas.w + b.x1) * 4)
    },
    fillText(text, x, y) {
      canvas.ops.push({ op: 'fillText', text: String(text), x, y, font: state.font, fillStyle: state.fillStyle })
    },
    measureText(text) {
      const size = fontPx()
      let width = 0
      for (const ch of Array.from(String(text)))
        width += /[\u2e80-\u9fff\uff00-\uffef\u3000-\u303f…]/.test(ch) ? size : size * 0.55
      return { width }
    },
    drawImage(img, ...args) {
      const px = img?.__pixels
      if (!px) throw new TypeError('canvas: drawImage of an image that has not loaded')
      // (img, dx, dy), (img, dx, dy, dw, dh) or (img, sx, sy, sw, sh, dx, dy, dw, dh)
      const [srcX, srcY, srcW, srcH, dx, dy, dw, dh] =
        args.length === 8
          ? args
          : [0, 0, px.width, px.height, args[0], args[1], args[2] ?? px.width, args[3] ?? px.height]
      canvas.ops.push({ op: 'drawImage', src: img.src, x: dx, y: dy, w: dw, h: dh })
      const b = box(dx, dy, dw, dh)
      for (let py = b.y0; py < b.y1; py++) {
        const v = srcY + Math.min(srcH - 1, Math.floor(((py - (dy * sy + ty)) / b.dh) * srcH))
        for (let pxx = b.x0; pxx < b.x1; pxx++) {
          const u = srcX + Math.min(srcW - 1, Math.floor(((pxx - (dx * sx + tx)) / b.dw) * srcW))
          const si = (v * px.width + u) * 4
          blend((py * canvas.w + pxx) * 4, px.data[si], px.data[si + 1], px.data[si + 2], px.data[si + 3])
        }
      }
    }
  }
  for (const key of Object.keys(state))
    Object.defineProperty(ctx, key, {
      get: () => state[key],
      set: (v) => void (state[key] = v),
      enumerable: true
    })
  return ctx
}
