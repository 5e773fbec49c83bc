/**
 * The demo shop's artwork as SVG: goods pictures, banners and category icons, each made a stored picture by
 * demo/pictures.ts (drawn the first time it is asked for), never served as SVG. Deterministic, so the repo holds no binary images and the same demo looks the same on every
 * machine. Text needs a CJK font on the machine that renders it (fontconfig; docs/decisions/0034-pictures.md).
 */

/** The demo home's banners b1..b3 (demo/home.ts). */
export const BANNERS = [
  { title: '限时秒杀', sub: '每日好物 低至7折', color: '#E5412F' },
  { title: '拼团优惠', sub: '邀请好友 一起更省', color: '#D4AC52' },
  { title: '购物返养老金', sub: '确认收货 返现入账', color: '#2FA596' }
]

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const FONT = `font-family="PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC, WenQuanYi Zen Hei, sans-serif"`

export function shade(hex: string, amount: number) {
  const n = parseInt(hex.slice(1), 16)
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(v + (amount > 0 ? (255 - v) * amount : v * amount))))
  return `#${[n >> 16, (n >> 8) & 255, n & 255].map((v) => ch(v).toString(16).padStart(2, '0')).join('')}`
}

function lines(text: string, width: number, max: number) {
  const chars = [...text.replace(/\s+/g, ' ')]
  const out: string[] = []
  for (let i = 0; i < chars.length && out.length < max; i += width) out.push(chars.slice(i, i + width).join(''))
  if (chars.length > width * max) out[max - 1] = `${[...out[max - 1]].slice(0, width - 1).join('')}…`
  return out
}

export function goodsSvg(p: { title: string; spec: string; color: string; seed: number; view: number }) {
  const c1 = shade(p.color, 0.15 + (p.seed % 5) * 0.08)
  const c2 = shade(p.color, -0.2)
  const title = lines(p.title, 9, 2)
  const top = title.length === 1 ? 380 : 340
  const label = p.view > 1 ? `细节图 ${p.view}` : '正品保障 · 养老金返现'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="750" viewBox="0 0 750 750">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="750" height="750" fill="url(#g)"/>
<circle cx="${560 + (p.seed % 4) * 30}" cy="${120 + p.view * 20}" r="220" fill="#fff" fill-opacity="0.12"/>
<circle cx="110" cy="650" r="170" fill="#fff" fill-opacity="0.1"/>
<rect x="95" y="200" width="560" height="350" rx="40" fill="#fff" fill-opacity="0.94"/>
${title.map((l, i) => `<text x="375" y="${top + i * 76}" font-size="60" font-weight="bold" text-anchor="middle" fill="${c2}" ${FONT}>${esc(l)}</text>`).join('\n')}
<text x="375" y="500" font-size="34" text-anchor="middle" fill="#666" ${FONT}>${esc(p.spec)}</text>
<text x="375" y="650" font-size="30" text-anchor="middle" fill="#fff" ${FONT}>${esc(label)}</text>
</svg>`
}

/** A top category's icon (stored like an upload, demo/catalogue.ts): drawn at 240 so its 160 px size stays sharp. */
export function iconSvg(name: string, color: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 120 120">
<circle cx="60" cy="60" r="56" fill="${shade(color, 0.75)}"/><circle cx="60" cy="60" r="40" fill="${color}"/>
<text x="60" y="73" font-size="36" font-weight="bold" text-anchor="middle" fill="#fff" ${FONT}>${esc([...name][0] ?? '')}</text>
</svg>`
}

export function bannerSvg(b: { title: string; sub: string; color: string }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${b.color}"/><stop offset="1" stop-color="${shade(b.color, 0.35)}"/></linearGradient></defs>
<rect width="750" height="300" rx="24" fill="url(#g)"/><circle cx="640" cy="60" r="150" fill="#fff" fill-opacity="0.12"/>
<text x="60" y="140" font-size="64" font-weight="bold" fill="#fff" ${FONT}>${esc(b.title)}</text>
<text x="60" y="210" font-size="34" fill="#fff" fill-opacity="0.9" ${FONT}>${esc(b.sub)}</text>
</svg>`
}
