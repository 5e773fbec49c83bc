/** Stylesheets in tests: class names map to themselves (className={styles.foo} -> 'foo'). */
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (key === '__esModule' ? false : key)
  }
)
