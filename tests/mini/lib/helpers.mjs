import assert from 'node:assert/strict'
import { newPhone } from '../../e2e/lib/helpers.mjs'
import { buildTree, textOf } from './tree.mjs'
import { renderedText } from './wcc.mjs'

/** A persisted store slice (src/constants/storage-keys.ts: `mili-mall:<slice>` holds `{ data: <state> }`). */
export function storedSlice(storage, slice) {
  const raw = storage.get(`mili-mall:${slice}`)
  if (raw === undefined) return undefined
  let value = JSON.parse(raw)
  if (typeof value === 'string') value = JSON.parse(value)
  return value?.data?.state ?? value?.data ?? value
}

/** Helpers of one journey run: the API as a client, the dev SMS outbox, and the shopper's ways through login. */
export function createJourneyHelpers({ mp, server }) {
  async function api(apiPath, body = {}, token) {
    const res = await fetch(`${server.baseUrl}${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body)
    })
    return res.json()
  }

  async function lastCode(phone) {
    const env = await api('/api/dev/sms-outbox', { phone })
    return env.data?.list?.[0]?.code === undefined ? undefined : String(env.data.list[0].code)
  }

  /** The newest SMS code sent to phone after `after`, waiting (in real time) for the outbox. */
  async function smsCode(phone, { after } = {}) {
    const deadline = Date.now() + 10_000
    for (;;) {
      const code = await lastCode(phone)
      if (code && code !== after) return code
      if (Date.now() > deadline) throw new Error(`no SMS code for ${phone} in the dev outbox`)
      await mp.settle()
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  /** Fills phone + code (from the outbox) on the form on screen, ticks the agreement and submits with 登录. */
  async function fillSmsForm(phone, submit = '登录') {
    const before = await lastCode(phone)
    await mp.input({ placeholder: '请输入手机号' }, phone)
    await mp.tap({ text: '获取验证码', exact: true })
    const code = await smsCode(phone, { after: before })
    await mp.input({ placeholder: '请输入验证码' }, code)
    const agree = mp.findAll({ cls: 'login__agree' })[0]
    if (agree && !agree.cls.includes('check--on')) await mp.tap(agree)
    await mp.tap({ text: submit, exact: true, cls: 'nut-button' })
    return code
  }

  /** Logs in through the login page as a shopper; resolves when the app has left the login page. */
  async function login(phone = newPhone()) {
    if (mp.route() !== '/pages/login/index') await mp.go('navigateTo', '/pages/login/index')
    await mp.waitRoute('/pages/login/index')
    await fillSmsForm(phone)
    await mp.waitFor(() => mp.route() !== '/pages/login/index', { what: 'leaving the login page' })
    return phone
  }

  /** The session token the app stored after logging in. */
  function token() {
    const auth = storedSlice(mp.storage, 'auth')
    assert.ok(auth?.accessToken, `no token stored after login (keys: ${[...mp.storage.keys()].join(', ')})`)
    return auth.accessToken
  }

  /** The text of the page on screen, waiting until it contains `text` (string or RegExp). */
  const see = (text, opts) =>
    mp.waitFor(() => (text instanceof RegExp ? text.test(mp.pageText()) : mp.pageText().includes(text)), {
      what: `text ${text}`,
      ...opts
    })

  /**
   * WeChat only: the text the harness rebuilt for the page on top equals what WeChat's template compiler renders
   * from the same data (the tab bar, a component of its own, aside). Elsewhere a no-op.
   */
  function renderParity() {
    if (mp.platform !== 'weapp') return
    const page = mp.page()
    const ours = textOf(buildTree(page.data.root, mp.host.templates, { owner: page }))
    const theirs = renderedText(mp.host.distDir, page.route, page.data)
    assert.ok(ours.length > 0, `${page.route}: nothing rendered`)
    assert.equal(ours, theirs, `${page.route}: the harness and wcc render different text`)
  }

  return { api, smsCode, lastCode, fillSmsForm, login, token, see, newPhone, renderParity }
}
