import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PNG } from 'pngjs'
import { createCanvasHost, parseColour } from '../lib/canvas.mjs'

/** A canvas host whose callbacks run at once (no program clock here). */
function host() {
  return createCanvasHost({
    image: () => Promise.reject(new Error('no network here')),
    track: (p) => p,
    later: (fn) => fn()
  })
}
const pixel = (png, x, y) => {
  const i = (y * png.width + x) * 4
  return [...png.data.subarray(i, i + 4)]
}

test('colours as the programs write them', () => {
  assert.deepEqual(parseColour('#fff'), [255, 255, 255, 255])
  assert.deepEqual(parseColour('#CA3929'), [202, 57, 41, 255])
  assert.deepEqual(parseColour('rgba(0, 0, 0, 0.5)'), [0, 0, 0, 128])
  assert.equal(parseColour('var(--price-color)'), null)
})

test('rectangles in device pixels after scale; a file written from the canvas; text recorded, measured by size', () => {
  const h = host()
  const node = h.createNode('c', 'weapp')
  node.width = 20
  node.height = 10
  const ctx = node.getContext('2d')
  ctx.scale(2, 2)
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, 10, 5)
  ctx.fillStyle = '#ff0000'
  ctx.fillRect(5, 0, 5, 5)
  ctx.font = 'bold 30px sans-serif'
  ctx.fillText('苹果 ok', 1, 1)
  assert.equal(ctx.measureText('苹果').width, 60)
  assert.equal(ctx.measureText('ab').width, 33)
  const png = PNG.sync.read(h.file(h.toTempFile(node)))
  assert.deepEqual([png.width, png.height], [20, 10])
  assert.deepEqual(pixel(png, 9, 9), [255, 255, 255, 255])
  assert.deepEqual(pixel(png, 10, 0), [255, 0, 0, 255])
  assert.deepEqual(
    h.canvases[0].ops.filter((o) => o.op === 'fillText').map((o) => [o.text, o.font]),
    [['苹果 ok', 'bold 30px sans-serif']]
  )
  assert.throws(() => {
    ctx.fillStyle = 'var(--x)'
    ctx.fillRect(0, 0, 1, 1)
  }, /not a colour/)
})

test('a picture loads through createImage, then draws scaled (nearest pixel); a missing one calls onerror', async () => {
  const h = host()
  const src = h.createNode('a', 'alipay')
  src.width = 2
  src.height = 1
  const a = src.getContext('2d')
  a.fillStyle = '#000000'
  a.fillRect(0, 0, 1, 1)
  a.fillStyle = '#00ff00'
  a.fillRect(1, 0, 1, 1)
  const path = await new Promise((resolve, reject) =>
    src.toTempFilePath({ success: (r) => resolve(r.tempFilePath), fail: reject })
  )
  const dst = h.createNode('b', 'alipay')
  dst.width = 8
  dst.height = 4
  const img = dst.createImage()
  await new Promise((resolve, reject) => {
    img.onload = resolve
    img.onerror = reject
    img.src = path
  })
  assert.deepEqual([img.width, img.height], [2, 1])
  dst.getContext('2d').drawImage(img, 0, 0, 8, 4)
  const out = await new Promise((resolve) => dst.toTempFilePath({ success: (r) => resolve(r.tempFilePath) }))
  const png = PNG.sync.read(h.file(out))
  assert.deepEqual(pixel(png, 3, 3), [0, 0, 0, 255])
  assert.deepEqual(pixel(png, 4, 0), [0, 255, 0, 255])
  const broken = dst.createImage()
  const failed = await new Promise((resolve) => {
    broken.onload = () => resolve(false)
    broken.onerror = () => resolve(true)
    broken.src = 'http://elsewhere.example/x.png'
  })
  assert.equal(failed, true)
  assert.throws(() => dst.getContext('2d').drawImage(broken, 0, 0, 1, 1), /has not loaded/)
})
