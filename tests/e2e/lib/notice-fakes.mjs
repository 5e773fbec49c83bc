import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './env.mjs'

/**
 * WeChat's and Alipay's subscription-message gateways as local fakes speaking their documented protocols (the server
 * tests' tests/server/fakes/notice-gateways.ts, run by tsx in a child process: notice-fakes-process.ts). `templates`:
 * {wechat: {event: id}, alipay: {event: id}}, what the operator registered on each platform. Resolves:
 * - `env`: the variables that make a server's subscription provider `live` against the fakes (SUBSCRIBE_PROVIDER,
 *   WECHAT_MINI_APPID/SECRET, WECHAT_API_BASE, ALIPAY_MINI_APPID, ALIPAY_PRIVATE_KEY/PUBLIC_KEY, ALIPAY_GATEWAY);
 * - `grant(platform, to, templateIds)`: the platform records the shopper's 允许 in its subscribe dialog (what
 *   wx.requestSubscribeMessage / my.requestSubscribeMessage leave on the platform's side; the app reports the same
 *   ids to /notice/subscribed);
 * - `state()`: what each gateway took, the grants left, WeChat's send calls, Alipay's refused signatures;
 * - `stop()`.
 * The child's errors go to `logFile`.
 */
export async function startNoticeFakes(templates, { logFile }) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  const log = fs.openSync(logFile, 'w')
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['tests/e2e/lib/notice-fakes-process.ts', JSON.stringify(templates)],
    { cwd: ROOT, stdio: ['pipe', 'pipe', log] }
  )
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const started = await new Promise((resolve, reject) => {
    let text = ''
    child.stdout.on('data', (c) => {
      text += c
      const nl = text.indexOf('\n')
      if (nl >= 0) resolve(JSON.parse(text.slice(0, nl)))
    })
    child.on('exit', (code) => reject(new Error(`the notice fakes exited (${code}) before starting; see ${logFile}`)))
  })
  const call = async (method, p, body) => {
    const res = await fetch(`${started.control}${p}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined
    })
    if (!res.ok) throw new Error(`notice fakes ${method} ${p}: HTTP ${res.status} ${await res.text()}`)
    return res.json()
  }
  return {
    env: started.env,
    grant: (platform, to, templateIds) => call('POST', '/grant', { platform, to, template_ids: templateIds }),
    state: () => call('GET', '/state'),
    async stop() {
      // Closing its stdin ends the child (it closes the fakes first).
      child.stdin.end()
      await exited
      fs.closeSync(log)
    }
  }
}
