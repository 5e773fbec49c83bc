import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'
import type { Config } from '../config'

/** Where the H5 app may load the WeChat JS-SDK from (src/platform/script.ts), inside WeChat's browser. */
const WECHAT_JSSDK = ['https://res.wx.qq.com', 'https://res2.wx.qq.com']

/**
 * CSP sources (`'sha256-…'`) of the inline scripts in the H5 shell: Taro puts its rem-sizing script inline in
 * index.html. Hashing what the build actually contains keeps `script-src` free of 'unsafe-inline'; the file is
 * checked again at most once a second, so a rebuild under a running server is picked up.
 */
export function inlineScriptHashes(indexFile: string): () => string[] {
  let mtime = -1
  let checkedAt = 0
  let hashes: string[] = []
  return () => {
    const now = Date.now()
    if (now - checkedAt < 1000) return hashes
    checkedAt = now
    const m = fs.existsSync(indexFile) ? fs.statSync(indexFile).mtimeMs : 0
    if (m !== mtime) {
      mtime = m
      const html = m ? fs.readFileSync(indexFile, 'utf8') : ''
      hashes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
        (s) => `'sha256-${crypto.createHash('sha256').update(s[1]).digest('base64')}'`
      )
    }
    return hashes
  }
}

/** The origin of a Sentry DSN (`https://key@host/1` -> `https://host`), or nothing. */
function dsnOrigin(dsn: string | undefined): string[] {
  if (!dsn) return []
  try {
    return [new URL(dsn).origin]
  } catch {
    return []
  }
}

/**
 * Security headers on every answer (helmet). Register first: its hook sets the headers before any other hook
 * may refuse the request, so refusals carry them too.
 *
 * helmet's header values are built once per version of index.html's inline scripts, not per request:
 * @fastify/helmet built the whole middleware (every directive parsed again) on each request, a cost every answer
 * paid, the flash sale's sold-out answer most of all (docs/decisions/0026-flash-sale-sold-out-gate.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const hashes = inlineScriptHashes(path.join(config.h5Dir, 'index.html'))
  let built: { from: string[]; headers: Array<[string, string]> } | undefined
  const headers = () => {
    const from = hashes()
    if (built?.from !== from) built = { from, headers: headersOf(policy(config, from)) }
    return built.headers
  }
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers()) reply.raw.setHeader(name, value)
    done()
  })
}

function policy(config: Config, scriptHashes: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...WECHAT_JSSDK, ...scriptHashes],
        scriptSrcAttr: ["'none'"],
        // Taro and NutUI set inline styles (rem sizing, component styles); sandbox pages carry a <style>.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: and blob: for icons and picked-image previews; https: for WeChat avatars and partner logos.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // blob: because Taro's H5 uploadFile reads the picked image through its blob: address; the Sentry
        // ingest the H5 build reports to (TARO_APP_SENTRY_DSN), if any.
        connectSrc: ["'self'", 'blob:', ...dsnOrigin(config.sentry.appDsn)],
        // The H5 web-view page frames partner pages (bank opening, e-sign) in production.
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        // Only behind TLS: on plain http (development, loopback journeys) it would send same-origin loads to https.
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null
      }
    },
    // Mini programs and their simulators load our images from another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Payment gateways' H5 pages check the Referer's origin; send it, never the path, across origins.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' }
  }
}

/** The headers helmet's middleware sets for `options`, read once from a response that records them. */
export function headersOf(options: HelmetOptions): Array<[string, string]> {
  const set = new Map<string, string>()
  const res = {
    setHeader: (name: string, value: unknown) => void set.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void set.delete(name.toLowerCase())
  }
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err
  })
  return [...set]
}
