import assert from 'node:assert/strict'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'

export const title =
  '分享海报 code → the program opened by it: WeChat passes the scene in the page query, Alipay in the launch query; both land on the goods'

// The program is launched by the code itself: the journey starts it on the page the code names.
export const keepLaunch = true

/** The text of the sandbox's code (a QR code of mini://<platform>/<page>?scene=…), read from its PNG. */
function readQr(png) {
  const img = PNG.sync.read(png)
  const found = jsQR(new Uint8ClampedArray(img.data), img.width, img.height)
  assert.ok(found, 'no code in the image')
  return found.data
}

export default async function ({ mp, step, api, server, platform }) {
  let sku
  let scene
  await step('the server makes the code for 烟台红富士苹果; the picture says the page and the scene', async () => {
    const search = await api('/api/v1/goods/search', { keyword: '烟台红富士苹果' })
    sku = search.data.list.find((g) => g.title === '烟台红富士苹果').sku_id
    const made = await api('/api/v1/goods/share-code', { sku_id: sku, platform })
    assert.equal(made.errno, 1, made.error)
    const png = Buffer.from(
      await (await fetch(`${server.baseUrl}${new URL(made.data.url, 'http://x').pathname}`)).arrayBuffer()
    )
    const opened = new URL(readQr(png))
    assert.equal(`${opened.host}${opened.pathname}`, `${platform}/pages/goods-info/index`)
    scene = opened.searchParams.get('scene')
    assert.equal(scene, `s=${sku}`)
    assert.equal(made.data.scene, scene)
  })

  await step('opening the code launches the program on goods-info, which shows those goods', async () => {
    if (platform === 'weapp') {
      // WeChat: the page named by the code, with scene=<the scene, URI-encoded> in its query.
      await mp.start(`/pages/goods-info/index?scene=${encodeURIComponent(scene)}`)
    } else {
      // Alipay: the page named by url_param, the query_param (scene=…) in the launch options, and the code's address.
      mp.host.launchOptions = {
        path: 'pages/goods-info/index',
        query: { scene },
        qrCode: `https://qr.alipay.com/s.sandbox?scene=${encodeURIComponent(scene)}`
      }
      await mp.start('/pages/goods-info/index')
    }
    await mp.waitRoute('/pages/goods-info/index')
    await mp.find({ cls: 'goods-head__title', text: '烟台红富士苹果' })
    const asked = mp.requests.find((r) => r.path.endsWith('/goods/info'))
    assert.equal(asked?.body?.sku_id, sku)
    await mp.find({ cls: 'goods-head__share', text: '海报' })
  })

  if (platform === 'weapp')
    await step('a damaged scene lands on 商品不存在, never on other goods', async () => {
      await mp.go('reLaunch', `/pages/goods-info/index?scene=${encodeURIComponent('s=abc')}`)
      await mp.waitRoute('/pages/goods-info/index')
      await mp.find({ text: '商品不存在' })
    })
}
