/** The render-parity helper drives WeChat's real template compiler (node --test tests/mini/unit/). */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { it } from 'node:test'
import { parseBaseTemplates } from '../lib/templates.mjs'
import { buildTree, textOf } from '../lib/tree.mjs'
import { renderedText } from '../lib/wcc.mjs'

const BASE = `<wxs module="xs" src="./utils.wxs" />
<template name="taro_tmpl">
  <template is="{{xs.a(0, item.nn, '')}}" data="{{i:item,c:1,l:''}}" wx:for="{{root.cn}}" wx:key="sid" />
</template>
<template name="tmpl_0_3">
  <view style="{{i.st}}" class="{{i.cl}}" id="{{i.uid||i.sid}}" data-sid="{{i.sid}}">
    <template is="{{xs.a(c, item.nn, l)}}" data="{{i:item,c:c+1,l:l}}" wx:for="{{i.cn}}" wx:key="sid" />
  </view>
</template>
<template name="tmpl_1_3">
  <view class="{{i.cl}}">
    <template is="{{xs.a(c, item.nn, l)}}" data="{{i:item,c:c+1,l:l}}" wx:for="{{i.cn}}" wx:key="sid" />
  </view>
</template>
<template name="tmpl_0_9">
  <block>{{i.v}}</block>
</template>
<template name="tmpl_1_9">
  <block>{{i.v}}</block>
</template>
<template name="tmpl_2_9">
  <block>{{i.v}}</block>
</template>`

const UTILS = `module.exports = {
  a: function (l, n, s) { if (n === '9') l = 0; return 'tmpl_' + l + '_' + n },
  b: function (a, b) { return a === undefined ? b : a }
}`

it('renders a page from Taro data with wcc; the harness reads the same text from it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mini-wcc-'))
  fs.writeFileSync(path.join(dir, 'base.wxml'), BASE)
  fs.writeFileSync(path.join(dir, 'utils.wxs'), UTILS)
  fs.mkdirSync(path.join(dir, 'pages/p'), { recursive: true })
  fs.writeFileSync(
    path.join(dir, 'pages/p/index.wxml'),
    '<import src="../../base.wxml"/>\n<template is="taro_tmpl" data="{{root:root}}" />'
  )
  fs.writeFileSync(path.join(dir, 'pages/p/index.json'), '{}')
  fs.writeFileSync(path.join(dir, 'comp.wxml'), '<view></view>')
  const data = {
    root: {
      cn: [
        { nn: '3', sid: 'a', cl: 'card', cn: [{ nn: '9', sid: 'b', v: '你好' }] },
        { nn: '3', sid: 'c', cn: [{ nn: '9', sid: 'd', v: '世界' }] }
      ]
    }
  }
  const theirs = renderedText(dir, 'pages/p/index', data)
  assert.equal(theirs, '你好世界')
  const ours = textOf(buildTree(data.root, parseBaseTemplates(BASE)))
  assert.equal(ours, theirs)
})
