import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { createApi } from './apis.mjs'
import { createCanvasHost } from './canvas.mjs'
import { createPrivacy } from './privacy.mjs'
import { createClock } from './clock.mjs'
import { createLoader } from './loader.mjs'
import { createPageStack } from './stack.mjs'
import { parseBaseTemplates } from './templates.mjs'
import { applySetData, buildTree, payloadBytes, SET_DATA_LIMIT, walk } from './tree.mjs'

/**
 * One launched mini program: a vm context holding the compiled dist folder's logic layer, with App / Page /
 * Component / getApp / getCurrentPages, the platform object (`wx` or `my`) of apis.mjs, a virtual clock, the page
 * stack of stack.mjs and the view layer's side of setData (tree.mjs). Everything that goes wrong is collected in
 * `errors` (thrown errors, console.error, failed argument checks, oversized setData); journeys assert it empty.
 */
export const PLATFORMS = {
  weapp: { global: 'wx', template: 'base.wxml', tabBar: 'custom-tab-bar/index' },
  alipay: { global: 'my', template: 'base.axml', tabBar: 'customize-tab-bar/index' }
}

export function readAppJson(distDir) {
  const app = JSON.parse(fs.readFileSync(path.join(distDir, 'app.json'), 'utf8'))
  const subs = app.subPackages || app.subpackages || []
  const routes = [...(app.pages || [])]
  for (const s of subs) for (const p of s.pages || []) routes.push(`${s.root.replace(/\/+$/, '')}/${p}`)
  // WeChat: tabBar.list / custom; Alipay: tabBar.items / customize.
  const tabs = app.tabBar?.list || app.tabBar?.items || []
  const tabRoutes = new Set(tabs.map((t) => t.pagePath.replace(/^\/+/, '')))
  return { app, routes, tabRoutes, customTabBar: !!(app.tabBar?.custom || app.tabBar?.customize) }
}

