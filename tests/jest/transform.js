/**
 * babel-jest with the project's babel.config.js, plus one step test-utils' own transformer does:
 * its H5 Taro runtime file gets the React hooks (useDidShow, useLoad, ...) appended, as Taro's
 * api-loader does in a real build.
 */
const path = require('node:path')
const babelJest = require('babel-jest').default
const apiLoader = require('@tarojs/plugin-framework-react/dist/api-loader.js')

const transformer = babelJest.createTransformer({ configFile: path.join(__dirname, '../../babel.config.js') })
const TARO_RUNTIME = `${path.sep}test-utils-react${path.sep}dist${path.sep}jest${path.sep}runtime${path.sep}taro-h5.js`
const SALT = 'taro-api-loader-1'

const withHooks = (source, file) => (file.endsWith(TARO_RUNTIME) ? apiLoader(source) : source)

module.exports = {
  ...transformer,
  getCacheKey(source, file, options) {
    return `${transformer.getCacheKey(source, file, options)}:${SALT}`
  },
  process(source, file, options) {
    return transformer.process(withHooks(source, file), file, options)
  },
  processAsync(source, file, options) {
    return transformer.processAsync(withHooks(source, file), file, options)
  }
}
