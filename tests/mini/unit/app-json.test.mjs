/** The harness reads app.json as both platforms write it, subpackages included (node --test tests/mini/unit/). */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { it } from 'node:test'
import { readAppJson } from '../lib/host.mjs'

function distWith(appJson) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mini-appjson-'))
  fs.writeFileSync(path.join(dir, 'app.json'), JSON.stringify(appJson))
  return dir
}

it('WeChat: subPackages whose root is a page folder give /pages/<page>/index routes; tabBar.list', () => {
  const dir = distWith({
    pages: ['pages/home/index'],
    subPackages: [
      { root: 'pages/order-detail', pages: ['index'] },
      { root: 'pagesFace/', pages: ['middle/index'] }
    ],
    tabBar: { custom: true, list: [{ pagePath: 'pages/home/index', text: '首页' }] }
  })
  const a = readAppJson(dir)
  assert.deepEqual(a.routes, ['pages/home/index', 'pages/order-detail/index', 'pagesFace/middle/index'])
  assert.deepEqual([...a.tabRoutes], ['pages/home/index'])
  assert.equal(a.customTabBar, true)
})

it('Alipay: lower-case subpackages, tabBar.items and customize', () => {
  const dir = distWith({
    pages: ['pages/home/index'],
    subpackages: [{ root: 'pages/order-detail', pages: ['index'] }],
    tabBar: { customize: true, items: [{ pagePath: 'pages/home/index', name: '首页' }] }
  })
  const a = readAppJson(dir)
  assert.deepEqual(a.routes, ['pages/home/index', 'pages/order-detail/index'])
  assert.equal(a.customTabBar, true)
  assert.ok(a.tabRoutes.has('pages/home/index'))
})
