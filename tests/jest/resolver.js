/**
 * The H5 build aliases `@tarojs/components` to Taro's React HTML components (config h5.useHtmlComponents);
 * tests render the same. Those components import `@tarojs/components` themselves for the ones they do not
 * reimplement (Stencil's React wrappers): from inside the package the name keeps its own meaning, or the
 * two would import each other in a loop that CommonJS cannot settle.
 */
const path = require('node:path')

const HTML_COMPONENTS = path.dirname(require.resolve('@tarojs/components-react/package.json'))
const STENCIL_REACT = require.resolve('@tarojs/components/lib/react/index')
const HTML_REACT = require.resolve('@tarojs/components-react')

module.exports = (request, options) => {
  if (request === '@tarojs/components') {
    return options.basedir.startsWith(HTML_COMPONENTS) ? STENCIL_REACT : HTML_REACT
  }
  return options.defaultResolver(request, options)
}
