/**
 * The rest of the platform API stubs (see apis.mjs): dialogs, whose answers the test chooses, and the device
 * and platform services a page may touch. `asyncApi(name, spec, run)` and `noop(name, spec)` come from apis.mjs.
 */
import { addMediaApis } from './apis-media.mjs'

export function addDialogApis(h, asyncApi, noop) {
  const wx = h.platform === 'weapp'
  // --- dialogs -------------------------------------------------------------------------------------------------
  if (wx) {
    asyncApi(
      'showToast',
      { required: ['title'], allowed: ['icon', 'image', 'duration', 'mask'] },
      (o) => void h.dialogs.toast(o.title, o.icon)
    )
    asyncApi('showLoading', { required: ['title'], allowed: ['mask'] }, () => ({}))
    asyncApi(
      'showModal',
      {
        allowed: [
          'title',
          'content',
          'showCancel',
          'cancelText',
          'cancelColor',
          'confirmText',
          'confirmColor',
          'editable',
          'placeholderText'
        ]
      },
      (o) => {
        const confirm = h.dialogs.modal({ title: o.title, content: o.content, showCancel: o.showCancel !== false })
        return { confirm, cancel: !confirm }
      }
    )
    asyncApi(
      'showActionSheet',
      { required: ['itemList'], allowed: ['itemColor', 'alertText'], types: { itemList: 'array' } },
      (o) => {
        const i = h.dialogs.actionSheet(o.itemList)
        if (i < 0) throw { errMsg: 'cancel' }
        return { tapIndex: i }
      }
    )
  } else {
    // Taro copies WeChat's names onto Alipay's (title → content) and leaves the old keys: both are accepted.
    asyncApi(
      'showToast',
      { required: ['content'], allowed: ['title', 'icon', 'type', 'image', 'duration', 'mask'] },
      (o) => void h.dialogs.toast(o.content, o.type)
    )
    asyncApi('showLoading', { required: ['content'], allowed: ['title', 'mask', 'delay'] }, () => ({}))
    const modal = (o, showCancel) => h.dialogs.modal({ title: o.title, content: o.content, showCancel })
    asyncApi(
      'confirm',
      {
        allowed: [
          'title',
          'content',
          'confirmButtonText',
          'cancelButtonText',
          'confirmText',
          'cancelText',
          'showCancel',
          'confirmColor',
          'cancelColor'
        ]
      },
      (o) => ({ confirm: modal(o, true) })
    )
    asyncApi(
      'alert',
      {
        allowed: [
          'title',
          'content',
          'buttonText',
          'confirmText',
          'cancelText',
          'showCancel',
          'confirmButtonText',
          'cancelButtonText'
        ]
      },
      (o) => {
        modal(o, false)
        return {}
      }
    )
    asyncApi(
      'showActionSheet',
      {
        required: ['items'],
        allowed: ['itemList', 'title', 'cancelButtonText', 'itemColor', 'alertText'],
        types: { items: 'array' }
      },
      (o) => ({
        index: h.dialogs.actionSheet(o.items)
      })
    )
  }
  noop('hideToast')
  noop('hideLoading')
}

