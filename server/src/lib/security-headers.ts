import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import helmet from '@fastify/helmet'
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
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const hashes = inlineScriptHashes(path.join(config.h5Dir, 'index.html'))
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...WECHAT_JSSDK, () => hashes().join(' ') || "'self'"],
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
  })
}
