import assert from 'node:assert/strict'
import { ADDRESS, addAddress, ok, onPage, skuOf, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'addresses: add with the district picker (field errors first), edit, set default, delete; choose one for checkout'

const input = (page, name) => page.locator(`input[name="${name}"]`)
const card = (page, text) => page.locator('.address-card', { hasText: text })

/** Toasts fade over the page: wait until none shows (the wrapper has no box of its own, so wait for display none). */
const toastGone = (page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.taro__toast')].every((e) => getComputedStyle(e).display === 'none')
  )

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y, careMetrics }) {
  const phone = newPhone()
  let token

  await step('log in; 收货地址 is empty', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await page.goto(hashUrl('/pages/address-list/index'))
    await page.getByText('还没有收货地址').waitFor()
    await a11y(page, 'address-list (empty)')
  })

  await step('新增收货地址: a wrong phone and the missing fields are pointed at, nothing is sent', async () => {
    await page.locator('.address-list__add').tap()
    await onPage(page, '/pages/address-action/index')
    await input(page, 'phone').fill('12345678901')
    // Leave the field first: its error appears on blur and moves the button down.
    await input(page, 'phone').blur()
    await page.getByRole('alert').filter({ hasText: '请输入正确的手机号' }).waitFor()
    const sent = []
    const watch = (r) => r.url().endsWith('/addr/add') && sent.push(r.url())
    page.on('request', watch)
    await page.locator('.addr-form__submit').tap()
    await page.getByRole('alert').filter({ hasText: '请输入正确的手机号' }).waitFor()
    await page.getByRole('alert').filter({ hasText: '请选择所在地区' }).waitFor()
    assert.equal(await input(page, 'phone').getAttribute('aria-invalid'), 'true')
    page.off('request', watch)
    assert.deepEqual(sent, [], 'an invalid form reached the server')
    await shot(page, 'address-action-errors')
    await a11y(page, 'address-action (errors)')
  })

  await step('fill it in, pick 广东省 深圳市 南山区 in the district picker, save: listed as the default', async () => {
    await input(page, 'name').fill(ADDRESS.name)
    await input(page, 'phone').fill(ADDRESS.phone)
    await input(page, 'detail').fill(ADDRESS.detail)
    await input(page, 'detail').blur()
    await page.locator('.picker-field__row').tap()
    for (const name of ['广东省', '深圳市', '南山区']) await page.getByRole('option', { name, exact: true }).tap()
    await page.locator('.picker-field__value', { hasText: '广东省 深圳市 南山区' }).waitFor()
    await shot(page, 'address-action-filled')
    await a11y(page, 'address-action (filled)')
    const saved = page.waitForResponse((r) => r.url().endsWith('/addr/add'))
    await page.locator('.addr-form__submit').tap()
    assert.equal((await (await saved).json()).errno, 1)
    await onPage(page, '/pages/address-list/index')
    const first = card(page, ADDRESS.detail)
    await first.getByText('默认', { exact: true }).waitFor()
    await first.getByText('广东省深圳市南山区').waitFor()
    const list = await ok(api, '/addr/list', {}, token)
    assert.equal(list.length, 1)
    assert.deepEqual(
      [list[0].province_code, list[0].city_code, list[0].area_code, list[0].is_default],
      ['440000', '440300', '440305', true]
    )
  })

  await step('编辑: the form is filled in; a new detail is saved', async () => {
    await card(page, ADDRESS.detail).locator('.address-list__btn', { hasText: '编辑' }).tap()
    await onPage(page, '/pages/address-action/index')
    await page.waitForFunction(() => document.querySelector('input[name="name"]')?.value === '王小明')
    assert.equal(await input(page, 'phone').inputValue(), ADDRESS.phone)
    await page.locator('.picker-field__value', { hasText: '广东省 深圳市 南山区' }).waitFor()
    await input(page, 'detail').fill('科技园北区2栋202')
    await input(page, 'detail').blur()
    await page.locator('.addr-form__submit').tap()
    await onPage(page, '/pages/address-list/index')
    await card(page, '科技园北区2栋202').waitFor()
    assert.equal(await card(page, ADDRESS.detail).count(), 0)
  })

  await step('a second address; 设为默认 moves the default to it', async () => {
    await addAddress(api, token, { name: '李四', phone: '13900001111', detail: '粤海街道2号', is_default: false })
    await page.reload()
    const second = card(page, '粤海街道2号')
    await second.waitFor()
    await toastGone(page)
    await shot(page, 'address-list-two')
    await a11y(page, 'address-list')
    await second.getByRole('checkbox', { name: '设为默认' }).tap()
    await card(page, '粤海街道2号').locator('.address-list__default--on', { hasText: '默认地址' }).waitFor()
    const list = await ok(api, '/addr/list', {}, token)
    assert.deepEqual(
      list.map((a) => [a.name, a.is_default]),
      [
        ['李四', true],
        ['王小明', false]
      ]
    )
    assert.equal(await page.locator('.address-card').first().getByText('粤海街道2号').count(), 1, 'default first')
  })

  await step('删除 asks first; cancel keeps it, confirm deletes it', async () => {
    const victim = card(page, '科技园北区2栋202')
    await victim.locator('.address-list__btn', { hasText: '删除' }).tap()
    await page.locator('.taro-modal__foot >> text=取消').tap()
    await page.locator('.taro-modal__foot').waitFor({ state: 'hidden' })
    assert.equal((await ok(api, '/addr/list', {}, token)).length, 2)
    await victim.locator('.address-list__btn', { hasText: '删除' }).tap()
    await page.locator('.taro-modal__foot >> text=删除').tap()
    await victim.waitFor({ state: 'detached' })
    const list = await ok(api, '/addr/list', {}, token)
    assert.deepEqual(
      list.map((a) => a.name),
      ['李四']
    )
  })

  await step('checkout: 更换 opens choose-address, the picked address comes back to order-confirm', async () => {
    await addAddress(api, token, { name: '赵六', phone: '13700002222', detail: '前海路8号', is_default: false })
    const sku = await skuOf(api, '零添加特级生抽')
    await page.goto(hashUrl(`/pages/order-confirm/index?from=buy&items=${sku}:1`))
    await page.locator('.oc-address', { hasText: '李四' }).tap()
    await onPage(page, '/pages/choose-address/index')
    const current = page.getByRole('radio', { name: /李四/ })
    await current.waitFor()
    assert.equal(await current.getAttribute('aria-checked'), 'true')
    await toastGone(page)
    await shot(page, 'choose-address')
    await a11y(page, 'choose-address')
    await page.getByRole('radio', { name: /赵六/ }).tap()
    await onPage(page, '/pages/order-confirm/index')
    await page.locator('.oc-address', { hasText: '赵六' }).waitFor()
    await page.getByText('前海路8号').waitFor()
  })

  await step('care mode (长辈版): the address list in large text with large targets, still axe-clean', async () => {
    await page.goto(hashUrl('/pages/address-list/index?care=1'))
    await page.locator('.care-mode .address-card__name').first().waitFor()
    const m = await careMetrics(page, {
      text: ['.care-mode .address-card__name', '.care-mode .address-card__full', '.care-mode .check__label'],
      targets: ['.care-mode .address-list__add']
    })
    assert.deepEqual(m.problems, [], m.problems.join('\n'))
    await shot(page, 'address-list-care')
    await a11y(page, 'address-list (care mode)')
  })
}
