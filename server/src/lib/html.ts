import type { FastifyReply } from 'fastify'

/*
 * Small self-contained HTML pages the server itself serves: the bank protocol (bank/doc.routes.ts) in production and
 * the sandbox providers' pages (dev/sandbox.routes.ts). Below both, so production code never imports the
 * development-only routes.
 */

export const esc = (s: unknown) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!
  )

const CSS = `*{box-sizing:border-box}body{margin:0;font:15px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#333}
header{background:var(--c,#8a6d2c);color:#fff;padding:14px 16px;font-size:17px}main{padding:16px;max-width:480px;margin:0 auto}
.card{background:#fff;border-radius:8px;padding:16px;margin-bottom:12px}label{display:block;margin:10px 0 4px;color:#595959;font-size:13px}
input{width:100%;padding:10px;border:1px solid #8c8c8c;border-radius:6px;font-size:15px}.err{color:#b3261e;margin:8px 0}
button{width:100%;padding:12px;border:0;border-radius:22px;font-size:16px;margin-top:12px;background:var(--c,#8a6d2c);color:#fff}
button.ghost{background:#fff;color:#4d4d4d;border:1px solid #8c8c8c}.tip{color:#595959;font-size:12px}pre{white-space:pre-wrap;font:inherit}
table{width:100%;border-collapse:collapse}td{padding:6px 0;border-bottom:1px solid #eee}`

/** Relative luminance of #rrggbb (WCAG 2). */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * A brand colour darkened until white text on it reads at 4.5:1 (WCAG AA): bank colours such as
 * pingan orange or the theme gold are too light for the white header and button text as they are.
 */
export function readableOnWhiteText(color: string) {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return '#8a6d2c'
  let [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
  const hex = () => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`
  while (1.05 / (luminance(hex()) + 0.05) < 4.5) {
    ;[r, g, b] = [r, g, b].map((c) => Math.floor(c * 0.92))
  }
  return hex()
}

/** A small self-contained mobile page: inline styles, no external assets. */
export const page = (title: string, body: string, color = '#D4AC52') =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>${esc(title)}</title><style>${CSS}</style></head><body style="--c:${readableOnWhiteText(color)}"><header>${esc(title)}</header><main>${body}</main></body></html>`

export const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').send(body)
