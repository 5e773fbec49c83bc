import { act } from '@testing-library/react'
import TestUtils from '@tarojs/test-utils-react'
import type { ComponentType } from 'react'

const mounted: TestUtils[] = []

/**
 * Mounts a component with @tarojs/test-utils-react and returns the utils. Read rendered text with
 * `textOf()`: test-utils' own html() pretty-printer overflows on Taro's H5 elements.
 */
export async function mount<P extends object>(ui: ComponentType<P>, props?: NoInfer<P>): Promise<TestUtils> {
  const utils = new TestUtils()
  // test-utils types the component as FunctionComponent | ComponentClass; ComponentType is the same union.
  await utils.mount(ui as Parameters<TestUtils['mount']>[0], { props: props ?? ({} as P) })
  mounted.push(utils)
  return utils
}

/** Visible text of the document (or of one element), whitespace collapsed. */
export function textOf(el: Element | Document = document): string {
  const node = el instanceof Document ? el.body : el
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** Finds an element by CSS selector or fails the test with the selector in the message. */
export function $(selector: string): HTMLElement {
  const el = document.querySelector(selector)
  if (!el) throw new Error(`no element matches ${selector}`)
  return el as HTMLElement
}

afterEach(() => {
  while (mounted.length) mounted.pop()?.unmout()
})

/**
 * The element once it is there: Taro's H5 inputs draw their native <input> a little after the component
 * mounts (later still on a busy machine), so a test that types waits for it instead of assuming it.
 */
export async function find(selector: string, timeout = 5_000): Promise<HTMLElement> {
  const started = Date.now()
  for (;;) {
    const el = document.querySelector(selector)
    if (el) return el as HTMLElement
    if (Date.now() - started > timeout) throw new Error(`no element matches ${selector} within ${timeout} ms`)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
}

/**
 * The attribute's value once it settles: Taro's H5 input passes props to its native <input> on its own
 * render tick, so `aria-invalid` there follows the field's error text a moment later.
 */
export async function attrOf(selector: string, name: string, want: string, timeout = 5_000): Promise<string | null> {
  const started = Date.now()
  for (;;) {
    const value = document.querySelector(selector)?.getAttribute(name) ?? null
    if (value === want || Date.now() - started > timeout) return value
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
}
