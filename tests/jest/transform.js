/**
 * The jest transformer: SWC (@swc/core, pinned in devDependencies at the version Taro's toolchain installs)
 * compiles the project's TS/TSX and the ES modules of node_modules to CommonJS for Node. It replaced babel-jest
 * with babel.config.js's test branch because on a cold cache (every clean-clone CI) Babel compiling Taro, NutUI
 * and antd once per project was most of the suite's CPU: 238 s of CPU cold with Babel, 88 s with SWC
 * (docs/testing.md, "CI time"). What it keeps from that branch:
 * - jest.mock / unmock / enableAutomock / disableAutomock calls hoisted above the imports (SWC's jest pass,
 *   the one @swc/jest turns on, in place of babel-plugin-jest-hoist);
 * - TypeScript with type-only imports elided and class fields defined as written (allowDeclareFields);
 * - JSX with React's automatic runtime;
 * - `import { Button } from '@nutui/nutui-react-taro'` rewritten to the component's own module and its
 *   stylesheet, as babel.config.js's babel-plugin-import does for the build (rewriteNutui below);
 * - test-utils' H5 Taro runtime file gets the React hooks (useDidShow, useLoad, ...) appended, as Taro's
 *   api-loader does in a real build.
 * A node_modules file without import/export syntax is CommonJS already and is handed to jest as it is (run as
 * Node and webpack run it; measured a few seconds of CPU less on a cold run than compiling it too).
 */
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const swc = require('@swc/core')
const apiLoader = require('@tarojs/plugin-framework-react/dist/api-loader.js')

const TARO_RUNTIME = `${path.sep}test-utils-react${path.sep}dist${path.sep}jest${path.sep}runtime${path.sep}taro-h5.js`
const NODE_MODULES = `${path.sep}node_modules${path.sep}`
const NUTUI = '@nutui/nutui-react-taro'
const NUTUI_PACKAGES = path.join(path.dirname(require.resolve(`${NUTUI}/package.json`)), 'dist/es/packages')

// Part of every cache key: a new SWC or an edit of this file recompiles everything.
const VERSION = crypto
  .createHash('sha1')
  .update(swc.version)
  .update(fs.readFileSync(__filename))
  .update(apiLoader.toString())
  .digest('hex')

/** Static import/export statements (also minified, after `;` or `}`), dynamic import(), import.meta. */
const MODULE_SYNTAX = /(?:^|[\n;}/])[ \t]*(?:import|export)[\s{*'"]|\bimport[ \t]*\(|\bimport\.meta\b/
const NUTUI_IMPORT = /^([ \t]*)import[ \t]*\{([^}]*)\}[ \t]*from[ \t]*['"]@nutui\/nutui-react-taro['"];?/gm

const packageExists = new Map()
/** NutUI's module for an exported name, as babel-plugin-import names it; null when there is none (a type). */
function nutuiModule(name) {
  const dir = name.toLowerCase()
  if (!packageExists.has(dir)) packageExists.set(dir, fs.existsSync(path.join(NUTUI_PACKAGES, dir, 'index.js')))
  return packageExists.get(dir) ? `${NUTUI}/dist/es/packages/${dir}` : null
}

/**
 * `import { Button, Popup as P } from '@nutui/nutui-react-taro'` -> one default import of each component's module
 * plus its `style/css` (jest.config.js stubs the CSS), on the same line so source maps keep their lines. Names with
 * no module of their own (types) stay on the package import; SWC drops what is only used as a type.
 */
function rewriteNutui(source) {
  if (!source.includes(NUTUI)) return source
  return source.replace(NUTUI_IMPORT, (statement, indent, list) => {
    const rest = []
    const out = []
    for (const raw of list.split(',')) {
      const spec = raw.trim()
      if (!spec) continue
      const [, typeOnly, name, local] = /^(type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(spec) || []
      const target = !typeOnly && name && nutuiModule(name)
      if (!target) {
        rest.push(spec)
        continue
      }
      out.push(`import ${local || name} from '${target}'; import '${target}/style/css';`)
    }
    if (rest.length) out.push(`import { ${rest.join(', ')} } from '${NUTUI}';`)
    // As many line breaks as the statement had, so the lines after it keep their numbers.
    return indent + out.join(' ') + '\n'.repeat(statement.split('\n').length - 1)
  })
}

function parserFor(file) {
  if (file.endsWith('.ts') || file.endsWith('.mts') || file.endsWith('.cts')) return { syntax: 'typescript' }
  if (file.endsWith('.tsx')) return { syntax: 'typescript', tsx: true }
  return { syntax: 'ecmascript', jsx: true }
}

module.exports = {
  getCacheKey(source, file) {
    return crypto.createHash('sha1').update(VERSION).update('\0').update(file).update('\0').update(source).digest('hex')
  },
  process(source, file) {
    const ownCode = !file.includes(NODE_MODULES)
    let code = file.endsWith(TARO_RUNTIME) ? apiLoader(source) : source
    if (!ownCode && !MODULE_SYNTAX.test(code)) return { code }
    code = rewriteNutui(code)
    const out = swc.transformSync(code, {
      filename: file,
      swcrc: false,
      configFile: false,
      sourceMaps: ownCode,
      jsc: {
        parser: parserFor(file),
        target: 'es2022',
        transform: {
          react: { runtime: 'automatic' },
          // SWC's jest.mock hoisting (what @swc/jest enables); only test files call jest.mock.
          hidden: { jest: ownCode }
        }
      },
      module: { type: 'commonjs' }
    })
    return { code: out.code, map: out.map }
  }
}
