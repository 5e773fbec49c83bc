import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { checkPackageRefs } from '../../scripts/gates/package-refs.mjs'

/** A compiled mini program in a temporary folder: files by build-relative path. */
function build(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gates-refs-'))
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), body)
  }
  return dir
}

const app = {
  pages: ['pages/home/index'],
  subPackages: [
    { root: 'pages/order-detail', pages: ['index'] },
    { root: 'pages/my-order', pages: ['index'] }
  ]
}

describe('checkPackageRefs', () => {
  let dir
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('accepts references into the main package and within the own subpackage', () => {
    dir = build({
      'app.json': JSON.stringify(app),
      'common.js': '',
      'base.wxml': '',
      'comp.json': '{}',
      'comp.js': '',
      'pages/home/index.js': 'require("../../common");',
      'pages/order-detail/index.js': 'require("./sub-common/a.js");require("../../common")',
      'pages/order-detail/sub-common/a.js': '',
      'pages/order-detail/sub-common/a.wxss': '',
      'pages/order-detail/index.wxss': '@import "./sub-common/a.wxss";',
      'pages/order-detail/index.wxml': '<import src="../../base.wxml"/>',
      'pages/order-detail/index.json': JSON.stringify({ usingComponents: { comp: '../../comp' } })
    })
    expect(checkPackageRefs(dir, app, 'weapp')).toEqual([])
  })

  it('reports a missing file, the main package using a subpackage and one subpackage using another', () => {
    dir = build({
      'app.json': JSON.stringify(app),
      'pages/home/index.js': 'require("../order-detail/sub-common/a.js")',
      'pages/order-detail/sub-common/a.js': '',
      'pages/my-order/index.wxss': '@import "../order-detail/sub-common/a.js";',
      'pages/my-order/index.wxml': '<include src="./gone.wxml"/>'
    })
    expect(checkPackageRefs(dir, app, 'weapp')).toEqual([
      'weapp: pages/home/index.js (main package) refers to pages/order-detail/sub-common/a.js in subpackage pages/order-detail',
      'weapp: pages/my-order/index.wxml refers to ./gone.wxml, which does not exist',
      'weapp: pages/my-order/index.wxss (pages/my-order) refers to pages/order-detail/sub-common/a.js in subpackage pages/order-detail'
    ])
  })
})
