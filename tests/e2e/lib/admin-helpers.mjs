import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { ARTIFACTS } from './env.mjs'

/**
 * The operator console in a desktop browser context. The development server seeds one `admin` account and
 * prints its one-time password in its log (server/src/admin/first-account.ts); the console forces a change at
 * the first sign-in.
 */
export function seededAdminPassword(logFile = path.join(ARTIFACTS, 'server.log')) {
  const m = /username: admin\s+password: (\S+)/.exec(fs.readFileSync(logFile, 'utf8'))
  assert.ok(m, 'the server log has no seeded console password')
  return m[1]
}

/** Signs in to /admin/ with the seeded password and sets `newPassword` on the forced-change screen. */
export async function adminSignIn(page, baseUrl, newPassword) {
  const password = seededAdminPassword()
  await page.goto(`${baseUrl}/admin/`)
  await page.getByLabel('用户名').fill('admin')
  await page.getByLabel('密码').fill(password)
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await page.getByText('首次登录，请修改密码').waitFor()
  await page.getByLabel('当前密码').fill(password)
  await page.getByLabel('新密码', { exact: true }).fill(newPassword)
  await page.getByLabel('确认新密码').fill(newPassword)
  await page.getByRole('button', { name: '修改密码' }).click()
  await page.getByRole('menuitem', { name: '商品' }).waitFor()
}

/** A console API call from inside the signed-in page (its cookie), for reading what the screens saved. */
export async function adminGet(page, apiPath) {
  const env = await page.evaluate(async (p) => (await fetch(`/api/admin${p}`)).json(), apiPath)
  assert.equal(env.errno, 1, env.error)
  return env.data
}

/** Picks an option of an antd Select: opens it, types to search, clicks the first option containing `text`. */
export async function pick(page, select, text, search = text) {
  await select.click()
  if (search) await select.fill(search)
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click()
}

/**
 * antd puts a space between two Chinese characters of a button label (确 定). After a submit the button's loading
 * icon (named "loading") leaves with a CSS transition; on a loaded machine that transition's end was never seen and
 * the hidden icon stayed inside, so the button's name read "loading 确 定" and an anchored name never matched,
 * although the button was enabled and shown (journey 72's timeout, reproduced with four console journeys at once).
 */
/** 新建商品: fills the `index`th SKU's fields, label -> value (规格名, 规格值, 售价（元）, 库存（全国）, ...). */
export async function fillSku(page, index, fields) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).nth(index).fill(value)
}

export const okButton = (scope) => scope.getByRole('button', { name: /^(loading\s*)?确\s*定$/ })

let homeTurns = Promise.resolve()
/**
 * The home page is the whole shop's, and 首页装修 publishes its whole draft: two journeys drafting it side by side
 * (70, 77) would publish over each other, and one's shopper would miss its section. A journey takes a turn before it
 * loads the editor and gives it back (the resolved function) once its shopper has seen the home page it published.
 */
export function homeTurn() {
  let done
  const mine = new Promise((resolve) => (done = resolve))
  const before = homeTurns
  homeTurns = before.then(() => mine)
  return before.then(() => done)
}

/**
 * 首页装修 (open on `page`): adds a component and moves it to the top, one 上移 at a time; answers the top card.
 * Counted after the new card is drawn: on a loaded machine a count taken at once missed it, and the new card
 * stopped one short of the top (CI run of stop 32). Each move is drawn before the next click aims at a position.
 */
export async function addHomeComponentOnTop(page) {
  const cards = page.locator('.home-component')
  await cards.first().waitFor()
  const before = await cards.count()
  await page.getByRole('button', { name: '添加组件' }).click()
  await cards.nth(before).waitFor()
  for (let i = before; i > 0; i--) {
    await cards
      .nth(i)
      .getByRole('button', { name: /^上\s*移$/ })
      .click()
    await cards
      .nth(i - 1)
      .getByRole('combobox', { name: '选择商品' })
      .waitFor()
  }
  return cards.first()
}
