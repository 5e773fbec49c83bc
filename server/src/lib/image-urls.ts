import type { FastifyInstance, onSendAsyncHookHandler } from 'fastify'

/** Where the server serves images: stored pictures and uploads, and bank logos. */
const IMAGE_PATHS = ['/api/service/image/', '/api/pension/account/logo/']

/**
 * Services write image addresses absolute from PUBLIC_URL, which a mini program needs (it cannot resolve a path).
 * The H5 shop, though, may be opened under any host name (127.0.0.1 beside localhost, a second domain), and its
 * content-security policy blocks images from another origin: so H5 answers carry the images as paths on the
 * host that serves the shop, or under IMAGE_BASE_URL (a CDN) for every client when that is set.
 * Returns the rewrite of one serialized answer, or null when nothing is to change for this client.
 */
export function imageRewrite(publicUrl: string, imageBase: string | undefined, miniProgram: boolean) {
  const target = imageBase !== undefined ? imageBase.replace(/\/+$/, '') : miniProgram ? null : ''
  const origin = publicUrl.replace(/\/+$/, '')
  if (target === null || target === origin) return null
  return (json: string) => {
    if (!json.includes(origin)) return json
    let out = json
    for (const p of IMAGE_PATHS) out = out.split(`${origin}${p}`).join(`${target}${p}`)
    return out
  }
}

const UPLOAD = '/api/service/image/upload'

/** Registers the rewrite on every JSON answer of the API (after caches: a cached answer is rewritten per client). */
export function registerImageUrls(app: FastifyInstance, config: { publicUrl: string; imageBaseUrl?: string }) {
  const forH5 = imageRewrite(config.publicUrl, config.imageBaseUrl, false)
  const forMp = imageRewrite(config.publicUrl, config.imageBaseUrl, true)
  const hook: onSendAsyncHookHandler = async (req, reply, payload) => {
    // An upload's answer is an address the client sends back (refund proofs, feedback): it stays absolute. So do
    // the console's answers: the addresses it saves into goods are served to mini programs, which need them whole.
    if (typeof payload !== 'string' || !req.url.startsWith('/api/') || req.url.startsWith(UPLOAD)) return payload
    if (req.url.startsWith('/api/admin/')) return payload
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload
    // Mini programs send MILI-MP-VER on every call; H5 never does (src/services/request.ts).
    const rewrite = req.headers['mili-mp-ver'] ? forMp : forH5
    return rewrite ? rewrite(payload) : payload
  }
  app.addHook('onSend', hook)
}

/** Images are stored as site paths; answers carry absolute URLs because mini programs cannot resolve paths. */
export const absolute = (ctx: { config: { publicUrl: string } }, image: string) =>
  image.startsWith('/') ? `${ctx.config.publicUrl}${image}` : image

/** Absolute address of a server path, so mini programs (no same-origin) can load it. */
export const absoluteUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/$/, '')}${path}`

/** A partner bank's logo, served by the pension account routes (one of IMAGE_PATHS above). */
export const bankLogoPath = (bankId: number) => `/api/pension/account/logo/${bankId}.svg`
