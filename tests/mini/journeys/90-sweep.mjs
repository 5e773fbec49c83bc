import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from '../../e2e/lib/env.mjs'
import { buildTree, queryAll, textOf } from '../lib/tree.mjs'

export const title =
  'every registered page, logged out and logged in: mounts without error, never blank, only requests H5 makes too'

/** API paths the shared service layer declares (H5 runs the same modules): string literals of src/services. */
function declaredPaths() {
  const out = new Set()
  const walkDir = (dir) => {
    for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, f.name)
      if (f.isDirectory()) walkDir(p)
      else if (/\.tsx?$/.test(f.name))
        for (const m of fs.readFileSync(p, 'utf8').matchAll(/['`](\/[a-z0-9_/-]+)['`]/gi)) out.add(m[1])
    }
  }
  walkDir(path.join(ROOT, 'src/services'))
  return out
}

/** Calls only one platform (or only H5 in WeChat's browser) makes: another platform making them is a wrong branch. */
const FOREIGN = {
  weapp: [/^\/alipay\//, /^\/wechat\/(jssdkconfig|userinfo)$/],
  alipay: [/^\/wechat\//]
}

const PREFIX = /^\/api(\/v1|\/service)?/

export default async function ({ mp, step, login, platform }) {
  const declared = declaredPaths()
  const problems = []
  let shown = 0

  async function sweep(label) {
    for (const r of mp.host.routes) {
      const url = `/${r}`
      const errorsBefore = mp.errors.length
      const requestsBefore = mp.requests.length
      try {
        await mp.go('reLaunch', url)
        await mp.advance(1000)
      } catch (err) {
        problems.push(`${label} ${url}: ${err.message}`)
        continue
      }
      const here = mp.page()
      const own = buildTree(here.data.root, mp.host.templates, { owner: here })
      // The page's own content: the custom navigation bar (WeChat) alone is an empty screen.
      const navBar = queryAll(own, { cls: 'nav-bar' })[0]
      const text = textOf(own).length - (navBar ? textOf(navBar).length : 0) > 0
      if (mp.route() === url && !text) problems.push(`${label} ${url}: renders nothing`)
      if (mp.route() === url && text) shown++
      // Where the app draws the navigation (WeChat's custom bar) the way back must be on the page; Alipay keeps
      // its native title bar with its back / home button, which is not part of the page.
      if (platform === 'weapp' && mp.route() === url && !queryAll(own, {}).some((el) => el.events?.has('tap')))
        problems.push(`${label} ${url}: nothing to tap (no way on or back)`)
      for (const e of mp.errors.slice(errorsBefore)) problems.push(`${label} ${url}: ${e.split('\n')[0]}`)
      mp.errors.length = errorsBefore
      for (const req of mp.requests.slice(requestsBefore)) {
        const p = req.path.replace(PREFIX, '')
        if (!declared.has(p)) problems.push(`${label} ${url}: ${req.path} is not a call of src/services`)
        if (FOREIGN[platform].some((re) => re.test(p)))
          problems.push(`${label} ${url}: ${req.path} is another platform's call`)
        if (req.status === 404 || req.errno === 1002)
          problems.push(`${label} ${url}: ${req.path} does not exist on the server`)
        if (req.errno === 1001)
          problems.push(`${label} ${url}: ${req.path} sent bad input (${JSON.stringify(req.body)})`)
      }
    }
  }

  await step('logged out: every page', async () => {
    await sweep('logged out')
  })
  await step('logged in: every page', async () => {
    await mp.go('reLaunch', '/pages/login/index')
    await login()
    await sweep('logged in')
    assert.deepEqual(problems, [], `${problems.length} problems:\n${problems.join('\n')}`)
    // Logged out, login pages send the visitor on; logged in, nearly every page stays: the sweep really saw them.
    assert.ok(
      shown >= mp.host.routes.length,
      `only ${shown} of ${mp.host.routes.length * 2} openings showed their page`
    )
  })
}