export function addDeviceApis(api, h, asyncApi, noop) {
  const wx = h.platform === 'weapp'
  addMediaApis(api, h, asyncApi)
  // --- device ---------------------------------------------------------------------------------------------------
  api.getSystemInfoSync = () => ({ ...h.systemInfo() })
  asyncApi('getSystemInfo', {}, () => ({ ...h.systemInfo() }))
  if (wx) {
    api.getAppBaseInfo = () => ({ ...h.systemInfo() })
    api.getWindowInfo = () => ({ ...h.systemInfo() })
    api.getDeviceInfo = () => ({ ...h.systemInfo() })
    api.getMenuButtonBoundingClientRect = () => ({ width: 87, height: 32, top: 24, right: 365, bottom: 56, left: 278 })
  }
  // A journey may set h.launchOptions: the program opened by a code (Alipay passes a code's query_param here).
  api.getLaunchOptionsSync = () => ({
    path: 'pages/home/index',
    query: {},
    scene: 1001,
    referrerInfo: {},
    ...(h.launchOptions ?? {})
  })
  api.getEnterOptionsSync = api.getLaunchOptionsSync
  api.canIUse = (name) => typeof name === 'string' && name.split('.')[0] in api
  api.nextTick = (fn) => h.later(fn)
  api.getUpdateManager = () => ({ onCheckForUpdate() {}, onUpdateReady() {}, onUpdateFailed() {}, applyUpdate() {} })
  for (const name of [
    'onError',
    'offError',
    'onUnhandledRejection',
    'offUnhandledRejection',
    'onPageNotFound',
    'offPageNotFound',
    'onAppShow',
    'offAppShow',
    'onAppHide',
    'offAppHide',
    'onNetworkStatusChange',
    'offNetworkStatusChange',
    'onMemoryWarning'
  ])
    api[name] = (fn) => {
      if (name.startsWith('on') && typeof fn !== 'function') h.fail(`${h.platform}.${name}: needs a function`)
    }
  asyncApi('getNetworkType', {}, () => ({ networkType: 'wifi' }))
  if (wx) asyncApi('setClipboardData', { required: ['data'] }, (o) => void h.clipboard(o.data))
  else asyncApi('setClipboard', { required: ['text'], allowed: ['data'] }, (o) => void h.clipboard(o.text))
  asyncApi(
    'makePhoneCall',
    wx ? { required: ['phoneNumber'] } : { required: ['number'], allowed: ['phoneNumber'] },
    () => ({})
  )
  asyncApi('previewImage', { required: ['urls'], allowed: ['current', 'showmenu'] }, () => ({}))
  asyncApi(wx ? 'scanCode' : 'scan', { allowed: ['onlyFromCamera', 'scanType', 'hideAlbum', 'type'] }, () => {
    throw { errMsg: 'cancel' }
  })
  asyncApi('chooseImage', { allowed: ['count', 'sizeType', 'sourceType'] }, () => {
    throw { errMsg: 'cancel' }
  })
  noop('openDocument', { required: ['filePath'], allowed: ['fileType', 'showMenu'] })
  noop('vibrateShort', { allowed: ['type'] })
  noop(wx ? 'showShareMenu' : 'showSharePanel', { allowed: ['withShareTicket', 'menus'] })
  api.reportAnalytics = () => {}
  api.createSelectorQuery = () => selectorQuery(h)
  api.createIntersectionObserver = () => ({
    relativeToViewport: () => ({ observe() {} }),
    relativeTo() {
      return this
    },
    observe() {},
    disconnect() {}
  })
}

/** Layout does not exist here: every measurement answers a zero box (a page must not depend on one to show). */
function selectorQuery(h) {
  const queue = []
  const box = {
    id: '',
    dataset: {},
    left: 0,
    right: 0,
    top: 0,
    bottom: 0,
    width: 0,
    height: 0,
    scrollTop: 0,
    scrollLeft: 0,
    scrollHeight: 0,
    scrollWidth: 0
  }
  const node = (all, selector) => ({
    boundingClientRect(cb) {
      queue.push(() => (all ? [] : { ...box }))
      if (cb) queue[queue.length - 1].cb = cb
      return q
    },
    scrollOffset(cb) {
      return this.boundingClientRect(cb)
    },
    fields(_f, cb) {
      return this.boundingClientRect(cb)
    },
    node(cb) {
      // A `<canvas type="2d">` answers its node (canvas.mjs); anything else has none here.
      queue.push(() => {
        const found = all ? null : h.canvasNode?.(selector)
        return found ? { node: found } : null
      })
      if (cb) queue[queue.length - 1].cb = cb
      return q
    }
  })
  const q = {
    in: () => q,
    select: (selector) => node(false, selector),
    selectAll: (selector) => node(true, selector),
    selectViewport: () => node(false),
    exec(cb) {
      h.later(() => {
        const results = queue.map((f) => {
          const r = f()
          f.cb?.(r)
          return r
        })
        cb?.(results)
      })
      return q
    }
  }
  return q
}
