import assert from 'node:assert/strict'
import { seededAdminPassword } from './admin-helpers.mjs'

/**
 * Staff accounts of a given role for a journey, made by the seeded 超级管理员 through the console API. Journey 70
 * changes the seeded password to PUBLISH_PASSWORD through the screens; when it runs in the same run this waits for
 * that instead of racing it, otherwise it makes the change itself.
 */
const PUBLISH_PASSWORD = 'Operator2026'
const STAFF_PASSWORD = 'Staff2026pass'
let seq = 0

/**
 * One console API call as the browser makes it (JSON body, the session cookie and its CSRF token); answers the
 * envelope and the session cookie (a new one when the server set it). The mini journeys' staff use it too.
 */
export async function consoleCall(baseUrl, method, apiPath, { cookie, csrf, body } = {}) {
  const res = await fetch(`${baseUrl}/api/admin${apiPath}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...(csrf ? { 'x-csrf-token': csrf } : {})
    },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const env = await res.json()
  const set = res.headers.get('set-cookie')
  return { env, cookie: set ? set.split(';')[0] : cookie }
}
const call = (baseUrl, path, opts = {}) => consoleCall(baseUrl, opts.body === undefined ? 'GET' : 'POST', path, opts)

const login = (baseUrl, username, password) => call(baseUrl, '/login', { body: { username, password } })

const publishRuns = () => {
  const filters = process.argv.slice(2)
  return !filters.length || filters.some((f) => '70-admin-publish.mjs'.includes(f))
}

/**
 * The seeded password is changed once per server: journeys signing in side by side share this change (journey 81
 * runs a server of its own beside the shared one).
 */
const changing = new Map()

async function superSession(baseUrl, opts) {
  if (!changing.has(baseUrl)) changing.set(baseUrl, changeSeeded(baseUrl, opts))
  await changing.get(baseUrl)
  const done = await login(baseUrl, 'admin', PUBLISH_PASSWORD)
  assert.equal(done.env.errno, 1, `super admin sign-in: ${done.env.error}`)
  return { cookie: done.cookie, csrf: done.env.data.csrf }
}

/**
 * `logFile`: the server's log holding the seeded password (the mini-program runner's server logs elsewhere);
 * `waitForPublish`: false where journey 70 never runs (the mini programs' runner).
 */
async function changeSeeded(baseUrl, { logFile, waitForPublish = true } = {}) {
  const seeded = seededAdminPassword(logFile)
  for (let i = 0; i < 120; i++) {
    const first = await login(baseUrl, 'admin', seeded)
    if (first.env.errno !== 1) break
    if (!waitForPublish || !publishRuns()) {
      const s = { cookie: first.cookie, csrf: first.env.data.csrf }
      const changed = await call(baseUrl, '/password', {
        ...s,
        body: { old_password: seeded, new_password: PUBLISH_PASSWORD }
      })
      assert.equal(changed.env.errno, 1, changed.env.error)
      break
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
}

/**
 * A new staff member of `role`, signed in inside `context` (its own cookie jar); resolves the console page. `opts`
 * ({logFile, waitForPublish}, as changeSeeded's) for a server other than the run's shared one (journey 81).
 */
export async function staffSession(context, baseUrl, role, name, opts) {
  const admin = await superSession(baseUrl, opts)
  const username = `${role}${Date.now().toString(36)}${++seq}`
  const made = await call(baseUrl, '/staff', {
    ...admin,
    body: { username, name, role, password: STAFF_PASSWORD }
  })
  assert.equal(made.env.errno, 1, made.env.error)
  const page = await context.newPage()
  await page.goto(`${baseUrl}/admin/`)
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel('密码').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await page.getByText('首次登录，请修改密码').waitFor()
  await page.getByLabel('当前密码').fill(STAFF_PASSWORD)
  await page.getByLabel('新密码', { exact: true }).fill(`${STAFF_PASSWORD}!`)
  await page.getByLabel('确认新密码').fill(`${STAFF_PASSWORD}!`)
  await page.getByRole('button', { name: '修改密码' }).click()
  await page.getByRole('menuitem', { name: '订单' }).waitFor()
  return page
}
