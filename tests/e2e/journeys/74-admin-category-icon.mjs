import assert from 'node:assert/strict'
import sharp from 'sharp'
import { adminGet, okButton } from '../lib/admin-helpers.mjs'
import { staffSession } from '../lib/admin-staff.mjs'

export const title =
  "operator console: a category's icon uploaded in 分类 (a stored picture) is what the shopper's category tab shows; a category without one shows the app's placeholder, in normal and care mode"

const stamp = Date.now().toString(36).slice(-4)
const WITH = `图标${stamp}`
const WITHOUT = `无图${stamp}`

/** A 400 px PNG icon, as an operator would export one (the upload refuses pictures under 200 px). */
const icon = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: '#2F7D32' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="200" r="120" fill="#fff"/></svg>'
        )
      }
    ])
    .png()
    .toBuffer()

export default async function ({ page, browser, baseUrl, step, hashUrl, shot, a11y }) {
  const desk = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai'
  })
  desk.setDefaultTimeout(15_000)
  let key
  try {
    const ops = await staffSession(desk, baseUrl, 'ops', '运营小周')
    const create = async (name, file) => {
      await ops.getByRole('button', { name: '新建分类' }).click()
      const dialog = ops.getByRole('dialog')
      await dialog.getByLabel('名称').fill(name)
      if (file) {
        await dialog
          .locator('input[type=file]')
          .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: file })
        // The tile is done once the upload answered (a thumbnail of the stored picture), never left 上传中.
        await dialog.locator('.ant-upload-list-item-done img').waitFor()
      }
      await okButton(dialog).click()
      await dialog.waitFor({ state: 'hidden' })
    }

    await step('运营 makes a category with an uploaded icon and one without', async () => {
      await ops.getByRole('menuitem', { name: '分类' }).click()
      await create(WITH, await icon())
      await create(WITHOUT)
      const rows = await adminGet(ops, '/categories')
      const saved = rows.find((r) => r.name === WITH)
      assert.match(saved.picture, /^[a-f0-9]{32}$/, 'the icon is a stored picture key')
      assert.equal(rows.find((r) => r.name === WITHOUT).picture, '')
      key = saved.picture
      const row = (name) => ops.getByRole('row', { name: new RegExp(name) })
      // The list's 32 px disc asks the smallest variant that covers it at 2x: the 160 px icon size.
      assert.match(await row(WITH).locator('img').getAttribute('src'), new RegExp(`${key}_160\\.webp$`))
      assert.equal(await row(WITHOUT).getByRole('img', { name: '未上传图标' }).textContent(), '无')
      await row(WITH).scrollIntoViewIfNeeded()
      await shot(ops, 'admin-categories')
    })

    const tab = (name) => page.locator('.goods-category__top', { hasText: name })
    const check = async (care) => {
      await page.goto('about:blank')
      await page.goto(hashUrl(`/pages/goods-category/index?care=${care ? 1 : 0}`))
      await tab(WITHOUT).scrollIntoViewIfNeeded()
      const img = tab(WITH).locator('img')
      await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle())
      assert.match(await img.getAttribute('src'), new RegExp(`/api/service/image/${key}_160\\.webp$`))
      assert.equal(await tab(WITHOUT).locator('img').count(), 0)
      assert.equal(await tab(WITHOUT).locator('.category-icon--placeholder').textContent(), '无')
    }

    await step(
      "the shopper's category tab shows the uploaded icon at the icon size, else the placeholder",
      async () => {
        await check(false)
        await shot(page, 'category-icons')
        await a11y(page, 'goods-category (an uploaded icon and a placeholder)')
      }
    )

    await step('the same in care mode', async () => {
      await check(true)
      await page.locator('.care-mode .goods-category__top').first().waitFor()
      await shot(page, 'category-icons-care')
      await a11y(page, 'goods-category (care mode, icons)')
      await page.goto('about:blank')
      await page.goto(hashUrl('/pages/goods-category/index?care=0'))
      await page.waitForFunction(() => !document.querySelector('.care-mode'))
    })

    await step('运营 deletes both again (no goods in them)', async () => {
      for (const name of [WITH, WITHOUT]) {
        await ops
          .getByRole('row', { name: new RegExp(name) })
          .getByText('删除')
          .click()
        await okButton(ops.locator('.ant-popconfirm')).click()
        await ops.getByRole('row', { name: new RegExp(name) }).waitFor({ state: 'detached' })
      }
    })
  } finally {
    await desk.close()
  }
}
