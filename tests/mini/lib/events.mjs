/**
 * The view layer's event dispatch. A tap lands on the innermost element; the view layer then calls the handler
 * of every element on the way out whose template binds the event, and stops after one that catches it (WeChat
 * `catchtap`, Alipay `catchTap`). Taro's handler (`eh`) itself waits for the outermost bound ancestor before it
 * runs React's handlers once, so calling each bound element in that order is what makes a tap work at all.
 * Non-bubbling events (input, blur, focus, confirm, change…) go to the element alone.
 */
const BUBBLING = new Set(['tap', 'longpress', 'longtap', 'touchstart', 'touchmove', 'touchend', 'touchcancel'])

/** The elements whose `eh` a `type` event on el reaches, innermost first. */
export function dispatchPath(el, type) {
  const out = []
  for (let n = el; n && n.tag !== '#root'; n = n.parent) {
    const binding = n.events?.get(type)
    if (binding) {
      out.push(n)
      if (binding.catch) break
    }
    if (!BUBBLING.has(type)) break
  }
  return out
}

/** The event object the platform passes: WeChat and Alipay both carry the node id and dataset.sid. */
export function makeEvent(platform, type, target, current, detail, timeStamp) {
  const node = (n) => ({
    id: n.id,
    dataset: { sid: n.sid },
    ...(platform === 'alipay' ? { targetDataset: { sid: n.sid } } : {})
  })
  const ev = {
    type,
    timeStamp,
    target: node(target),
    currentTarget: node(current),
    detail: { ...detail },
    mark: {}
  }
  if (type.startsWith('touch') || type === 'tap') {
    const touch = { identifier: 0, pageX: 10, pageY: 10, clientX: 10, clientY: 10 }
    ev.touches = type === 'touchend' ? [] : [touch]
    ev.changedTouches = [touch]
    if (type === 'tap') ev.detail = { x: 10, y: 10, ...detail }
  }
  return ev
}

/** Dispatches a `type` event at el (an element of tree.mjs); returns how many handlers were called. */
export function dispatch(platform, el, type, detail = {}, { timeStamp = Date.now(), onError } = {}) {
  const path = dispatchPath(el, type)
  for (const n of path) {
    const owner = n.owner
    if (typeof owner?.eh !== 'function') throw new Error(`no event handler (eh) on the owner of <${n.tag}>`)
    try {
      owner.eh(makeEvent(platform, type, el, n, detail, timeStamp))
    } catch (err) {
      if (onError) onError(err)
      else throw err
    }
  }
  return path.length
}
