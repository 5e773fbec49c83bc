import assert from 'node:assert/strict'
import { seededAdminPassword } from '../../e2e/lib/admin-helpers.mjs'
import { consoleCall } from '../../e2e/lib/admin-staff.mjs'

/**
 * The operator console's API from a mini-program journey: the staff side of a conversation or of an order (客服
 * answers, 仓库 lists orders) played through /api/admin as the console's screens call it. The development server
 * prints the seeded 超级管理员's one-time password in its log; the first journey that needs the console changes it
 * (once per server) and makes each staff member it asks for, who changes their own first password too.
 */
const SUPER_PASSWORD = 'MiniConsole2026'
const STAFF_PASSWORD = 'MiniStaff2026'
let seq = 0
const supers = new Map()

const call = consoleCall

/** Signs in; when the console forces it, changes the password from `password` to `next` first. */
async function signIn(baseUrl, username, password, next) {
  const done = await call(baseUrl, 'POST', '/login', { body: { username, password } })
  if (done.env.errno !== 1) return null
  const s = { cookie: done.cookie, csrf: done.env.data.csrf }
  if (done.env.data.must_change_password) {
    const changed = await call(baseUrl, 'POST', '/password', {
      ...s,
      body: { old_password: password, new_password: next }
    })
    assert.equal(changed.env.errno, 1, `${username}: the first password change: ${changed.env.error}`)
  }
  return s
}

async function superSession(server) {
  if (!supers.has(server.baseUrl))
    supers.set(
      server.baseUrl,
      (async () => {
        const s =
          (await signIn(server.baseUrl, 'admin', seededAdminPassword(server.logFile), SUPER_PASSWORD)) ??
          (await signIn(server.baseUrl, 'admin', SUPER_PASSWORD, SUPER_PASSWORD))
        assert.ok(s, 'the seeded 超级管理员 cannot sign in to the console')
        return s
      })()
    )
  return supers.get(server.baseUrl)
}

/**
 * A new staff member of `role` (客服 service, 仓库 warehouse …) named `name`, signed in: `get` / `post` resolve the
 * answer's data and fail the step on any errno but 1; `raw` answers the whole envelope; `upload` stores a picture.
 */
export async function staffConsole(server, role, name) {
  const admin = await superSession(server)
  const username = `mini${role}${Date.now().toString(36)}${++seq}`
  const made = await call(server.baseUrl, 'POST', '/staff', {
    ...admin,
    body: { username, name, role, password: STAFF_PASSWORD }
  })
  assert.equal(made.env.errno, 1, `making ${role}: ${made.env.error}`)
  const s = await signIn(server.baseUrl, username, STAFF_PASSWORD, `${STAFF_PASSWORD}!`)
  assert.ok(s, `${username} cannot sign in`)
  const raw = async (method, apiPath, body) => (await call(server.baseUrl, method, apiPath, { ...s, body })).env
  const data = async (method, apiPath, body) => {
    const env = await raw(method, apiPath, body)
    assert.equal(env.errno, 1, `${method} ${apiPath}: ${env.error}`)
    return env.data
  }
  return {
    name,
    raw,
    get: (apiPath) => data('GET', apiPath),
    post: (apiPath, body = {}) => data('POST', apiPath, body),
    /** A picture through the console's one upload path (POST /upload, multipart `file`): resolves its answer. */
    async upload(buffer, fileName = 'photo.jpg', type = 'image/jpeg') {
      const form = new FormData()
      form.append('file', new Blob([buffer], { type }), fileName)
      const res = await fetch(`${server.baseUrl}/api/admin/upload`, {
        method: 'POST',
        headers: { cookie: s.cookie, 'x-csrf-token': s.csrf },
        body: form
      })
      const env = await res.json()
      assert.equal(env.errno, 1, `POST /upload: ${env.error}`)
      return env.data
    }
  }
}