export function createHost({ platform, distDir, system = {}, onRequest, onPay, onLogin, onImage, location }) {
  const P = PLATFORMS[platform]
  if (!P) throw new Error(`unknown platform ${platform}`)
  const { app: appJson, routes, tabRoutes, customTabBar } = readAppJson(distDir)
  const templates = parseBaseTemplates(fs.readFileSync(path.join(distDir, P.template), 'utf8'))
  const clock = createClock()
  const errors = []
  const log = { lifecycle: [], setData: [], toasts: [], modals: [], sheets: [], console: [], clipboard: [] }
  const answers = { modal: [], sheet: [] }
  const storage = new Map()
  let pending = 0
  let idSeq = 0

  const fail = (msg) => errors.push(msg instanceof Error ? msg.stack || msg.message : String(msg))
  const later = (fn) => clock.setTimeout(fn, 0)

  // --- the sandbox --------------------------------------------------------------------------------------------
  const sandboxConsole = {}
  for (const level of ['log', 'info', 'warn', 'error', 'debug'])
    sandboxConsole[level] = (...args) => {
      const line = args
        .map((a) => (a instanceof Error || a?.stack ? a.stack : typeof a === 'string' ? a : safeJson(a)))
        .join(' ')
      log.console.push(`[${level}] ${line}`)
      if (level === 'error') fail(`console.error: ${line}`)
    }
  const registry = { pages: new Map(), components: new Map(), app: null, loading: null }
  const context = {
    console: sandboxConsole,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    setInterval: clock.setInterval,
    clearInterval: clock.clearInterval,
    Date: clock.makeDate(),
    App: (config) => {
      registry.app = config
    },
    Page: (config) => registry.pages.set(registry.loading, config),
    Component: (config) => registry.components.set(registry.loading, config),
    Behavior: (b) => b,
    getApp: () => registry.app,
    getCurrentPages: () => stack.pages()
  }
  // Alipay's logic layer has a navigator (Taro's Alipay runtime reads it); WeChat's code must not need one.
  if (platform === 'alipay') context.navigator = { userAgent: 'Mozilla/5.0 (iPhone) AlipayClient/10.5.0 MiniProgram' }
  vm.createContext(context)
  // The sandbox's own JSON: answers parsed with it are the program's objects (its Array, its Object).
  const sandboxJSON = vm.runInContext('JSON', context)

  const privacy = createPrivacy(platform, appJson, fail)
  const host = {
    platform,
    privacy,
    later,
    fail,
    storage,
    location: () => host.currentLocation,
    currentLocation: location ?? { latitude: 22.5431, longitude: 113.9298 },
    /** The address the host's address sheet answers (chooseAddress / getAddress); null: the shopper backs out. */
    address: () => host.currentAddress,
    currentAddress: null,
    systemInfo: () => ({
      platform: platform === 'weapp' ? 'devtools' : 'iOS',
      ...(platform === 'alipay' ? { app: 'alipay' } : {}),
      SDKVersion: '3.5.0',
      version: platform === 'weapp' ? '8.0.50' : '10.5.0',
      language: 'zh_CN',
      system: 'iOS 16.0',
      brand: 'iPhone',
      model: 'iPhone 12',
      pixelRatio: 3,
      screenWidth: 390,
      screenHeight: 844,
      windowWidth: 390,
      windowHeight: 844,
      statusBarHeight: 47,
      safeArea: { top: 47, left: 0, right: 390, bottom: 810, width: 390, height: 763 },
      fontSizeSetting: 16,
      theme: 'light',
      ...system
    }),
    login: () => onLogin(),
    pay: (o) => onPay(o),
    clipboard: (text) => log.clipboard.push(text),
    // The 2d canvas (canvas.mjs): image loads count as work in flight; the album and its permission (apis-media.mjs).
    canvas: createCanvasHost({
      image: (src) => (onImage ? onImage(src) : Promise.reject(new Error('no network pictures here'))),
      track: (p) => {
        pending++
        return p.finally(() => pending--)
      },
      later
    }),
    canvasNode: (selector) => canvasNode(selector),
    album: { permission: undefined, prompt: [], settings: [], asked: [], saved: [], settingsOpened: 0 },
    dialogs: {
      toast: (text, icon) => log.toasts.push({ text, icon }),
      modal: (m) => {
        const answer = answers.modal.length ? answers.modal.shift() : false
        log.modals.push({ ...m, confirmed: !!answer })
        return typeof answer === 'function' ? !!answer(m) : !!answer
      },
      actionSheet: (items) => {
        const answer = answers.sheet.length ? answers.sheet.shift() : -1
        const index = typeof answer === 'string' ? items.indexOf(answer) : answer
        log.sheets.push({ items: [...items], index })
        return index
      }
    },
    async request(o, setTask) {
      pending++
      try {
        const res = await onRequest(o, setTask)
        return { ...res, data: res.json ? sandboxJSON.parse(res.text) : res.text }
      } finally {
        pending--
      }
    }
  }

  // --- pages ----------------------------------------------------------------------------------------------
  const loader = createLoader(context, distDir)
  function loadDefinition(kind, rel) {
    const map = kind === 'page' ? registry.pages : registry.components
    if (!map.has(rel)) {
      registry.loading = rel
      loader.require(rel)
      registry.loading = null
    }
    const config = map.get(rel)
    if (!config) throw new Error(`${rel}.js did not call ${kind === 'page' ? 'Page' : 'Component'}()`)
    return config
  }

  function attachState(inst, label) {
    inst.setData = (payload, cb) => {
      let copy
      try {
        copy = JSON.parse(JSON.stringify(payload))
      } catch (err) {
        fail(`${label}: setData payload is not JSON: ${err.message}`)
        return
      }
      const bytes = payloadBytes(copy)
      log.setData.push({ target: label, bytes, keys: Object.keys(copy) })
      if (bytes > SET_DATA_LIMIT) fail(`${label}: setData of ${bytes} bytes is over the 1 MB limit`)
      applySetData(inst.data, copy)
      inst.__dirty = true
      if (typeof cb === 'function') later(() => cb())
    }
  }

  function call(inst, name, ...args) {
    log.lifecycle.push(`${inst.route}.${name}`)
    const fn = inst[name]
    if (typeof fn !== 'function') return undefined
    try {
      return fn.apply(inst, args)
    } catch (err) {
      fail(err)
    }
  }

  function makeTabBar(page) {
    const config = loadDefinition('component', P.tabBar)
    const inst = { is: P.tabBar, route: P.tabBar, data: structuredClone(config.data ?? {}), properties: {}, props: {} }
    Object.assign(inst, config.methods ?? {})
    attachState(inst, `${page.route} tab bar`)
    const pageId = `page-${page.__wxWebviewId__}`
    inst.getPageId = () => pageId
    inst.$page = page
    for (const name of platform === 'weapp' ? ['created', 'attached', 'ready'] : ['onInit', 'didMount']) {
      const fn = config.lifetimes?.[name] ?? config[name]
      if (typeof fn === 'function') {
        try {
          fn.call(inst)
        } catch (err) {
          fail(err)
        }
      }
    }
    return inst
  }

  const life = {
    open(route, query) {
      const config = loadDefinition('page', route)
      const inst = { route, __route__: route, options: query, __wxWebviewId__: ++idSeq, $viewId: String(idSeq) }
      for (const [k, v] of Object.entries(config)) if (k !== 'data') inst[k] = v
      inst.data = structuredClone(config.data ?? {})
      attachState(inst, route)
      inst.getTabBar = () => inst.__tabBar ?? null
      inst.selectComponent = () => null
      inst.createSelectorQuery = () => context[P.global].createSelectorQuery()
      call(inst, 'onLoad', { ...query })
      call(inst, 'onShow')
      if (customTabBar && tabRoutes.has(route)) inst.__tabBar = makeTabBar(inst)
      later(() => call(inst, 'onReady'))
      return inst
    },
    show: (inst) => call(inst, 'onShow'),
    hide: (inst) => call(inst, 'onHide'),
    unload(inst) {
      call(inst, 'onUnload')
      inst.__unloaded = true
    }
  }
  const stack = createPageStack({ isRegistered: (r) => routes.includes(r), isTab: (r) => tabRoutes.has(r) }, life)
  host.nav = {}
  for (const name of ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab', 'navigateBack'])
    host.nav[name] = (arg) => {
      stack[name](arg)
      return {}
    }

  const mp = createApi(host)
  context[P.global] = mp

  /** A `#id` selector naming a `<canvas type="2d">` on the page on top: its node (one per canvas and page). */
  const nodes = new Map()
  function canvasNode(selector) {
    const id = /^#([\w-]+)$/.exec(String(selector))?.[1]
    const page = stack.top()
    if (!id || !page) return null
    const el = [...walk(buildTree(page.data.root, templates, { owner: page }))].find(
      (n) => n.tag === 'canvas' && n.id === id && n.attrs.type === '2d'
    )
    if (!el) return null
    const key = `${page.__wxWebviewId__}#${id}`
    if (!nodes.has(key)) nodes.set(key, host.canvas.createNode(id, platform))
    return nodes.get(key)
  }

  return {
    platform,
    /** The privacy gate (privacy.mjs): `privacy.state.required = true` before launch plays a shopper yet to agree. */
    privacy,
    distDir,
    /** Where getLocation says the device is; null: the shopper refused (getLocation fails). */
    get currentLocation() {
      return host.currentLocation
    },
    set currentLocation(value) {
      host.currentLocation = value
    },
    /** What the address sheet answers, in WeChat's fields (the Alipay stub answers them in its own); null: cancel. */
    get currentAddress() {
      return host.currentAddress
    },
    set currentAddress(value) {
      host.currentAddress = value
    },
    /** What getLaunchOptionsSync / getEnterOptionsSync add to the plain launch (a code's query on Alipay). */
    get launchOptions() {
      return host.launchOptions
    },
    set launchOptions(value) {
      host.launchOptions = value
    },
    /** The 2d canvases drawn and the files written from them (canvas.mjs). */
    canvas: host.canvas,
    /** The album: its permission, the shopper's answers to the prompt and on the settings page, what was saved. */
    album: host.album,
    appJson,
    routes,
    tabRoutes,
    templates,
    context,
    clock,
    errors,
    log,
    answers,
    storage,
    stack,
    pendingRequests: () => pending,
    api: mp,
    /** Runs app.js (and its chunks), then App's onLaunch / onShow, then opens the launch page (or `entry`). */
    launch(entry = `/${routes[0]}`) {
      registry.loading = 'app'
      loader.require('app')
      registry.loading = null
      if (!registry.app) throw new Error('app.js did not call App()')
      const options = { path: routes[0], query: {}, scene: 1001, referrerInfo: {} }
      for (const name of ['onLaunch', 'onShow']) {
        try {
          registry.app[name]?.(options)
        } catch (err) {
          fail(err)
        }
      }
      stack.reLaunch(entry)
    },
    /** The element tree of the page on top (with its tab bar's tree after the page's own, as drawn). */
    tree(page = stack.top()) {
      if (!page) return null
      const root = buildTree(page.data.root, templates, { owner: page })
      if (page.__tabBar) {
        const bar = buildTree(page.__tabBar.data.root, templates, { owner: page.__tabBar })
        for (const c of bar.children) {
          c.parent = root
          root.children.push(c)
        }
      }
      return root
    }
  }
}

function safeJson(v) {
  try {
    return JSON.stringify(v)
  } catch {
    return String(v)
  }
}
