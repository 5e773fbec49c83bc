/**
 * Unit tests of the subtle parts of the mini-program harness (tests/mini/lib): template reading, setData paths,
 * event dispatch order and catch, page-stack rules and lifecycle order, the virtual clock, argument checks.
 * Run: node --test tests/mini/unit/
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { checkOptions } from '../lib/check-args.mjs'
import { createClock } from '../lib/clock.mjs'
import { dispatch, dispatchPath } from '../lib/events.mjs'
import { createPageStack, MAX_PAGES, parseUrl } from '../lib/stack.mjs'
import { eventOfAttribute, parseBaseTemplates } from '../lib/templates.mjs'
import { applySetData, buildTree, parsePath, queryAll, textOf } from '../lib/tree.mjs'

const WXML = `<wxs module="xs" src="./utils.wxs" />
<template name="taro_tmpl"><template is="{{xs.a(0, item.nn, '')}}" data="{{i:item}}" wx:for="{{root.cn}}" /></template>
<template name="tmpl_0_0">
  <view hover-class="{{i.p1||'none'}}" bindtouchstart="eh" style="{{i.st}}" class="{{i.cl}}" bindtap="eh" catchtouchmove="eh" id="{{i.uid||i.sid}}" data-sid="{{i.sid}}"></view>
</template>
<template name="tmpl_0_3">
  <view style="{{i.st}}" class="{{i.cl}}" id="{{i.uid||i.sid}}" data-sid="{{i.sid}}"></view>
</template>
<template name="tmpl_0_4">
  <view style="{{i.st}}" class="{{i.cl}}" catchtap="eh" id="{{i.uid||i.sid}}" data-sid="{{i.sid}}"></view>
</template>
<template name="tmpl_0_33">
  <template is="{{xs.c(i, 'tmpl_0_')}}" data="{{i:i,c:c}}" />
</template>
<template name="tmpl_0_33_focus">
  <input value="{{i.p2}}" placeholder="{{i.p1}}" focus="{{xs.b(i.focus,!1)}}" bindinput="eh" bindblur="eh" class="{{i.cl}}" bindtap="eh" id="{{i.sid}}"></input>
</template>
<template name="tmpl_0_33_blur">
  <input value="{{i.p2}}" placeholder="{{i.p1}}" bindinput="eh" bindblur="eh" class="{{i.cl}}" bindtap="eh" id="{{i.sid}}"></input>
</template>
<template name="tmpl_0_9">
  <block>{{i.v}}</block>
</template>`

const AXML = `<template name="tmpl_0_0">
  <view class="{{i.cl}}" onTap="eh" catchTouchMove="eh" id="{{i.sid}}"></view>
</template>
<template name="tmpl_0_51">
  <swiper current="{{xs.b(i.p5,0)}}" onChange="eh" class="{{i.cl}}">
    <block a:for="{{xs.f(i.cn)}}" a:key="sid">
      <swiper-item class="{{item.cl}}" id="{{item.sid}}"></swiper-item>
    </block>
  </swiper>
</template>
<template name="tmpl_0_9">
  <block>{{i.v}}</block>
</template>`

describe('templates', () => {
  it('reads event bindings of both platforms', () => {
    assert.deepEqual(eventOfAttribute('bindtap'), { type: 'tap', catch: false })
    assert.deepEqual(eventOfAttribute('catchtouchmove'), { type: 'touchmove', catch: true })
    assert.deepEqual(eventOfAttribute('onTap'), { type: 'tap', catch: false })
    assert.deepEqual(eventOfAttribute('catchTouchMove'), { type: 'touchmove', catch: true })
    assert.equal(eventOfAttribute('class'), null)
  })

  it('maps nn to tag, bound events and pN attributes; inputs from their blur variant', () => {
    const t = parseBaseTemplates(WXML)
    assert.equal(t.get('0').tag, 'view')
    assert.deepEqual([...t.get('0').events.keys()].sort(), ['tap', 'touchmove', 'touchstart'])
    assert.equal(t.get('0').events.get('touchmove').catch, true)
    assert.equal(t.get('0').props.p1, 'hover-class')
    assert.equal(t.get('3').events.size, 0, 'a static view binds nothing')
    assert.equal(t.get('33').tag, 'input')
    assert.equal(t.get('33').props.p1, 'placeholder')
    assert.ok(t.get('33').events.has('input'))
    assert.equal(t.get('9').tag, 'block')
  })

  it("knows Alipay's swiper draws its children inline as swiper-item", () => {
    const t = parseBaseTemplates(AXML)
    assert.equal(t.get('51').childTag, 'swiper-item')
    const tree = buildTree(
      { cn: [{ nn: '51', sid: 's', cn: [{ nn: '52', sid: 'i', cn: [{ nn: '9', sid: 't', v: '图' }] }] }] },
      t
    )
    assert.equal(tree.children[0].children[0].tag, 'swiper-item')
    assert.equal(textOf(tree), '图')
  })
})

describe('setData and the tree', () => {
  it("parses Taro's paths and WeChat's", () => {
    assert.deepEqual(parsePath('root.cn.[0].cn.[12].v'), ['root', 'cn', 0, 'cn', 12, 'v'])
    assert.deepEqual(parsePath('list[1][2].name'), ['list', 1, 2, 'name'])
    assert.throws(() => parsePath('a.b]'))
  })

  it('applies path updates, creating arrays and objects on the way', () => {
    const data = { root: { cn: [] } }
    applySetData(data, { 'root.cn.[0]': { nn: '3', sid: 'a', cn: [] } })
    applySetData(data, { 'root.cn.[0].cn.[1].v': 'x', 'other.k': 1 })
    assert.equal(data.root.cn[0].cn[1].v, 'x')
    assert.equal(data.root.cn[0].cn.length, 2)
    assert.deepEqual(data.other, { k: 1 })
  })

  it('rebuilds elements with classes, attributes and text, and queries them', () => {
    const t = parseBaseTemplates(WXML)
    const tree = buildTree(
      {
        cn: [
          { nn: '0', sid: 'a', cl: 'card card--on', cn: [{ nn: '9', sid: 't1', v: '苹果' }] },
          { nn: '33', sid: 'b', p1: '请输入手机号', cl: 'field' },
          { nn: '3', sid: 'c', st: 'display: none', cn: [{ nn: '9', sid: 't2', v: '藏起来' }] }
        ]
      },
      t
    )
    assert.equal(queryAll(tree, { cls: 'card' })[0].sid, 'a')
    assert.equal(queryAll(tree, { placeholder: '请输入手机号' })[0].tag, 'input')
    assert.equal(queryAll(tree, { text: '苹果' })[0].sid, 'a', 'innermost element carrying the text')
    assert.equal(queryAll(tree, { text: '藏起来' }).length, 0, 'hidden elements are not found')
    assert.throws(() => buildTree({ cn: [{ nn: '77', sid: 'z' }] }, t), /no template for node nn=77/)
  })
})

describe('event dispatch', () => {
  const t = parseBaseTemplates(WXML)
  const calls = []
  const owner = { eh: (e) => calls.push(`${e.type}:${e.currentTarget.dataset.sid}<-${e.target.dataset.sid}`) }
  // outer (binds tap) > catcher (catches tap) > middle (static: binds nothing) > inner (binds tap)
  const tree = buildTree(
    {
      cn: [
        {
          nn: '0',
          sid: 'outer',
          cn: [{ nn: '4', sid: 'catcher', cn: [{ nn: '3', sid: 'middle', cn: [{ nn: '0', sid: 'inner' }] }] }]
        },
        { nn: '0', sid: 'plain', cn: [{ nn: '3', sid: 'leaf' }] }
      ]
    },
    t,
    { owner }
  )
  const bySid = (sid) => queryAll(tree, {}).find((e) => e.sid === sid)

  it('calls each bound element from the innermost out and stops after a catch', () => {
    assert.deepEqual(
      dispatchPath(bySid('inner'), 'tap').map((e) => e.sid),
      ['inner', 'catcher']
    )
    calls.length = 0
    dispatch('weapp', bySid('inner'), 'tap')
    assert.deepEqual(calls, ['tap:inner<-inner', 'tap:catcher<-inner'])
  })

  it('a tap on an unbound element reaches its bound ancestors; non-bubbling events stay put', () => {
    assert.deepEqual(
      dispatchPath(bySid('leaf'), 'tap').map((e) => e.sid),
      ['plain']
    )
    assert.deepEqual(dispatchPath(bySid('leaf'), 'input'), [])
    assert.equal(dispatch('weapp', bySid('leaf'), 'input'), 0)
  })
})

describe('page stack', () => {
  function setup() {
    const log = []
    let n = 0
    const life = {
      open: (route, query) => {
        const p = { route, query, n: ++n }
        log.push(`${route}#${p.n}.load`, `${route}#${p.n}.show`)
        return p
      },
      show: (p) => log.push(`${p.route}#${p.n}.show`),
      hide: (p) => log.push(`${p.route}#${p.n}.hide`),
      unload: (p) => log.push(`${p.route}#${p.n}.unload`)
    }
    const tabs = new Set(['pages/home/index', 'pages/cart/index'])
    const stack = createPageStack({ isRegistered: (r) => r.startsWith('pages/'), isTab: (r) => tabs.has(r) }, life)
    return { stack, log, routes: () => stack.pages().map((p) => p.route) }
  }

  it('parses urls, relative ones against the current page, query left as written', () => {
    assert.deepEqual(parseUrl('/pages/a/index?x=%E4%B8%AD&y'), {
      route: 'pages/a/index',
      query: { x: '%E4%B8%AD', y: '' }
    })
    assert.equal(parseUrl('../b/index', 'pages/a/index').route, 'pages/b/index')
  })

  it('refuses navigateTo a tab page and an unknown page, and past the page limit', () => {
    const { stack } = setup()
    stack.reLaunch('/pages/home/index')
    assert.throws(() => stack.navigateTo('/pages/cart/index'), /tabbar/)
    assert.throws(() => stack.navigateTo('/nowhere/index'), /not found/)
    for (let i = 1; i < MAX_PAGES; i++) stack.navigateTo(`/pages/p${i}/index`)
    assert.equal(stack.pages().length, MAX_PAGES)
    assert.throws(() => stack.navigateTo('/pages/one-more/index'), /limit/)
  })

  it('navigateBack unloads delta pages (clamped) and shows the one below; not past the first', () => {
    const { stack, log, routes } = setup()
    stack.reLaunch('/pages/home/index')
    stack.navigateTo('/pages/a/index')
    stack.navigateTo('/pages/b/index')
    stack.navigateTo('/pages/c/index')
    log.length = 0
    stack.navigateBack(2)
    assert.deepEqual(log, ['pages/c/index#4.unload', 'pages/b/index#3.unload', 'pages/a/index#2.show'])
    stack.navigateBack(99)
    assert.deepEqual(routes(), ['pages/home/index'])
    assert.throws(() => stack.navigateBack(1), /first page/)
  })

  it('lifecycles in order: navigateTo hides, redirectTo unloads first', () => {
    const { stack, log } = setup()
    stack.reLaunch('/pages/home/index')
    stack.navigateTo('/pages/a/index?id=1')
    stack.redirectTo('/pages/b/index')
    assert.deepEqual(log, [
      'pages/home/index#1.load',
      'pages/home/index#1.show',
      'pages/home/index#1.hide',
      'pages/a/index#2.load',
      'pages/a/index#2.show',
      'pages/a/index#2.unload',
      'pages/b/index#3.load',
      'pages/b/index#3.show'
    ])
  })

  it('switchTab keeps tab pages alive and closes the others; reLaunch closes everything', () => {
    const { stack, log, routes } = setup()
    stack.reLaunch('/pages/home/index')
    stack.navigateTo('/pages/a/index')
    stack.switchTab('/pages/cart/index')
    assert.deepEqual(routes(), ['pages/cart/index'])
    assert.ok(log.includes('pages/a/index#2.unload'))
    assert.ok(!log.includes('pages/home/index#1.unload'), 'home stays alive')
    log.length = 0
    stack.switchTab('/pages/home/index')
    assert.deepEqual(log, ['pages/cart/index#3.hide', 'pages/home/index#1.show'], 'the same home instance comes back')
    assert.throws(() => stack.switchTab('/pages/a/index'), /no-tabBar/)
    log.length = 0
    stack.reLaunch('/pages/a/index')
    assert.deepEqual(log.sort(), [
      'pages/a/index#4.load',
      'pages/a/index#4.show',
      'pages/cart/index#3.unload',
      'pages/home/index#1.unload'
    ])
  })
})

describe('virtual clock', () => {
  it('fires due timers in order only when asked, intervals repeat, Date follows the skew', () => {
    let real = 1_000_000
    const clock = createClock(() => real)
    const fired = []
    clock.setTimeout(() => fired.push('b'), 500)
    clock.setTimeout(() => fired.push('a'), 100)
    const iv = clock.setInterval(() => fired.push('tick'), 1000)
    assert.equal(
      clock.runDue(() => {}),
      0
    )
    assert.equal(clock.nextIn(), 100)
    clock.advance(600)
    clock.runDue(() => {})
    assert.deepEqual(fired, ['a', 'b'])
    clock.advance(1400)
    clock.runDue(() => {})
    assert.deepEqual(fired, ['a', 'b', 'tick'])
    clock.clearInterval(iv)
    assert.equal(clock.nextIn(), null)
    const VDate = clock.makeDate()
    real += 5
    assert.equal(VDate.now(), 1_000_000 + 2000 + 5)
    assert.equal(new VDate().getTime(), VDate.now())
    assert.equal(new VDate(0).getTime(), 0)
  })
})

describe('argument checks', () => {
  it('names a missing key, an unknown key, a wrong type and a callback that is not a function', () => {
    const spec = { required: ['content'], allowed: ['duration'], types: { duration: 'number' } }
    assert.deepEqual(checkOptions('my.showToast', { content: '好', duration: 1500, success() {} }, spec), [])
    assert.deepEqual(checkOptions('my.showToast', { title: '好', duration: '1' }, spec), [
      'my.showToast: missing content',
      'my.showToast: unknown option title',
      'my.showToast: duration must be number, got string'
    ])
    assert.deepEqual(checkOptions('x', { content: 'a', fail: 1 }, spec), ['x: fail must be a function'])
    assert.match(checkOptions('x', null, spec)[0], /options must be an object/)
  })
})
