/**
 * Webpack loader for the TARO_H5_SOURCE_MAP=1 build only (config/h5-bundle.ts): drops the
 * `//# sourceMappingURL=` comment of a package file before Babel reads it, so Babel does not chain the
 * package's own map and the build's source map names the package file. Terser drops comments anyway.
 */
module.exports = function dropInputSourceMap(source) {
  return source.replace(/^\/\/# sourceMappingURL=.*$/gm, '')
}
