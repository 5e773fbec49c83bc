import assert from 'node:assert/strict'

/** Set-up shared by the bank journeys (6x-bank-*): each journey makes its own user, so they stay independent. */

/** A debit card number of the given BIN that passes the Luhn check (the sandbox bank and /checkbankno ask for it). */
export function cardNo(bin, seed = Date.now()) {
  let body = `${bin}${String(seed).slice(-9)}`.slice(0, 15)
  while (body.length < 15) body += '7'
  for (let d = 0; d < 10; d++) {
    const no = body + d
    let sum = 0
    for (let i = 0; i < no.length; i++) {
      let x = Number(no[no.length - 1 - i])
      if (i % 2 === 1) {
        x *= 2
        if (x > 9) x -= 9
      }
      sum += x
    }
    if (sum % 10 === 0) return no
  }
  throw new Error('unreachable')
}

let idSeq = 0
/** An 18-character id number of the spec's shape (17 digits and a digit), unique per call. */
export function idNo() {
  idSeq += 1
  const tail = `${Date.now() % 100000}${idSeq % 10}`.padStart(6, '0')
  return `110101199003${tail}`.slice(0, 17) + String(idSeq % 10)
}

/** First 6 and last 4 kept, as the app and the server show an id number. */
export const maskId = (id) => `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}`

/** Calls the API and fails the step with the server's message unless errno is 1; resolves data. */
export async function ok(api, path, body, token) {
  const env = await api(path, body, token)
  assert.equal(env.errno, 1, `${path}: ${env.error}`)
  return env.data
}

/** Taps the confirm button of the app's modal (Taro's H5 modal). */
export async function confirmModal(page, text = '确认') {
  const btn = page.locator('.taro-modal__foot >> text=' + text)
  await btn.waitFor()
  await btn.tap()
}

/** Types into an input the way a user does (Taro's H5 input listens to input events). */
export async function typeInto(locator, text) {
  await locator.waitFor()
  await locator.click()
  await locator.fill('')
  await locator.pressSequentially(text, { delay: 10 })
}
