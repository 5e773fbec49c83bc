/**
 * The scene of a share code (分享海报, docs/providers.md "Share codes"): what a WeChat mini-program code
 * (wxacode.getUnlimited `scene`), an Alipay mini-program code (`query_param`) and the H5 QR code carry so that
 * opening it lands on the goods. Plain functions, no TypeBox: the app's bundles import this file as a value, the
 * server makes the codes with it, and the tests decode a code back through it.
 *
 * Shape: `s=<sku_id>` for the goods, `&g=<group_id>` when the code invites to a forming group (拼团). WeChat allows
 * at most 32 visible characters (digits, letters and a few marks); two ten-digit ids take 25.
 */

/** WeChat's limit on `scene` (wxacode.getUnlimited). */
export const SHARE_SCENE_MAX = 32
/** The page every share code opens; its parameters are declared in scripts/page-params.json. */
export const SHARE_PAGE = 'pages/goods-info/index'

export interface ShareTarget {
  sku_id: number
  group_id?: number
}

const ID_MAX = 2_147_483_647

const idOf = (text: string | undefined): number | null => {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null
  const n = Number(text)
  return n <= ID_MAX ? n : null
}

/** The scene for a goods (and group); throws on an id no database would have, so a bad code is never made. */
export function encodeShareScene(target: ShareTarget): string {
  const sku = idOf(String(target.sku_id))
  if (!sku) throw new RangeError('sku_id must be a positive integer')
  if (target.group_id === undefined) return `s=${sku}`
  const group = idOf(String(target.group_id))
  if (!group) throw new RangeError('group_id must be a positive integer')
  return `s=${sku}&g=${group}`
}

/**
 * The goods (and group) a scene names, or null for anything else. Takes the scene as WeChat hands it to the page
 * (`scene=s%3D12` in the query: URI-encoded once, or already decoded by the router) and as Alipay passes it in the
 * launch query; unknown keys, repeated keys and non-numeric ids are refused rather than half-read.
 */
export function decodeShareScene(raw: unknown): ShareTarget | null {
  if (typeof raw !== 'string' || !raw || raw.length > SHARE_SCENE_MAX * 3) return null
  let scene = raw
  if (scene.includes('%')) {
    try {
      scene = decodeURIComponent(scene)
    } catch {
      return null
    }
  }
  if (scene.length > SHARE_SCENE_MAX) return null
  const seen = new Map<string, string>()
  for (const part of scene.split('&')) {
    const [key, value, extra] = part.split('=')
    if (extra !== undefined || value === undefined || !['s', 'g'].includes(key) || seen.has(key)) return null
    seen.set(key, value)
  }
  const sku = idOf(seen.get('s'))
  if (!sku) return null
  if (!seen.has('g')) return { sku_id: sku }
  const group = idOf(seen.get('g'))
  return group ? { sku_id: sku, group_id: group } : null
}
