import assert from 'node:assert/strict'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { goodsInfo, skuOf } from '../../e2e/lib/order-helpers.mjs'

export const title =
  '分享海报 drawn on the 2d canvas of each mini program: the picture, name, price and the code, which decodes to the goods; 保存到相册 through the album permission (refused, then allowed on the settings page)'

const GOODS = '烟台红富士苹果'

/** The text of the code in a poster's PNG. */
function readCode(png) {
  const img = PNG.sync.read(png)
  const found = jsQR(new Uint8ClampedArray(img.data), img.width, img.height)
  assert.ok(found, 'no readable code on the poster')
  return found.data
}

export default async function ({ mp, step, api, platform }) {
  let sku
  let poster
  const album = mp.host.album
  const toasts = (text) => mp.log.toasts.filter((t) => t.text === text).length

  await step('goods-info: 海报 opens the sheet, which draws the poster and shows it', async () => {
    sku = await skuOf(api, GOODS)
    await mp.go('navigateTo', `/pages/goods-info/index?sku_id=${sku}`)
    await mp.find({ cls: 'goods-head__title', text: GOODS })
    await mp.tap({ cls: 'goods-head__share' })
    await mp.find({ text: '分享海报', exact: true })
    const image = await mp.find({ cls: 'share-poster__image' })
    assert.equal(mp.findAll({ text: '海报生成失败，请稍后重试' }).length, 0)
    poster = image.attrs.src
    assert.ok(mp.host.canvas.file(poster), `the image shows ${poster}, not a file the canvas wrote`)
  })

  await step(
    'the poster: the goods picture, its name and price, the hint, and a code that opens these goods',
    async () => {
      const info = await goodsInfo(api, sku)
      const canvas = mp.host.canvas.canvases.at(-1)
      const texts = canvas.ops.filter((o) => o.op === 'fillText').map((o) => o.text)
      assert.equal(texts[0], GOODS)
      // 烟台红富士苹果 is on the demo's flash sale: the poster says 秒杀价 and the price the page offers, below the SKU's.
      const price = info.skus.find((x) => x.sku_id === sku)?.price
      assert.ok(Number.isInteger(price), 'no price for the SKU')
      const offered = texts.filter((t) => /^¥\d+\.\d{2}$/.test(t))
      assert.equal(offered.length, 1, texts.join(' | '))
      assert.ok(Math.round(Number(offered[0].slice(1)) * 100) < price, `${offered[0]} is not below ${price} cents`)
      assert.ok(mp.pageText().includes(`限时秒杀${offered[0]}`), `the page does not offer ${offered[0]}`)
      assert.ok(texts.includes('秒杀价'))
      assert.ok(texts.includes('长按识别小程序码'))
      const drawn = canvas.ops.filter((o) => o.op === 'drawImage')
      assert.equal(drawn.length, 2, 'the goods picture and the code')
      assert.equal(canvas.ops.filter((o) => o.op === 'loadError').length, 0, 'a picture did not load')
      const opened = new URL(readCode(mp.host.canvas.file(poster)))
      assert.equal(`${opened.host}${opened.pathname}`, `${platform}/pages/goods-info/index`)
      const scene = opened.searchParams.get('scene')
      assert.equal(scene, `s=${sku}`)
      // The scene names these goods: the server answers them by the id it carries.
      assert.equal((await goodsInfo(api, Number(scene.slice(2)))).title, GOODS)
    }
  )

  await step(
    '保存到相册: the album prompt refused, the settings page offered and switched on, the poster saved',
    async () => {
      album.prompt.push(false)
      album.settings.push(true)
      mp.answerModal(true)
      await mp.tap({ cls: 'share-poster__save' })
      await mp.waitFor(() => toasts('海报已保存到相册') === 1, { what: 'the saved toast' })
      assert.deepEqual(album.asked, [false])
      assert.equal(album.settingsOpened, 1)
      assert.match(mp.log.modals.at(-1).content, /保存海报需要允许访问你的相册/)
      assert.equal(album.saved.length, 1)
      assert.equal(album.saved[0].path, poster)
      assert.equal(new URL(readCode(album.saved[0].bytes)).searchParams.get('scene'), `s=${sku}`)
    }
  )

  await step('saved again: allowed now, no question asked', async () => {
    const modals = mp.log.modals.length
    await mp.tap({ cls: 'share-poster__save' })
    await mp.waitFor(() => toasts('海报已保存到相册') === 2, { what: 'the second saved toast' })
    assert.equal(mp.log.modals.length, modals)
    assert.equal(album.saved.length, 2)
  })

  await step(
    'switched off meanwhile and left off on the settings page: not saved, and the shopper is told',
    async () => {
      album.permission = false
      mp.answerModal(true)
      await mp.tap({ cls: 'share-poster__save' })
      await mp.waitFor(() => toasts('未获得相册权限，海报未保存') === 1, { what: 'the refused toast' })
      assert.equal(album.saved.length, 2)
      assert.equal(album.settingsOpened, 2)
    }
  )
}
