/**
 * What a console (antd) render needs under jest, imported first by each console test: jsdom lacks matchMedia, which
 * antd's responsive layout asks, and antd's first render builds its styles (about 5 s on a CI core shared with the
 * other lanes), so these tests get 30 s.
 */
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false
})) as unknown as typeof window.matchMedia

jest.setTimeout(30_000)
